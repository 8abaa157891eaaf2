import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { organizationQueryOptions } from "@/features/orgs/api/get-organization";
import { OrgOverview } from "@/features/orgs/components/org-overview";

export const Route = createFileRoute("/$lang/org/$companyslug/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(organizationQueryOptions(params.companyslug)),
    ),
  component: OrgScreen,
});

function OrgScreen() {
  const { companyslug } = Route.useParams();
  const { data: organization } = useSuspenseQuery(organizationQueryOptions(companyslug));
  return <OrgOverview organization={organization} />;
}
