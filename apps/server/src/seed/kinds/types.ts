import type { TCompanySize, TIndustryCode, TOrganizationPlan } from "@jobatlas/contract";
import { t, type FamilyKey, type L } from "../texts";

/** Legal forms; the label and name suffix depend on the language region (see organizations.ts). */
export type LegalKind = "ag" | "gmbh" | "coop" | "sole" | "foundation" | "association" | "public";

/** A kind of employer: what it is called, what it does and which jobs it offers. */
export interface OrgKind {
  key: string;
  /** How common the kind is among the generated organisations. */
  weight: number;
  /** The first code always, one or two of the others sometimes. */
  sectors: [TIndustryCode, ...TIndustryCode[]];
  /** Where its jobs come from: a family, optionally only some of its roles. */
  jobs: { family: FamilyKey; roles?: string[] }[];
  /** Name templates per language: {surname}, {surname2}, {first}, {place}, {word}, {eword}. */
  names: { de: string[]; fr: string[]; it: string[]; en?: string[] };
  /** Chance that an organisation of this kind in an international hub writes in English. */
  englishShare?: number;
  /** Words for {word} when the general ones do not fit (hotel names, care homes…). */
  words?: { de: string[]; fr: string[]; it: string[] };
  legal: Partial<Record<LegalKind, number>>;
  plans: Partial<Record<TOrganizationPlan, number>>;
  sizes: Partial<Record<TCompanySize, number>>;
  founded: [number, number];
  /** First sentence of the description: {brand}, {place}, {year}. */
  intro: L;
  keywords: L[];
  /** Branches near the head office (local) or anywhere in the country (national). */
  branches: "local" | "national";
  /** Canton weights that replace the population weights (e.g. watchmaking in the Jura arc). */
  cantons?: Record<string, number>;
  /** Chance that the head office is in one of the larger towns of its canton (default 0.6). */
  townShare?: number;
}

export const kw = (de: string, fr: string, it: string, en: string): L => t(de, fr, it, en);

export const APPRENTICESHIPS = kw("Lehrstellen", "places d'apprentissage", "posti di tirocinio", "apprenticeships");
