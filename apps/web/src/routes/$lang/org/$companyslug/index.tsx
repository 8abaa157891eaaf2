import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/")({
  component: OrgScreen,
});

function OrgScreen() {
  return <ScreenPlaceholder screen="org" />;
}
