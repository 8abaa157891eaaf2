import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/search/")({
  component: SearchScreen,
});

function SearchScreen() {
  return <ScreenPlaceholder screen="search" />;
}
