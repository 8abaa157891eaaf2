/**
 * The occupation vocabulary's row format (issue 26; ADR 067). One row per occupation concept:
 *
 *   [id, isco, de, fr, it, en]
 *
 * - `id`: lower-case ASCII words joined by `_`; a narrower concept names its broader one before a
 *   dot (`teacher.primary` is a `teacher`): a search for the broader concept also finds the
 *   narrower ones, never the reverse. The broader row must exist.
 * - `isco`: the ISCO-08 code: the two-digit sub-major group at least (`22`), the three-digit minor
 *   group or the four-digit unit group when it fits without doubt (`222`, `2221`).
 * - each language: `<gendered forms>; <other forms>`.
 *   - Gendered forms, separated by ` / `: one form (the same for everyone: `Polymechanic`,
 *     `Fisioterapista`), `masculine / feminine`, or `masculine / feminine / neutral`
 *     (`Pflegefachmann / Pflegefachfrau / Pflegefachperson`). Swiss usage first: the forms Swiss
 *     ads write (`Schreiner`, not only `Tischler`; `Kauffrau`; `Coiffeur / Coiffeuse`).
 *   - Other forms (optional, after `; `, separated by `, `): synonyms, older names
 *     (`Krankenschwester`), abbreviations (`FaGe`, `KV`, `LKW-Fahrer`), Swiss and foreign-language
 *     titles that ads in this language use (`Software Engineer` in German ads).
 *   - Qualifications (EFZ, EBA, HF, FH, CFC, AFP, AFC, dipl.) are not written: the analysis ignores
 *     them in every title. A concept that only differs by its qualification level is its own row
 *     (`Fachfrau Gesundheit EFZ` is `health_care_assistant`, not `nurse`).
 *   - A form must name this occupation on its own: never a bare generic word (`Leiter`,
 *     `Mitarbeiter`, `Manager`, `Assistent`, `Spezialist`), because a German compound ending in a
 *     form (`Sprachlehrer` ends in `lehrer`) is read as that occupation.
 *
 * Related occupations (searched when one finds nothing: `Schreiner` ~ `Zimmermann`) are pairs of
 * ids in data/related.ts, apart from the rows (ADR 076).
 */
export type OccupationRow = readonly [id: string, isco: string, de: string, fr: string, it: string, en: string];
