import { createFileRoute } from "@tanstack/react-router";
import { CandidateInvitesScreen } from "@/features/applications/invites/components/invites-screen";

/** org/{slug}/applications/invite: invite a candidate to apply, and the invitations sent (ADR 026). */
export const Route = createFileRoute("/$lang/org/$companyslug/applications/invite")({
  component: OrgApplicationInviteScreen,
});

function OrgApplicationInviteScreen() {
  const { companyslug } = Route.useParams();
  const { organization } = Route.useRouteContext();
  return <CandidateInvitesScreen key={companyslug} slug={companyslug} plan={organization.plan} />;
}
