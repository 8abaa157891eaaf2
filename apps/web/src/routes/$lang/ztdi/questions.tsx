import { createFileRoute } from "@tanstack/react-router";
import { ZtdiQuestionsScreen } from "@/features/ztdi/components/ztdi-questions-screen";

/** ztdi/questions: the Z-TDI orientation, no sign-in needed (ADR 028). */
export const Route = createFileRoute("/$lang/ztdi/questions")({
  component: ZtdiQuestionsScreen,
});
