import { widgetSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { JobsWidget } from "@/features/widgets/components/jobs-widget";
import { widgetOrganizationId } from "@/features/widgets/organization-id";

/** widget/jobs/{orgId}: embeddable, no login, no header or footer (ADR 021). */
export const Route = createFileRoute("/$lang/widget/jobs/$orgId")({
  validateSearch: widgetSearchParams,
  staticData: { bare: true },
  component: WidgetJobsScreen,
});

function WidgetJobsScreen() {
  const { orgId } = Route.useParams();
  const { theme } = Route.useSearch();
  return <JobsWidget organizationId={widgetOrganizationId(orgId)} theme={theme} />;
}
