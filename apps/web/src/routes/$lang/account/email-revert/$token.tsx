import { createFileRoute } from "@tanstack/react-router";
import { EmailRevertScreen } from "@/features/profile/components/email-revert-screen";

/** account/email-revert/{token}: "this wasn't me" after an email change (ADR 056); no sign-in needed. */
export const Route = createFileRoute("/$lang/account/email-revert/$token")({
  component: EmailRevertRoute,
});

function EmailRevertRoute() {
  const { token } = Route.useParams();
  return <EmailRevertScreen key={token} token={token} />;
}
