import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { ActivityFeedSection, OrgSummarySection } from "@/features/activities/components/org-home-sections";
import { OrgListingStatsSection } from "@/features/listing-stats";
import { organizationQueryOptions } from "@/features/orgs/api/get-organization";
import {
  ApplicationMailsSection,
  ClosingApplicationsSection,
  ResponseRecordSection,
} from "@/features/orgs/components/follow-up-panels";
import { OrgOverview } from "@/features/orgs/components/org-overview";

export const Route = createFileRoute("/$lang/org/$companyslug/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(organizationQueryOptions(params.companyslug)),
    ),
  component: OrgScreen,
});

/**
 * org/{slug}: the org home — who and which plan, the counts, the applications about to be closed
 * (owners and admins; #closing), the response record, the listings' last 30 days, the activity feed, the member's mails about
 * new applications (#application-mails), shortcuts and the plan.
 */
function OrgScreen() {
  const { companyslug } = Route.useParams();
  const { data: organization } = useSuspenseQuery(organizationQueryOptions(companyslug));
  return (
    <OrgOverview organization={organization}>
      <OrgSummarySection slug={companyslug} />
      <ClosingApplicationsSection slug={companyslug} role={organization.role} />
      <ResponseRecordSection slug={companyslug} />
      <OrgListingStatsSection slug={companyslug} />
      <ActivityFeedSection slug={companyslug} />
      <ApplicationMailsSection slug={companyslug} />
    </OrgOverview>
  );
}
