/** A block of a legal text: a paragraph, a bullet list, a table or a boxed note. */
export type LegalBlock =
  | { p: string }
  | { ul: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { note: string };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

/** One legal page in one language; URLs and email addresses in texts become links. */
export type LegalDocument = { updated: string; intro: string; sections: LegalSection[] };

export type LegalPage = "imprint" | "terms" | "privacy";
export type LegalTexts = Record<LegalPage, LegalDocument>;

/** The date the texts below were last changed (shown on every legal page). */
export const LEGAL_UPDATED = "2026-12-06";
