import { companyJobSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/company/$companyId/job/$listingId")({
  validateSearch: companyJobSearch,
  component: CompanyJobScreen,
});

function CompanyJobScreen() {
  return <ScreenPlaceholder screen="companyJob" />;
}
