import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouterNotFound } from "@/components/errors/router-fallbacks";
import { routeTree } from "@/routeTree.gen";
import { parseRouteSearch, stringifyRouteSearch } from "./search-serialization";

export type RouterContext = { queryClient: QueryClient };

/** The server's render (app/entry-server.tsx) gives its own history and options. */
export function createAppRouter(
  queryClient: QueryClient,
  server?: { history: RouterHistory; scrollRestoration: false; trailingSlash: "preserve" },
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Loaders use queryClient.ensureQueryData: the query cache decides freshness, not the router.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: RouterNotFound,
    // Lists as `a,b` in the address, not JSON; the old JSON form is still read (search-serialization.ts).
    parseSearch: parseRouteSearch,
    stringifySearch: stringifyRouteSearch,
    // No defaultErrorComponent on purpose: it would put an error boundary on every route, so a
    // failing screen would show it in place instead of bubbling up to the /{lang} layout's
    // generic error page. The last resort ('Something went wrong!') is the root route's errorComponent.
    ...server,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
