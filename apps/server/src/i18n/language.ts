import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from "@jobatlas/contract";

export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The UI language an Accept-Language header prefers most (by q-value, then order), if it names one. */
export function preferredLanguage(header: string | undefined): TLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => isLanguage(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang as TLanguage | undefined;
}

/** The language of an API answer (error details): the best of the UI languages in Accept-Language, else the fallback (en). */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  return preferredLanguage(header) ?? FALLBACK_LANGUAGE;
}

/**
 * Language for a page without a language prefix: the one the visitor chose with the language
 * switch (the cookie), else the first of de, fr, it, en their browser asks for, else the
 * product default (de).
 */
export function pageLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): TLanguage {
  if (isLanguage(cookieValue)) return cookieValue;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
