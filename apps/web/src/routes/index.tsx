import { createFileRoute, redirect } from "@tanstack/react-router";
import { getAppSettings } from "@/lib/settings";

/** `/` → the search in the language the server chose (cookie, else de). */
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/$lang/search", params: { lang: getAppSettings().language }, replace: true });
  },
});
