import type { Lang } from "./texts";

/** Fills {name} placeholders; unknown placeholders are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** French elision and contraction before place names: "de Le Locle" -> "du Locle", "à Yverdon" stays, "de Yverdon" -> "d'Yverdon". */
export function fixFrench(text: string): string {
  // \b does not see "à" as a letter, so the prepositions are matched after a space or at the start
  return text
    .replace(/(^|\s)de Les /g, "$1des ")
    .replace(/(^|\s)de Le /g, "$1du ")
    .replace(/(^|\s)à Les /g, "$1aux ")
    .replace(/(^|\s)à Le /g, "$1au ")
    .replace(/(^|\s)de ([AEIOUYÉÈÊÂÎÔ])/g, "$1d'$2")
    .replace(/(^|\s)que ([AEIOUYÉÈÊÂÎÔ])/g, "$1qu'$2");
}

/** Language-specific touches after the placeholders are filled. */
export function finishText(text: string, lang: Lang): string {
  return lang === "fr" ? fixFrench(text) : text;
}

export { slugify } from "../lib/slug";

/** A bullet list as plain text, one "- " item a line. */
export function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** The first day of the month that is `months` after the month of `date`. */
export function firstOfMonthAfter(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** A timestamp on a business date (morning in Zurich), for created_at columns. */
export function morningOf(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T07:00:00Z`) + minutes * 60_000);
}
