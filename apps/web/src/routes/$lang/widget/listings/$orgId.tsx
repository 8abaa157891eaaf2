import { widgetSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { ListingsWidget } from "@/features/widgets/components/listings-widget";
import { widgetOrganizationId } from "@/features/widgets/organization-id";

/** widget/listings/{orgId}: embeddable, no login, no header or footer (ADR 021). */
export const Route = createFileRoute("/$lang/widget/listings/$orgId")({
  validateSearch: widgetSearchParams,
  staticData: { bare: true },
  component: WidgetListingsScreen,
});

function WidgetListingsScreen() {
  const { orgId } = Route.useParams();
  const { theme } = Route.useSearch();
  return <ListingsWidget organizationId={widgetOrganizationId(orgId)} theme={theme} />;
}
