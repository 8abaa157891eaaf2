import type { TLanguage } from "@jobatlas/contract";

const LOCALES: Record<TLanguage, string> = { de: "de-CH", en: "en-GB" };

/** A business date (YYYY-MM-DD) as the page's language writes it, e.g. "10. März 2026". */
export function formatDate(date: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A YYYY-MM-DD date plus days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A salary in CHF, e.g. "CHF 72’000" (de-CH) or "CHF 72,000". */
export function formatChf(amount: number, lang: TLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "CHF", maximumFractionDigits: 0 }).format(
    amount,
  );
}
