import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/likes")({
  component: UserLikesScreen,
});

function UserLikesScreen() {
  return <ScreenPlaceholder screen="userLikes" />;
}
