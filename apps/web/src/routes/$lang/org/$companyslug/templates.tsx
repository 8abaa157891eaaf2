import { createFileRoute } from "@tanstack/react-router";
import { MessageTemplatesScreen } from "@/features/message-templates/components/message-templates-screen";

/** org/{slug}/templates: the organisation's message templates (ADR 090). */
export const Route = createFileRoute("/$lang/org/$companyslug/templates")({
  component: OrgMessageTemplatesScreen,
});

function OrgMessageTemplatesScreen() {
  const { organization } = Route.useRouteContext();
  return <MessageTemplatesScreen organization={organization} />;
}
