import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { publicPageOfRoute, SESSION_COOKIE, type TLanguage } from "@jobatlas/contract";

/** The markup of a page's `#root` and React Query's data it was drawn from (apps/web/src/app/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  state: unknown;
}

/** Draws a page; `userAgent` is the visitor's, handed to the in-process API calls (a listing's view is counted only for a person's browser, ADR 089). */
export type PageRenderer = (url: string, language: TLanguage, userAgent?: string) => Promise<RenderedPage | undefined>;

interface EntryServer {
  renderPage(
    url: string,
    language: TLanguage,
    callApi: (path: string, language: TLanguage) => Promise<Response>,
  ): Promise<RenderedPage | undefined>;
}

/** Where the web build puts its server render (scripts/build-web.mjs). */
export const SSR_ENTRY = ".ssr/entry-server.js";

/**
 * Whether the server draws this page: a public page drawn on the server (PUBLIC_PAGES), asked by
 * a visitor without a session (what a signed-in visitor sees depends on them: the app draws it in the browser), not
 * embedded (`iframe`: the frame decides its layout in the browser).
 */
export function isRenderedPage(
  routeId: string | undefined,
  url: string,
  cookies: Record<string, string | undefined>,
): boolean {
  if (!publicPageOfRoute(routeId)?.drawn || cookies[SESSION_COOKIE]) return false;
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  return !new URLSearchParams(query).has("iframe");
}

/**
 * The web build's server render, asking the API in-process as an anonymous visitor; undefined
 * without a build (API tests, `npm run dev`: the browser draws every page there).
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(distDir, SSR_ENTRY);
  if (!existsSync(entry)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as EntryServer;
  const callApi = async (url: string, language: TLanguage, userAgent: string) => {
    const res = await app.inject({
      method: "GET",
      url,
      headers: { accept: "application/json", "accept-language": language, "user-agent": userAgent },
    });
    const type = res.headers["content-type"];
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: type ? { "content-type": String(type) } : {},
    });
  };
  return (url, language, userAgent = "") => renderPage(url, language, (path, lng) => callApi(path, lng, userAgent));
}
