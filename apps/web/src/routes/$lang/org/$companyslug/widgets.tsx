import { createFileRoute } from "@tanstack/react-router";
import { WidgetsPage } from "@/features/widgets/components/widgets-page";

/** org/{slug}/widgets: previews of the listings and jobs widgets and their embed snippets. */
export const Route = createFileRoute("/$lang/org/$companyslug/widgets")({
  component: WidgetsScreen,
});

function WidgetsScreen() {
  const { organization } = Route.useRouteContext();
  return <WidgetsPage organization={organization} />;
}
