import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/ztdi/$magicToken")({
  component: ZtdiResultScreen,
});

function ZtdiResultScreen() {
  return <ScreenPlaceholder screen="ztdiResult" />;
}
