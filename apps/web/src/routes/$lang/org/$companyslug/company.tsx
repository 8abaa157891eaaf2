import { orgCompanySearchParams } from "@jobatlas/contract/core";
import type { TOrgCompanyTab } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { companyQueryOptions } from "@/features/org-company/api/org-company";
import { OrgCompanyEditor } from "@/features/org-company/components/org-company-editor";

export const Route = createFileRoute("/$lang/org/$companyslug/company")({
  validateSearch: orgCompanySearchParams,
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(companyQueryOptions(params.companyslug)),
    ),
  component: OrgCompanyScreen,
});

function OrgCompanyScreen() {
  const { companyslug } = Route.useParams();
  const { tab = "company" } = Route.useSearch();
  const { organization } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onTabChange = (next: TOrgCompanyTab) =>
    void navigate({ search: { tab: next === "company" ? undefined : next }, replace: true, resetScroll: false });
  return <OrgCompanyEditor slug={companyslug} role={organization.role} tab={tab} onTabChange={onTabChange} />;
}
