import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from "@jobatlas/contract";

export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The best of de/en in an Accept-Language header, by q-value; the fallback language when none fits. */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => isLanguage(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as TLanguage | undefined) ?? FALLBACK_LANGUAGE;
}

/** Language for a page without a language prefix: the cookie, else the product default (de). */
export function pageLanguage(cookieValue: string | undefined): TLanguage {
  return isLanguage(cookieValue) ? cookieValue : DEFAULT_LANGUAGE;
}
