import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/experiments/")({
  component: ExperimentsScreen,
});

function ExperimentsScreen() {
  return <ScreenPlaceholder screen="experiments" />;
}
