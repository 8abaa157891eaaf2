import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/company")({
  component: OrgCompanyScreen,
});

function OrgCompanyScreen() {
  return <ScreenPlaceholder screen="orgCompany" />;
}
