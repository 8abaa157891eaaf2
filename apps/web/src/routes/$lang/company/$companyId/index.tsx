import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/company/$companyId/")({
  component: CompanyScreen,
});

function CompanyScreen() {
  return <ScreenPlaceholder screen="company" />;
}
