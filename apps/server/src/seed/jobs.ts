import type { TEmploymentType, TJobStatus, TListingStatus, TRemoteType, TStartDateKind } from "@jobatlas/contract";
import type { OrgDraft } from "./organizations";
import type { Random } from "./random";
import {
  CLOSINGS,
  FAMILIES,
  GENERIC_BENEFITS,
  GENERIC_REQUIREMENTS,
  JOB_INTROS,
  LANGUAGE_REQUIREMENT,
  SECOND_LANGUAGE,
  TEAM_SIZES,
  type Family,
  type Lang,
  type Role,
} from "./texts";
import { addDays } from "../lib/dates";
import { bullets, fill, finishText, firstOfMonthAfter, morningOf, slugify } from "./util";

export interface JobDraft {
  role: Role;
  family: Family;
  language: Lang;
  /** Index of the address the job is based at. */
  home: number;
  status: TJobStatus;
  title: string;
  roleAndResponsibilities: string;
  requirements: string;
  teamDescription: string;
  benefits: string;
  requiredLanguages: Lang[];
  salary: [number, number];
  createdAt: Date;
}

export interface ListingDraft {
  job: number;
  /** Index of the organisation's address, null when the place is by agreement. */
  address: number | null;
  questionnaire: number | null;
  title: string;
  language: Lang;
  country: "CH" | "LI";
  locationByAgreement: boolean;
  status: TListingStatus;
  publishedOn: string;
  endsOn: string;
  extensionsUsed: number;
  startKind: TStartDateKind;
  startDate: string | null;
  employmentType: TEmploymentType;
  remoteType: TRemoteType;
  workloadMin: number;
  workloadMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  requiredLanguages: Lang[];
  listingUrl: string;
  applyUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const JOB_COUNTS = { free: [2, 4], pro: [3, 8], recruiter: [6, 8], enterprise: [6, 8] } as const;

/** Listings per plan: [min, max] active (within the plan limit of docs/domain.md §4), planned and archived. */
const LISTING_COUNTS = {
  free: { active: [0, 2], planned: [0, 1], archived: [0, 2] },
  pro: { active: [3, 12], planned: [0, 2], archived: [1, 5] },
  recruiter: { active: [12, 35], planned: [1, 3], archived: [4, 10] },
  enterprise: { active: [15, 40], planned: [1, 4], archived: [5, 12] },
} as const;

/** Cantons with a different salary level than the Swiss average. */
const SALARY_LEVEL: Record<string, number> = {
  ZH: 1.05,
  GE: 1.06,
  ZG: 1.06,
  BS: 1.05,
  TI: 0.88,
  JU: 0.92,
  VS: 0.94,
  LI: 1.03,
};

/** The second language a job may ask for, by the language of the job. */
const SECOND_LANGUAGES: Record<Lang, Lang[]> = {
  de: ["fr", "en", "it"],
  fr: ["de", "en"],
  it: ["de", "fr", "en"],
  en: ["de", "fr"],
};

export function buildJobs(org: OrgDraft, r: Random, today: string): JobDraft[] {
  const [minJobs, maxJobs] = JOB_COUNTS[org.plan];
  const count = r.int(minJobs, maxJobs);
  const pool = org.kind.jobs.flatMap((entry, i) => {
    const family = FAMILIES[entry.family];
    const roles = entry.roles ? family.roles.filter((role) => entry.roles?.includes(role.key)) : family.roles;
    if (roles.length === 0)
      throw new Error(`Kind ${org.kind.key}: no role ${entry.roles?.join(", ")} in ${entry.family}`);
    return roles.map((role) => ({ family, role, main: i === 0, weight: (i === 0 ? 2 : 1) / roles.length }));
  });
  const used = new Set<string>();
  const jobs: JobDraft[] = [];
  for (let i = 0; i < count; i++) {
    // the first job is from the organisation's own trade (a bakery leads with its bakers)
    const candidates = i === 0 ? pool.filter((p) => p.main) : pool;
    let choice = r.weightedItem(candidates, (p) => p.weight);
    for (let attempt = 0; attempt < 8 && used.has(choice.role.key); attempt++)
      choice = r.weightedItem(candidates, (p) => p.weight);
    // Each role once: two job profiles of one title read as the same one shown twice (issue 24
    // point 27). The first unused role, without another draw (the demo data stays as it was up to
    // here); none left, the organisation has fewer jobs.
    if (used.has(choice.role.key)) {
      const unused = candidates.find((p) => !used.has(p.role.key)) ?? pool.find((p) => !used.has(p.role.key));
      if (!unused) break;
      choice = unused;
    }
    used.add(choice.role.key);
    const home = org.addresses.length > 1 && r.chance(0.35) ? r.int(1, org.addresses.length - 1) : 0;
    const status: TJobStatus = i === 0 ? "active" : r.weighted({ active: 80, planned: 10, archived: 10 });
    jobs.push(buildJob(org, choice.family, choice.role, home, status, r, today));
  }
  return jobs;
}

function buildJob(
  org: OrgDraft,
  family: Family,
  role: Role,
  home: number,
  status: TJobStatus,
  r: Random,
  today: string,
): JobDraft {
  const locality = org.addresses[home]?.locality;
  if (!locality) throw new Error("Job without an address");
  let language: Lang = locality.language;
  if (org.language === "en") language = r.chance(0.75) ? "en" : locality.language;
  else if (org.kind.englishShare && ["ZH", "ZG", "BS", "BL", "GE", "VD"].includes(locality.canton) && r.chance(0.2))
    language = "en";

  const title = role.title[language];
  const text = (template: string, values: Record<string, string | number> = {}) =>
    finishText(fill(template, { org: org.brand, place: locality.place, title, ...values }), language);

  const intro = text(r.pick(JOB_INTROS)[language]);
  const duties = [...role.duties.slice(0, 3), r.pick(family.duties)].map((d) => d[language]);

  const second = r.chance(0.55) ? r.pick(SECOND_LANGUAGES[language].filter((l) => l !== language)) : null;
  const secondRequired = second !== null && r.chance(0.4);
  const requiredLanguages: Lang[] = secondRequired && second ? [language, second] : [language];
  const languageBullets = [LANGUAGE_REQUIREMENT[language][language]];
  if (second)
    languageBullets.push(secondRequired ? LANGUAGE_REQUIREMENT[second][language] : SECOND_LANGUAGE[second][language]);
  const requirements = [
    role.qualification[language],
    ...r.sample(family.requirements, 2).map((q) => q[language]),
    r.pick(GENERIC_REQUIREMENTS)[language],
    ...languageBullets,
  ];

  const teamSize = { "1-9": [2, 6], "10-49": [4, 15], "50-99": [6, 20], "100+": [8, 40] }[org.sizeBand] as [
    number,
    number,
  ];
  const team = `${text(r.pick(family.team)[language])} ${text(r.pick(TEAM_SIZES)[language], { n: r.int(...teamSize) })}`;

  const benefits = [...r.sample(family.benefits, r.int(1, 2)), ...r.sample(GENERIC_BENEFITS, 3)].map(
    (b) => b[language],
  );

  const level = (SALARY_LEVEL[locality.canton] ?? 1) * (0.95 + r.next() * 0.12);
  const salary: [number, number] = [roundTo(role.salary[0] * level, 1000), roundTo(role.salary[1] * level, 1000)];

  return {
    role,
    family,
    language,
    home,
    status,
    title,
    roleAndResponsibilities: `${intro}\n\n${bullets(duties)}`,
    requirements: bullets(requirements),
    teamDescription: team,
    benefits: `${bullets(benefits)}\n\n${r.pick(CLOSINGS)[language]}`,
    requiredLanguages,
    salary,
    createdAt: morningOf(addDays(today, -r.int(5, 200)), r.int(0, 600)),
  };
}

/** The listings of an organisation: active ones within its plan's limit, planned and archived ones. */
export function buildListings(
  org: OrgDraft,
  jobs: JobDraft[],
  activeQuestionnaires: number[],
  allQuestionnaires: number[],
  r: Random,
  today: string,
): ListingDraft[] {
  const counts = LISTING_COUNTS[org.plan];
  const byStatus: Record<TListingStatus, JobDraft[]> = {
    active: jobs.filter((j) => j.status === "active"),
    planned: jobs.filter((j) => j.status !== "archived"),
    archived: jobs,
  };
  const listings: ListingDraft[] = [];
  for (const status of ["active", "planned", "archived"] as const) {
    const eligible = r.sample(byStatus[status], byStatus[status].length);
    const [min, max] = counts[status];
    const n = eligible.length === 0 ? 0 : r.int(min, max);
    for (let i = 0; i < n; i++) {
      const job = eligible[i % eligible.length];
      if (!job) continue;
      const questionnaires = status === "archived" ? allQuestionnaires : activeQuestionnaires;
      const questionnaire =
        questionnaires.length > 0 && r.chance(status === "archived" ? 0.2 : 0.35) ? r.pick(questionnaires) : null;
      listings.push(buildListing(org, jobs.indexOf(job), job, status, questionnaire, listings.length + 1, r, today));
    }
  }
  return listings;
}

function buildListing(
  org: OrgDraft,
  jobIndex: number,
  job: JobDraft,
  status: TListingStatus,
  questionnaire: number | null,
  number: number,
  r: Random,
  today: string,
): ListingDraft {
  const remoteFriendly = job.family.remote.remote > 0;
  let address: number | null = job.home;
  if (r.chance(remoteFriendly ? 0.15 : 0.05)) address = null;
  else if (org.addresses.length > 1 && r.chance(0.2)) {
    // another site of the organisation where the job's language is spoken
    const sites = org.addresses.flatMap((a, i) =>
      job.language === "en" || a.locality.language === job.language ? [i] : [],
    );
    if (sites.length > 0) address = r.pick(sites);
  }
  const locality = org.addresses[address ?? 0]?.locality;
  if (!locality) throw new Error("Listing without a locality");

  const remoteType: TRemoteType =
    address === null && remoteFriendly ? r.weighted({ remote: 2, hybrid: 1 }) : r.weighted(job.family.remote);
  const [workloadMin, workloadMax] = r.pick(
    job.role.workloads ?? [
      [100, 100],
      [80, 100],
    ],
  );
  let employmentType: TEmploymentType = workloadMax < 90 ? "part_time" : "full_time";
  if (job.role.extraEmployment && r.chance(0.12)) employmentType = job.role.extraEmployment;
  else if (r.chance(0.02)) employmentType = "other";

  let publishedOn: string;
  let endsOn: string;
  let extensionsUsed = 0;
  let createdOn: string;
  let updatedOn: string;
  if (status === "active") {
    publishedOn = addDays(today, -r.int(0, 24));
    endsOn = addDays(publishedOn, 29);
    createdOn = updatedOn = publishedOn;
  } else if (status === "planned") {
    publishedOn = addDays(today, r.int(1, 21));
    endsOn = addDays(publishedOn, 29);
    createdOn = updatedOn = addDays(today, -r.int(0, 7));
  } else {
    extensionsUsed = r.chance(0.2) ? 1 : 0;
    endsOn = addDays(today, -r.int(1, 300));
    publishedOn = addDays(endsOn, -29 - 30 * extensionsUsed);
    createdOn = publishedOn;
    updatedOn = addDays(endsOn, 1);
  }

  const startKind: TStartDateKind = r.weighted({ asap: 45, by_agreement: 30, by_date: 25 });
  const startDate = startKind === "by_date" ? firstOfMonthAfter(publishedOn, r.int(1, 3)) : null;
  const showSalary = r.chance(0.55);
  const title = r.chance(0.45) ? `${job.title} ${workloadLabel(workloadMin, workloadMax, job.language)}` : job.title;
  const listingUrl = `${org.mainWebsite}/jobs/${slugify(job.title)}-${number}`;
  const createdAt = morningOf(createdOn, r.int(0, 600));

  return {
    job: jobIndex,
    address,
    questionnaire,
    title,
    language: job.language,
    country: locality.country,
    locationByAgreement: address === null,
    status,
    publishedOn,
    endsOn,
    extensionsUsed,
    startKind,
    startDate,
    employmentType,
    remoteType,
    workloadMin,
    workloadMax,
    salaryMin: showSalary ? job.salary[0] : null,
    salaryMax: showSalary ? job.salary[1] : null,
    requiredLanguages: job.requiredLanguages,
    listingUrl,
    applyUrl: r.chance(0.15) ? `https://jobs.${org.slug}.example/apply/${number}` : null,
    createdAt,
    updatedAt: updatedOn === createdOn ? createdAt : morningOf(updatedOn, r.int(0, 600)),
  };
}

/** "80–100 %" in German and French, "80–100%" in Italian and English. */
function workloadLabel(min: number, max: number, language: Lang): string {
  const range = min === max ? `${max}` : `${min}–${max}`;
  return language === "de" || language === "fr" ? `${range} %` : `${range}%`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
