import { idFromText, type TLanguage } from "@jobatlas/contract";

const LOCALES: Record<TLanguage, string> = { de: "de-CH", en: "en-GB" };

/** A moment (ISO timestamp) as a date and time in Europe/Zurich, e.g. "3. März 2027, 14:05". */
export function formatMoment(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  }).format(new Date(iso));
}

/** A moment as a date in Europe/Zurich, e.g. "3. März 2027". */
export function formatDay(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "Europe/Zurich" }).format(
    new Date(iso),
  );
}

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
