import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/{lang}/` → the search. */
export const Route = createFileRoute("/$lang/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$lang/search", params, replace: true });
  },
});
