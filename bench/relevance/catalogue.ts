/**
 * The occupations the two corpora's listings are made from, by role key, and how a listing's
 * title leads back to them. Only the data generators' own material is read here (the demo seed's
 * roles, the national benchmark's extra titles and decorations); nothing of the search code or its
 * vocabulary, so the judgments stay independent of what the search knows.
 *
 * Role keys: a demo seed role's key ("nurse", "cook"), and `extra:<family>:<German title>` for the
 * national data set's extra titles ("extra:health:Hebamme").
 */
import { FAMILIES, type FamilyKey, type L, type Lang } from "../../apps/server/src/seed/texts";
import { EXTRA_TITLES, TITLE_PREFIXES, TITLE_SUFFIXES } from "../search/phrases";

export const LANGS: readonly Lang[] = ["de", "fr", "it", "en"];

export interface Occupation {
  key: string;
  family: FamilyKey;
  title: L;
  /** A demo seed role: in both corpora. An extra title: only in the national one. */
  source: "role" | "extra";
}

function catalogue(): Map<string, Occupation> {
  const byKey = new Map<string, Occupation>();
  const add = (o: Occupation) => {
    if (byKey.has(o.key)) throw new Error(`role key ${o.key} twice in the catalogue`);
    byKey.set(o.key, o);
  };
  for (const family of Object.values(FAMILIES))
    for (const role of family.roles) add({ key: role.key, family: family.key, title: role.title, source: "role" });
  for (const [family, titles] of Object.entries(EXTRA_TITLES) as [FamilyKey, L[]][])
    for (const title of titles) add({ key: `extra:${family}:${title.de}`, family, title, source: "extra" });
  return byKey;
}

/** Every occupation of both corpora, by role key. */
export const OCCUPATIONS: ReadonlyMap<string, Occupation> = catalogue();

/** The role keys whose listings a corpus can hold. */
export function keysOf(corpus: "demo" | "national"): Set<string> {
  return new Set(
    [...OCCUPATIONS.values()].filter((o) => corpus === "national" || o.source === "role").map((o) => o.key),
  );
}

/** A listing title without its workload ("Koch/Köchin 80–100 %" → "Koch/Köchin"). */
export function withoutWorkload(title: string): string {
  return title.replace(/ \d+(?:–\d+)? ?%$/, "");
}

/** The German gendered spellings of the national generator (decorateTitle in bench/search/generate.ts). */
function germanForms(title: string): string[] {
  if (!/\/in\b/.test(title)) return [title];
  const slash = /([\p{L}-]+)\/in\b/gu;
  return [
    title,
    title.replace(slash, "$1in"),
    `${title.replace(slash, "$1")} (m/w/d)`,
    title.replace(slash, "$1in / $1"),
  ];
}

/**
 * Title (without workload) → the role keys it can come from, per corpus. The demo shows a role's
 * title as it is; the national generator decorates it (gendered spellings, prefixes, suffixes).
 * A title may come from several keys (the extra "Pflegefachfrau/-mann HF" is "Registered Nurse"
 * in English, as the role "nurse" is): such a listing counts as each of them.
 */
export function titleLookup(corpus: "demo" | "national"): Map<string, Set<string>> {
  const lookup = new Map<string, Set<string>>();
  const add = (title: string, key: string) => {
    let keys = lookup.get(title);
    if (!keys) lookup.set(title, (keys = new Set()));
    keys.add(key);
  };
  const keys = keysOf(corpus);
  for (const occupation of OCCUPATIONS.values()) {
    if (!keys.has(occupation.key)) continue;
    for (const lang of LANGS) {
      const base = occupation.title[lang];
      if (corpus === "demo") {
        add(base, occupation.key);
        continue;
      }
      const forms = lang === "de" ? germanForms(base) : [base];
      for (const form of forms)
        for (const prefix of ["", ...TITLE_PREFIXES[lang]])
          for (const suffix of ["", ...TITLE_SUFFIXES[lang]]) add(prefix + form + suffix, occupation.key);
    }
  }
  return lookup;
}
