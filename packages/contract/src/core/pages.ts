import { LANGUAGES } from "./constants";
import type { TLanguage } from "../enums";

/**
 * The page routes of the web app (spec §2): the TanStack file routes under apps/web/src/routes,
 * as the paths they answer. `$name` is a dynamic segment (any non-empty segment). The server
 * answers a path that none of them matches with 404 and the same page, on which the app draws
 * its 404 screen (`/$lang/$`), so crawlers and monitors see the status. A web unit test
 * (apps/web/src/app/page-routes.test.ts) fails when this list and the web's routes differ.
 */
export const PAGE_ROUTES = [
  "/",
  "/$lang",
  // Accounts
  "/$lang/account/signup",
  "/$lang/account/signup/company",
  "/$lang/account/login",
  "/$lang/account/login-token/$magicToken",
  "/$lang/account/email-revert/$token",
  "/$lang/account/logout",
  "/$lang/account/profile",
  // Search and companies
  "/$lang/search",
  "/$lang/search/profile",
  "/$lang/company/$companyId",
  "/$lang/company/$companyId/apply",
  "/$lang/company/$companyId/job/$listingId",
  "/$lang/company/$companyId/profile/$jobId",
  // Seeker area
  "/$lang/user",
  "/$lang/user/applications",
  "/$lang/user/applications/$id",
  "/$lang/user/applications/$id/edit",
  "/$lang/user/applications/$id/withdraw",
  "/$lang/user/likes",
  "/$lang/user/subscriptions",
  "/$lang/subscriptions/unsubscribe",
  "/$lang/subscriptions/confirm",
  "/$lang/contact-requests/send-for/$applicationId",
  "/$lang/contact-requests/accept/$token",
  // Organisation area
  "/$lang/org/$companyslug",
  "/$lang/org/$companyslug/company",
  "/$lang/org/$companyslug/applications",
  "/$lang/org/$companyslug/applications/invite",
  "/$lang/org/$companyslug/applications/$id",
  "/$lang/org/$companyslug/applications/$id/contact",
  "/$lang/org/$companyslug/applications/$id/reject",
  "/$lang/org/$companyslug/jobs",
  "/$lang/org/$companyslug/jobs/$id",
  "/$lang/org/$companyslug/jobs/$id/edit",
  "/$lang/org/$companyslug/listings",
  "/$lang/org/$companyslug/listings/$id",
  "/$lang/org/$companyslug/listings/$id/edit",
  "/$lang/org/$companyslug/listings/$id/extend",
  "/$lang/org/$companyslug/questionnaires",
  "/$lang/org/$companyslug/questionnaires/$id",
  "/$lang/org/$companyslug/questionnaires/$id/edit",
  "/$lang/org/$companyslug/widgets",
  "/$lang/org/$companyslug/templates",
  "/$lang/listings",
  "/$lang/listings/create",
  "/$lang/listings/$id",
  "/$lang/listings/$id/edit",
  "/$lang/listings/$id/extend",
  // Contact and sales
  "/$lang/contact",
  "/$lang/contact/purchase",
  // Orientation survey, widgets, experiments
  "/$lang/ztdi/questions",
  "/$lang/ztdi/$magicToken",
  "/$lang/widget/listings/$orgId",
  "/$lang/widget/jobs/$orgId",
  "/$lang/experiments",
  "/$lang/experiments/$experimentUid",
  "/$lang/experiments/$experimentUid/jobs/$jobHitId",
  // Legal
  "/$lang/imprint",
  "/$lang/privacy",
  "/$lang/terms",
  // Development only (a 404 on a production server)
  "/$lang/debug",
  "/$lang/debug/dialogs",
  "/$lang/debug/error",
  "/$lang/debug/industries",
  "/$lang/debug/mail",
] as const;
export type TPageRoute = (typeof PAGE_ROUTES)[number];

/** Pages that exist only on a development server: elsewhere the app shows its 404 there. */
export function isDevelopmentPage(route: TPageRoute): boolean {
  return route === "/$lang/debug" || route.startsWith("/$lang/debug/");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const SPLIT_ROUTES = PAGE_ROUTES.map((route) => ({ route, segments: route.split("/").filter(Boolean) }));

/**
 * The page route a path (without query) belongs to, or undefined. Matches as the web's router
 * does: static segments case-insensitively, a dynamic one for any non-empty segment, a trailing
 * slash and empty segments ignored.
 */
export function matchPageRoute(pathname: string): TPageRoute | undefined {
  const segments = pathname.split("/").filter(Boolean).map(decodeSegment);
  const found = SPLIT_ROUTES.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((part, i) => part.startsWith("$") || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
  return found?.route;
}

/**
 * The same page under another language prefix: `/de/search?x#y` → `/en/search?x#y` (the web's
 * language switch; the server's mailed links, whose pages follow the mail's language).
 */
export function pathInLanguage(
  location: { pathname: string; search: string; hash: string },
  language: TLanguage,
): string {
  const segments = location.pathname.split("/");
  if ((LANGUAGES as readonly string[]).includes(segments[1] ?? "")) segments[1] = language;
  else segments.splice(1, 0, language);
  return `${segments.join("/")}${location.search}${location.hash}`;
}
