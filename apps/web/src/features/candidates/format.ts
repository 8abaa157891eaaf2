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

/** A moment as a date only, e.g. "3. März 2027". */
export function formatDay(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "Europe/Zurich" }).format(
    new Date(iso),
  );
}

/** A file size in kB or MB, e.g. "240 kB". */
export function formatBytes(bytes: number, lang: TLanguage): string {
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${number.format(bytes / (1024 * 1024))} MB`
    : `${number.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/** The id of a candidate path: an application id, or `pool-<user id>` for a seeker of the candidate pool. */
export type CandidatePathId = { kind: "application"; id: number } | { kind: "pool"; id: number };

export function candidatePathId(value: string): CandidatePathId | undefined {
  const pool = value.startsWith("pool-");
  const id = idFromText(pool ? value.slice("pool-".length) : value);
  return id === undefined ? undefined : { kind: pool ? "pool" : "application", id };
}
