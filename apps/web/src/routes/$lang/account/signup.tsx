import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/account/signup")({
  component: SignupScreen,
});

function SignupScreen() {
  return <ScreenPlaceholder screen="signup" />;
}
