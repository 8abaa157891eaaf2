import { PAGE_STATE_NODE_ID } from "@jobatlas/contract/core";
import { hydrate as hydrateQueries, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { AnyRouteMatch, AnyRouter } from "@tanstack/react-router";
import { hydrate as hydrateRouter } from "@tanstack/router-core/ssr/client";

/**
 * What a page the server drew (ADR 050) hands the browser, in a JSON node (CSP allows no inline
 * script): React Query's data the page was drawn from, and the router's matches as TanStack
 * Router's own server rendering describes them (`dehydrateMatch`).
 */
export interface PageState {
  queries: DehydratedState;
  matches: unknown[];
}

/**
 * A match as TanStack Router's server rendering hands it to `hydrate` (router-core's
 * ssr-server.ts `dehydrateMatch`, which its package does not declare): the page's loaders return
 * nothing and succeeded, and `beforeLoad` only loads the language: id, time, status, the
 * server's `ssr` and any loader data are all there is.
 */
export function dehydrateMatch(match: AnyRouteMatch): Record<string, unknown> {
  const dehydrated: Record<string, unknown> = { i: match.id.replaceAll("/", "#"), u: match.updatedAt, s: match.status };
  if (match.ssr !== undefined) dehydrated.ssr = match.ssr;
  if (match.loaderData !== undefined) dehydrated.l = match.loaderData;
  return dehydrated;
}

/** The server's page state, or undefined for a page the browser draws itself. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_NODE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}

declare global {
  interface Window {
    /** Where TanStack Router's `hydrate` reads the server's matches (its own rendering writes it with an inline script). */
    $_TSR?: unknown;
  }
}

/**
 * Puts the query cache and the router where the server left them, the route's code loaded, so
 * that the first render draws exactly the server's markup and React can take it over.
 */
export async function takeOverPage(state: PageState, queryClient: QueryClient, router: AnyRouter): Promise<void> {
  hydrateQueries(queryClient, state.queries);
  window.$_TSR = { router: { manifest: undefined, matches: state.matches }, buffer: [], h: () => undefined };
  await hydrateRouter(router);
}
