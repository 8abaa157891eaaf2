import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/jobs/")({
  component: OrgJobsScreen,
});

function OrgJobsScreen() {
  return <ScreenPlaceholder screen="orgJobs" />;
}
