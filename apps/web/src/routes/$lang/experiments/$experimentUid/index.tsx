import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/experiments/$experimentUid/")({
  component: ExperimentScreen,
});

function ExperimentScreen() {
  return <ScreenPlaceholder screen="experiment" />;
}
