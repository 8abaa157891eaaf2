import { DEFAULT_LANGUAGE, LANGUAGES } from "@jobatlas/contract/core";

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/**
 * The path a URL without a supported language prefix goes to (spec §2, same rule as the
 * server): a two-letter first segment other than de/en is replaced by de; anything else gets
 * /de in front. Search and hash are kept.
 */
export function defaultLanguagePath(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? "/";
  const rest = match?.[2] ?? "";
  const segments = pathname.split("/");
  const first = segments[1] ?? "";
  if ((LANGUAGES as readonly string[]).includes(first)) return href;
  if (TWO_LETTERS.test(first)) {
    segments[1] = DEFAULT_LANGUAGE;
    return `${segments.join("/")}${rest}`;
  }
  const tail = pathname === "/" ? "/" : pathname;
  return `/${DEFAULT_LANGUAGE}${tail}${rest}`;
}

/** The same page under another language prefix (shared with the server's mailed links). */
export { pathInLanguage } from "@jobatlas/contract/core";
