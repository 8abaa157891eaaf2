import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/ztdi/questions")({
  component: ZtdiQuestionsScreen,
});

function ZtdiQuestionsScreen() {
  return <ScreenPlaceholder screen="ztdiQuestions" />;
}
