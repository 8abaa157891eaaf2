/** Content languages of the demo data. */
export type Lang = "de" | "fr" | "it" | "en";
/** One text in the four content languages. */
export type L = Record<Lang, string>;

export const t = (de: string, fr: string, it: string, en: string): L => ({ de, fr, it, en });

export type FamilyKey =
  | "retail"
  | "it"
  | "health"
  | "construction"
  | "hospitality"
  | "manufacturing"
  | "finance"
  | "education"
  | "public"
  | "logistics"
  | "food"
  | "office"
  | "services";

/** A role that a job describes: its title and the texts only this role has. */
export interface Role {
  key: string;
  title: L;
  /** The first requirement bullet: training or experience. */
  qualification: L;
  /** Role-specific responsibilities, bullet texts. */
  duties: L[];
  /** Gross salary range in CHF per year for 100 %. */
  salary: [number, number];
  /** Typical workloads in percent (min, max); full time when absent. */
  workloads?: [number, number][];
  /** Employment types other than full/part time that fit the role, e.g. temporary for seasonal work. */
  extraEmployment?: "temporary" | "contract";
}

/** Text material shared by the roles of a sector family. */
export interface Family {
  key: FamilyKey;
  roles: Role[];
  /** Extra responsibilities any role of the family may have. */
  duties: L[];
  /** Requirements any role of the family may have. */
  requirements: L[];
  /** Team descriptions; {org} and {place} are filled in. */
  team: L[];
  /** Benefits typical of the family. */
  benefits: L[];
  /** Sentences about a company of the family, for its description. */
  about: L[];
  /** A multi-select screening question about skills, with its options. */
  skills: { question: L; options: L[] };
  /** Weights of on_site / hybrid / remote work. */
  remote: { on_site: number; hybrid: number; remote: number };
}
