import { idFromText } from "@jobatlas/contract";

/** The application id of a path (`applications/{id}`): a positive whole number, else undefined (no request). */
export function applicationPathId(value: string): number | undefined {
  return idFromText(value);
}

/**
 * Whether a location is the anonymous applicant's status page or its editor:
 * `/{lang}/user/applications/{id}` or `…/{id}/edit` (not withdraw: the status page asks itself)
 * with a `token` from the mailed link. The seeker area's sign-in guard lets exactly these through;
 * the pages then read and change the application by its token (ADR 023, ADR 055).
 */
export function isAnonymousStatusPage(location: { pathname: string; search: unknown }): boolean {
  if (!/^\/[a-z]{2}\/user\/applications\/[^/]+(\/edit)?\/?$/.test(location.pathname)) return false;
  const search = location.search as Record<string, unknown> | null | undefined;
  const token = search?.token;
  return typeof token === "string" && token.trim() !== "";
}
