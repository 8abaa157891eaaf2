import { Faker, base, de, de_CH, en, fr, fr_CH, it } from "@faker-js/faker";
import { LocalityPicker, loadLocalities } from "./addresses";
import { buildJobs, buildListings, type JobDraft, type ListingDraft } from "./jobs";
import { KINDS } from "./kinds";
import { DEMO_ORGS, OrganizationFactory, type OrgDraft } from "./organizations";
import { buildQuestionnaires, type QuestionnaireDraft } from "./questionnaires";
import { Random } from "./random";

export const DEFAULT_SEED = 20_240_611;
export const DEFAULT_ORGANIZATIONS = 330;

export interface OrgBundle {
  org: OrgDraft;
  createdAt: Date;
  jobs: JobDraft[];
  questionnaires: QuestionnaireDraft[];
  listings: ListingDraft[];
}

export interface BuildOptions {
  /** Business date (YYYY-MM-DD, Europe/Zurich) that listing dates are relative to. */
  today: string;
  /**
   * The instant of seeding: no row is created or changed after it. Times of day are drawn
   * (07:00–17:00 UTC), and on today's date they may not have come yet (issue 24 point 9).
   */
  now?: Date;
  seed?: number;
  organizations?: number;
}

/**
 * The whole demo data set in memory, deterministic for a seed: the same seed gives the same
 * organisations, jobs, questionnaires and listings; only the dates move with `today`.
 */
export function buildDemoData(options: BuildOptions): OrgBundle[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.organizations ?? DEFAULT_ORGANIZATIONS;
  const random = new Random(seed);
  // own instances, so nothing else that uses faker's shared instances can shift our sequence
  const fakers = {
    de: new Faker({ locale: [de_CH, de, en, base] }),
    fr: new Faker({ locale: [fr_CH, fr, en, base] }),
    it: new Faker({ locale: [it, en, base] }),
  };
  fakers.de.seed(seed);
  fakers.fr.seed(seed + 1);
  fakers.it.seed(seed + 2);
  const factory = new OrganizationFactory(random, fakers, new LocalityPicker(loadLocalities(), random));

  const bundles: OrgBundle[] = [];
  for (let i = 0; i < total; i++) {
    const demo = DEMO_ORGS[i];
    const org = demo ? factory.demo(demo) : factory.next(KINDS);
    const jobs = buildJobs(org, random, options.today);
    const questionnaires = buildQuestionnaires(org, jobs, demo !== undefined, random, options.today);
    const active = questionnaires.flatMap((q, index) => (q.status === "active" ? [index] : []));
    const listings = buildListings(
      org,
      jobs,
      active,
      questionnaires.map((_, index) => index),
      random,
      options.today,
    );

    // a job exists before its first listing, an organisation before its first job
    jobs.forEach((job, index) => {
      const first = Math.min(...listings.filter((l) => l.job === index).map((l) => l.createdAt.getTime()));
      if (first < job.createdAt.getTime()) job.createdAt = new Date(first - random.int(1, 20) * 86_400_000);
    });
    const firstJob = Math.min(
      ...jobs.map((j) => j.createdAt.getTime()),
      ...questionnaires.map((q) => q.createdAt.getTime()),
    );
    const createdAt = new Date(firstJob - random.int(30, 900) * 86_400_000);
    if (options.now) {
      const now = options.now;
      const past = (at: Date) => (at > now ? new Date(now) : at);
      for (const item of [...jobs, ...questionnaires]) item.createdAt = past(item.createdAt);
      for (const listing of listings) {
        listing.createdAt = past(listing.createdAt);
        listing.updatedAt = past(listing.updatedAt);
      }
    }
    bundles.push({ org, createdAt, jobs, questionnaires, listings });
  }
  return bundles;
}
