import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Tx } from "../context";
import { addresses, jobs, listings, organizations, questionnaires, questions } from "../db/schema";
import { buildDemoData, type OrgBundle } from "./generate";
import { todayInZurich } from "../lib/dates";
import { insertDemoExperiment } from "../features/experiments/experiments.demo";
import { insertDemoSubscription } from "../features/subscriptions/subscriptions.demo";
import { insertDemoAccounts } from "./accounts";
import { insertDemoApplications } from "./applications";
import { insertDemoRatings } from "./ratings";
import { insertDemoDossiers } from "./application-dossiers";
import { insertDemoListingStats } from "./listing-stats";
import { insertDemoMessageTemplates } from "./message-templates";
import { DEFAULT_SEED } from "./generate";
import { loadConfig, type Config } from "../config";

export { DEMO_ORGS } from "./organizations";
export { DEMO_ACCOUNTS, demoAccountLanding } from "./accounts";

export interface SeedSummary {
  organizations: number;
  listings: number;
  applications: number;
}

export interface SeedOptions {
  /** The seed's clock: applications, activities and accounts are dated before it; now by default. */
  now?: Date;
  /** Business date the listing dates are relative to; today in Europe/Zurich of `now` by default. */
  today?: string;
  /** For the services the demo applications go through (their links); the environment's by default. */
  config?: Config;
  seed?: number;
  organizations?: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (listings). */
const BATCH = 500;
/** Key of the transaction-level advisory lock, so two processes starting at once seed only once. */
const SEED_LOCK = 7_346_501;

/** Seeds the demo data when the database holds no organisation yet; null when there was data already. */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: organizations.id }).from(organizations).limit(1);
    if (existing.length > 0) return null;
    const now = options.now ?? new Date();
    const data = buildDemoData({
      today: options.today ?? todayInZurich(now),
      now,
      seed: options.seed,
      organizations: options.organizations,
    });
    const summary = await insertDemoData(tx, data);
    // the accounts and the seeker's experiment exist since before the demo's applications
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await insertDemoAccounts(tx, daysAgo(400));
    await insertDemoExperiment(tx, "seeker@jobatlas.example", daysAgo(20));
    // made after the listings' publications (stamped with the transaction's start), so the seeded
    // listings do not alert it
    await insertDemoSubscription(tx, "seeker@jobatlas.example", new Date());
    const { applications } = await insertDemoApplications(tx, {
      now,
      seed: options.seed ?? DEFAULT_SEED,
      config: options.config ?? loadConfig(),
    });
    await insertDemoRatings(tx, now);
    await insertDemoDossiers(tx);
    await insertDemoListingStats(tx, { now, seed: options.seed ?? DEFAULT_SEED });
    await insertDemoMessageTemplates(tx, now);
    return { ...summary, applications };
  });
}

async function insertDemoData(tx: Tx, data: OrgBundle[]): Promise<Omit<SeedSummary, "applications">> {
  const orgIds = await insertBatched(data, (batch) =>
    tx
      .insert(organizations)
      .values(
        batch.map(({ org, createdAt }) => ({
          slug: org.slug,
          name: org.name,
          description: org.description,
          legalForm: org.legalForm,
          logoUrl: org.logoUrl,
          sectors: org.sectors,
          keywords: org.keywords,
          mainWebsite: org.mainWebsite,
          jobsWebsite: org.jobsWebsite,
          plan: org.plan,
          sizeBand: org.sizeBand,
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({ id: organizations.id }),
  );

  const addressRows = data.flatMap(({ org, createdAt }, i) =>
    org.addresses.map((a) => ({
      organizationId: idAt(orgIds, i),
      label: a.label,
      street: a.street,
      houseNumber: a.houseNumber,
      postalCode: a.locality.postalCode,
      city: a.locality.locality,
      canton: a.locality.canton,
      country: a.locality.country,
      lat: a.locality.lat,
      lng: a.locality.lng,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  const addressIds = await insertBatched(addressRows, (batch) =>
    tx.insert(addresses).values(batch).returning({ id: addresses.id }),
  );

  const jobRows = data.flatMap(({ jobs: orgJobs }, i) =>
    orgJobs.map((job) => ({
      organizationId: idAt(orgIds, i),
      title: job.title,
      status: job.status,
      language: job.language,
      roleAndResponsibilities: job.roleAndResponsibilities,
      requirements: job.requirements,
      teamDescription: job.teamDescription,
      benefits: job.benefits,
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
    })),
  );
  const jobIds = await insertBatched(jobRows, (batch) => tx.insert(jobs).values(batch).returning({ id: jobs.id }));

  const questionnaireRows = data.flatMap(({ questionnaires: qs }, i) =>
    qs.map((q) => ({
      organizationId: idAt(orgIds, i),
      name: q.name,
      status: q.status,
      createdAt: q.createdAt,
      updatedAt: q.createdAt,
    })),
  );
  const questionnaireIds = await insertBatched(questionnaireRows, (batch) =>
    tx.insert(questionnaires).values(batch).returning({ id: questionnaires.id }),
  );

  // Each organisation's rows sit in the flat lists in order; offsets map its local indexes to ids.
  const offsets = { address: 0, job: 0, questionnaire: 0 };
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const listingRows: (typeof listings.$inferInsert)[] = [];
  data.forEach((bundle, i) => {
    bundle.questionnaires.forEach((q, qi) => {
      const questionnaireId = idAt(questionnaireIds, offsets.questionnaire + qi);
      for (const question of q.questions) questionRows.push({ questionnaireId, ...question });
    });
    for (const l of bundle.listings) {
      listingRows.push({
        organizationId: idAt(orgIds, i),
        jobId: idAt(jobIds, offsets.job + l.job),
        addressId: l.address === null ? null : idAt(addressIds, offsets.address + l.address),
        questionnaireId:
          l.questionnaire === null ? null : idAt(questionnaireIds, offsets.questionnaire + l.questionnaire),
        title: l.title,
        language: l.language,
        locationByAgreement: l.locationByAgreement,
        country: l.country,
        status: l.status,
        publishedOn: l.publishedOn,
        endsOn: l.endsOn,
        extensionsUsed: l.extensionsUsed,
        startKind: l.startKind,
        startDate: l.startDate,
        employmentType: l.employmentType,
        remoteType: l.remoteType,
        workloadMin: l.workloadMin,
        workloadMax: l.workloadMax,
        salaryMin: l.salaryMin,
        salaryMax: l.salaryMax,
        requiredLanguages: l.requiredLanguages,
        listingUrl: l.listingUrl,
        applyUrl: l.applyUrl,
        createdAt: l.createdAt,
        updatedAt: l.updatedAt,
      });
    }
    offsets.address += bundle.org.addresses.length;
    offsets.job += bundle.jobs.length;
    offsets.questionnaire += bundle.questionnaires.length;
  });
  await insertBatched(questionRows, (batch) => tx.insert(questions).values(batch).returning({ id: questions.id }));
  await insertBatched(listingRows, (batch) => tx.insert(listings).values(batch).returning({ id: listings.id }));

  return { organizations: orgIds.length, listings: listingRows.length };
}

/** Inserts rows in batches and returns their ids in the order of the rows. */
async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const returned = await insert(batch);
    if (returned.length !== batch.length)
      throw new Error(`Seed insert returned ${returned.length} ids for ${batch.length} rows`);
    // identity values are drawn in the order of the VALUES list, so ascending ids follow the rows
    ids.push(...returned.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

function idAt(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`No id at ${index}`);
  return id;
}
