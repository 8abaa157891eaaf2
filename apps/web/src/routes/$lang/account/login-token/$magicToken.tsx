import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/account/login-token/$magicToken")({
  component: LoginTokenScreen,
});

function LoginTokenScreen() {
  return <ScreenPlaceholder screen="loginToken" />;
}
