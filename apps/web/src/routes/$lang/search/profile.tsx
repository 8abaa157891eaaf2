import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/search/profile")({
  component: SearchProfileScreen,
});

function SearchProfileScreen() {
  return <ScreenPlaceholder screen="searchProfile" />;
}
