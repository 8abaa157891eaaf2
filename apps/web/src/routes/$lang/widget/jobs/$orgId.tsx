import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/widget/jobs/$orgId")({
  staticData: { bare: true }, // embeddable: no header or footer
  component: WidgetJobsScreen,
});

function WidgetJobsScreen() {
  return <ScreenPlaceholder screen="widgetJobs" standalone />;
}
