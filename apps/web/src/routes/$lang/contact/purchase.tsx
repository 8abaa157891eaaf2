import { contactPurchaseSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/contact/purchase")({
  validateSearch: contactPurchaseSearch,
  component: ContactPurchaseScreen,
});

function ContactPurchaseScreen() {
  return <ScreenPlaceholder screen="contactPurchase" />;
}
