import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/applications/$id/withdraw")({
  component: UserApplicationWithdrawScreen,
});

function UserApplicationWithdrawScreen() {
  return <ScreenPlaceholder screen="userApplicationWithdraw" />;
}
