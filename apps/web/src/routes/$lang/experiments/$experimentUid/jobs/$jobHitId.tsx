import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/experiments/$experimentUid/jobs/$jobHitId")({
  component: ExperimentJobScreen,
});

function ExperimentJobScreen() {
  return <ScreenPlaceholder screen="experimentJob" />;
}
