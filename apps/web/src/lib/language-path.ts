import { LANGUAGES } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/**
 * The path a URL without a supported language prefix goes to (spec §2, the server's rule): a
 * two-letter first segment other than de/fr/it/en is replaced by `language` (the page's
 * current one: the server already chose it by cookie or Accept-Language); anything else gets
 * it in front. Search and hash are kept.
 */
export function defaultLanguagePath(href: string, language: TLanguage): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? "/";
  const rest = match?.[2] ?? "";
  const segments = pathname.split("/");
  const first = segments[1] ?? "";
  if ((LANGUAGES as readonly string[]).includes(first)) return href;
  if (TWO_LETTERS.test(first)) {
    segments[1] = language;
    return `${segments.join("/")}${rest}`;
  }
  const tail = pathname === "/" ? "/" : pathname;
  return `/${language}${tail}${rest}`;
}

/** The same page under another language prefix (shared with the server's mailed links). */
export { pathInLanguage } from "@jobatlas/contract/core";
