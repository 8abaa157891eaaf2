import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/company/$companyId/profile/$jobId")({
  component: CompanyJobProfileScreen,
});

function CompanyJobProfileScreen() {
  return <ScreenPlaceholder screen="companyJobProfile" />;
}
