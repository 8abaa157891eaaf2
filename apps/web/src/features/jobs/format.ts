import type { TLanguage } from "@jobatlas/contract";

const LOCALES: Record<TLanguage, string> = { de: "de-CH", en: "en-GB" };

/** A moment (ISO timestamp) as a date and time in Europe/Zurich, e.g. "3. März 2027, 14:05". */
export function formatMoment(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  }).format(new Date(iso));
}
