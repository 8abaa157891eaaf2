import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/widget/listings/$orgId")({
  staticData: { bare: true }, // embeddable: no header or footer
  component: WidgetListingsScreen,
});

function WidgetListingsScreen() {
  return <ScreenPlaceholder screen="widgetListings" standalone />;
}
