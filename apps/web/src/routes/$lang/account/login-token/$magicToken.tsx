import { createFileRoute } from "@tanstack/react-router";
import { LoginTokenScreen } from "@/features/auth/components/login-token-screen";

export const Route = createFileRoute("/$lang/account/login-token/$magicToken")({
  component: LoginTokenRoute,
});

function LoginTokenRoute() {
  const { magicToken } = Route.useParams();
  // A new token (another link opened in the same tab) starts afresh.
  return <LoginTokenScreen key={magicToken} token={magicToken} />;
}
