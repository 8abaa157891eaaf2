/**
 * The occupation vocabulary (issue 26; ADR 067): the occupations of most Swiss job ads as concepts,
 * each with its forms in the four national working languages of the product. Search maps listing
 * titles and queries to these concepts, so any form in any language finds a concept's listings; the
 * keyword field, the seeker profile, job alerts and the Z-TDI suggest their labels.
 *
 * Imported as `@jobatlas/contract/occupations`, apart from the contract's main entry: the data is
 * tens of kilobytes, and only the screens that suggest occupations load it.
 */
import { OCCUPATIONS_ISCO_1_3 } from "./data/isco-1-3";
import { OCCUPATIONS_ISCO_4_9 } from "./data/isco-4-9";
import { RELATED_OCCUPATIONS } from "./data/related";
import type { OccupationRow } from "./format";

export type { OccupationRow } from "./format";

export const OCCUPATION_LANGUAGES = ["de", "fr", "it", "en"] as const;
export type TOccupationLanguage = (typeof OCCUPATION_LANGUAGES)[number];

export interface OccupationForms {
  /** What a list shows: the neutral form, else `masculine / feminine`, else the one form. */
  label: string;
  masculine?: string;
  feminine?: string;
  neutral?: string;
  /** Synonyms, older names, abbreviations. */
  other: string[];
  /** Every form, the label's first. */
  all: string[];
}

export interface Occupation {
  id: string;
  /** The broader concept's id (`teacher` for `teacher.primary`), if any. */
  parent?: string;
  /** ISCO-08: the sub-major (2 digits), minor (3) or unit group (4). */
  isco: string;
  forms: Record<TOccupationLanguage, OccupationForms>;
  /** Related concepts (data/related.ts): searched when this one finds nothing. */
  related: string[];
}

function parseForms(text: string, where: string): OccupationForms {
  const [gendered = "", others = ""] = text.split(";").map((part) => part.trim());
  const genderedForms = gendered
    .split(" / ")
    .map((form) => form.trim())
    .filter(Boolean);
  const other = others
    .split(",")
    .map((form) => form.trim())
    .filter(Boolean);
  if (genderedForms.length < 1 || genderedForms.length > 3) throw new Error(`${where}: 1 to 3 gendered forms`);
  const [first, second, third] = genderedForms as [string, string?, string?];
  const forms: OccupationForms =
    second === undefined
      ? { label: first, other, all: [] }
      : { label: third ?? `${first} / ${second}`, masculine: first, feminine: second, other, all: [] };
  if (third !== undefined) forms.neutral = third;
  const ordered = third !== undefined ? [third, first, second!] : second !== undefined ? [first, second] : [first];
  forms.all = [...new Set([...ordered, ...other])];
  return forms;
}

export function parseOccupations(
  rows: readonly OccupationRow[],
  relatedPairs: readonly (readonly [string, string])[] = [],
): Occupation[] {
  const ids = new Set<string>();
  const occupations = rows.map(([id, isco, de, fr, it, en]): Occupation => {
    if (!/^[a-z0-9_]+(\.[a-z0-9_]+)*$/.test(id)) throw new Error(`occupation id ${id}: lower-case words with _ and .`);
    if (ids.has(id)) throw new Error(`occupation ${id} twice`);
    ids.add(id);
    if (!/^\d{2,4}$/.test(isco)) throw new Error(`occupation ${id}: an ISCO-08 code of 2 to 4 digits`);
    const dot = id.lastIndexOf(".");
    const occupation: Occupation = {
      id,
      isco,
      forms: {
        de: parseForms(de, `${id} de`),
        fr: parseForms(fr, `${id} fr`),
        it: parseForms(it, `${id} it`),
        en: parseForms(en, `${id} en`),
      },
      related: [],
    };
    if (dot > 0) occupation.parent = id.slice(0, dot);
    return occupation;
  });
  for (const occupation of occupations) {
    if (occupation.parent !== undefined && !ids.has(occupation.parent))
      throw new Error(`occupation ${occupation.id}: its broader concept ${occupation.parent} is missing`);
  }
  const byOwnId = new Map(occupations.map((occupation) => [occupation.id, occupation]));
  const within = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);
  for (const [a, b] of relatedPairs) {
    const first = byOwnId.get(a);
    const second = byOwnId.get(b);
    if (!first || !second) throw new Error(`related occupations ${a} ~ ${b}: both must exist`);
    if (within(a, b) || within(b, a)) throw new Error(`related occupations ${a} ~ ${b}: one is broader than the other`);
    if (first.related.includes(b)) throw new Error(`related occupations ${a} ~ ${b} twice`);
    first.related.push(b);
    second.related.push(a);
  }
  return occupations;
}

export const OCCUPATIONS: readonly Occupation[] = /* @__PURE__ */ parseOccupations(
  [...OCCUPATIONS_ISCO_1_3, ...OCCUPATIONS_ISCO_4_9],
  RELATED_OCCUPATIONS,
);

const byId = /* @__PURE__ */ new Map(OCCUPATIONS.map((occupation) => [occupation.id, occupation]));

export function occupationById(id: string): Occupation | undefined {
  return byId.get(id);
}

/** The concept and its broader ones, the concept first (`teacher.primary`, `teacher`). */
export function occupationAncestry(id: string): string[] {
  const ids: string[] = [];
  for (let current: string | undefined = id; current !== undefined; current = byId.get(current)?.parent) {
    ids.push(current);
  }
  return ids;
}

/**
 * A concept's label in a language as a title on its own (a chip, a profile's job title): the
 * first letter upper-cased ("nurse" → "Nurse"); the id itself for an unknown concept.
 */
export function occupationTitle(id: string, language: TOccupationLanguage): string {
  const label = byId.get(id)?.forms[language].label ?? id;
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}
