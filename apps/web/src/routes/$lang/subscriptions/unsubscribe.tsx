import { unsubscribeSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/subscriptions/unsubscribe")({
  validateSearch: unsubscribeSearch,
  component: UnsubscribeScreen,
});

function UnsubscribeScreen() {
  return <ScreenPlaceholder screen="unsubscribe" />;
}
