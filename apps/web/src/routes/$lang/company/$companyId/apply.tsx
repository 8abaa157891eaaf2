import { companyApplySearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/company/$companyId/apply")({
  validateSearch: companyApplySearch,
  component: CompanyApplyScreen,
});

function CompanyApplyScreen() {
  return <ScreenPlaceholder screen="companyApply" />;
}
