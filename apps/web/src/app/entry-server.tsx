// Server-side rendering of the public company and listing pages (ADR 050). Built by
// `vite build --ssr` (scripts/build-web.mjs) and imported by the server (plugins/page-render.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { TLanguage } from "@jobatlas/contract";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { setApiTransport } from "@/lib/api-client";
import { applyLanguage, loadLanguage } from "@/lib/i18n";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { dehydrateMatch, type PageState } from "./page-state";

/** The API, asked in-process as an anonymous visitor (path with query → the answer). */
export type ApiCall = (path: string, language: TLanguage) => Promise<Response>;

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the browser takes the page over with (app/page-state.ts). */
  state: PageState;
}

const renders = new AsyncLocalStorage<{ language: TLanguage; callApi: ApiCall }>();

// Each render's requests go to its own visitor's API call, in its language (renders interleave).
setApiTransport((url, init) => {
  const render = renders.getStore();
  if (!render) throw new Error("an API call outside a server render");
  if ((init.method ?? "GET") !== "GET") throw new Error(`a server render may only read (${init.method} ${url})`);
  return render.callApi(url, render.language);
});

/**
 * Renders the page at `url` (path and query) as an anonymous visitor sees it, with everything its
 * loaders and screens fetch; undefined when the page is not what it is expected to be (a redirect,
 * a 404 or an error screen: the client draws those as before).
 */
export async function renderPage(
  url: string,
  language: TLanguage,
  callApi: ApiCall,
): Promise<RenderedPage | undefined> {
  return renders.run({ language, callApi }, async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [url] }),
      // The client restores the scroll itself; on the server the option writes an inline script.
      scrollRestoration: false,
      // The address as asked (`/de/company/1/`, the company page's own, spec §2): on the server the
      // router would redirect it to the address without the slash; the browser keeps it as it is.
      // Links are drawn alike either way (none of them ends in a slash).
      trailingSlash: "preserve",
    });
    await router.load();
    const matches = router.state.matches;
    // No matches: the router redirected (it keeps that to itself on the server).
    if (matches.length === 0 || matches.some((match) => match.status !== "success" || match._notFound)) {
      return undefined;
    }
    // The screens' lists (a company's listings, similar employers …) are drawn too, not their
    // skeletons; a page whose data is late or failed is sent undrawn (the browser retries).
    if (!(await settled(queryClient, SETTLE_WITHIN_MS))) return undefined;
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status !== "success")) return undefined;
    await loadLanguage(language, url.split("?")[0]);
    // Rendering is synchronous: no other render changes the language before it is done.
    applyLanguage(language);
    const html = renderToString(
      <StrictMode>
        <Providers queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    return { html, state: { queries: dehydrate(queryClient), matches: matches.map(dehydrateMatch) } };
  });
}

/** How long a render waits for the data its screens fetch after the loaders (in-process API calls). */
const SETTLE_WITHIN_MS = 2_000;

/** Whether every query has stopped fetching within `ms`. */
function settled(queryClient: ReturnType<typeof createQueryClient>, ms: number): Promise<boolean> {
  if (queryClient.isFetching() === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (result: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => done(false), ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done(true);
    });
  });
}
