import { loginSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/account/login")({
  validateSearch: loginSearch,
  component: LoginScreen,
});

function LoginScreen() {
  return <ScreenPlaceholder screen="login" />;
}
