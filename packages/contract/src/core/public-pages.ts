/**
 * The public pages (ADRs 047, 050–052): the one table the server's page answer
 * (apps/server/src/plugins/spa.ts), its drawing (plugins/page-render.ts), the pages' heads
 * (features/seo/seo.service.ts) and the web app's catalogue loading (apps/web/src/lib/i18n.ts)
 * read.
 */
import { matchPageRoute, type TPageRoute } from "./pages";

export interface PublicPage {
  route: TPageRoute;
  /** Drawn on the server for visitors without a session, and taken over by the browser (ADR 050). */
  drawn: boolean;
  /** The part of the catalogue its screens need: the public part alone, or every text (ADR 047). */
  texts: "public" | "all";
  /** The head the server writes for it (features/seo/seo.head.ts): its title, description and links. */
  head: "search" | "company" | "listing" | "job";
}

export const PUBLIC_PAGES = [
  { route: "/$lang/search", drawn: true, texts: "public", head: "search" },
  { route: "/$lang/company/$companyId", drawn: true, texts: "public", head: "company" },
  { route: "/$lang/company/$companyId/job/$listingId", drawn: true, texts: "public", head: "listing" },
  { route: "/$lang/company/$companyId/profile/$jobId", drawn: false, texts: "all", head: "job" },
] as const satisfies readonly PublicPage[];

/** The public page of a page route, or undefined for any other page. */
export function publicPageOfRoute(route: string | undefined): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.route === route);
}

/** The public page a path (without query) belongs to, as the web's router matches it. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  return publicPageOfRoute(matchPageRoute(pathname));
}
