import { PLAN_LIMITS, isIndustryCode } from "@jobatlas/contract";
import { asc, count, eq, isNotNull, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { addresses, jobs, listings, organizations, questionnaires, questions } from "../schema";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_ORGS, seedDemoDataIfEmpty, type SeedSummary } from "./index";
import { todayInZurich } from "./util";

const today = todayInZurich();
/** Seeded early in the morning, before the day's drawn times of day (07:00–17:00 UTC) have come. */
const seededAt = new Date(`${today}T05:14:00Z`);

describe("demo data", () => {
  let database: Database;
  let summary: SeedSummary | null;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDemoDataIfEmpty(database.db, { today, now: seededAt });
  });
  afterAll(() => database.close());

  it("seeds at least 300 organisations and 1,000 listings and says so", async () => {
    const orgCount = await database.db.$count(organizations);
    const listingCount = await database.db.$count(listings);
    expect(summary).toEqual({ organizations: orgCount, listings: listingCount });
    expect(orgCount).toBeGreaterThanOrEqual(300);
    expect(listingCount).toBeGreaterThanOrEqual(1000);
  });

  it("writes listings in German, French, Italian and English", async () => {
    const rows = await database.db.selectDistinct({ language: listings.language }).from(listings);
    expect(rows.map((r) => r.language).sort()).toEqual(["de", "en", "fr", "it"]);
  });

  it("places organisations in CH and LI, in the big cantons and in Liechtenstein", async () => {
    const rows = await database.db.select({ canton: addresses.canton, country: addresses.country }).from(addresses);
    const cantons = new Set(rows.map((r) => r.canton));
    for (const canton of ["ZH", "BE", "VD", "GE", "BS", "TI", "LU", "SG", "LI"]) {
      // Basel counts with Basel-Landschaft
      if (canton === "BS") expect(cantons.has("BS") || cantons.has("BL")).toBe(true);
      else expect(cantons, canton).toContain(canton);
    }
    for (const r of rows) expect(r.country).toBe(r.canton === "LI" ? "LI" : "CH");
    const liListings = await database.db.$count(listings, eq(listings.country, "LI"));
    expect(liListings).toBeGreaterThan(0);
  });

  it("puts every organisation on a plan with valid sectors, a logo and a website", async () => {
    const rows = await database.db.select().from(organizations);
    const plans = new Set(rows.map((r) => r.plan));
    expect([...plans].sort()).toEqual(["enterprise", "free", "pro", "recruiter"]);
    for (const org of rows) {
      expect(org.sectors.length).toBeGreaterThanOrEqual(1);
      expect(org.sectors.length).toBeLessThanOrEqual(3);
      for (const code of org.sectors) expect(isIndustryCode(code), code).toBe(true);
      expect(org.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(org.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(org.mainWebsite).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(org.description.length).toBeGreaterThan(80);
    }
  });

  it("dates nothing after the instant it seeds (the sitemap's lastmod comes from these)", async () => {
    for (const table of [listings, jobs, questionnaires]) {
      const [row] = await database.db
        .select({ created: max(table.createdAt), updated: max(table.updatedAt) })
        .from(table);
      expect(new Date(row!.created!).getTime()).toBeLessThanOrEqual(seededAt.getTime());
      expect(new Date(row!.updated!).getTime()).toBeLessThanOrEqual(seededAt.getTime());
    }
  });

  it("gives each job profile of an organisation a title of its own", async () => {
    const repeated = await database.db
      .select({ organizationId: jobs.organizationId, title: jobs.title, n: count() })
      .from(jobs)
      .groupBy(jobs.organizationId, jobs.title)
      .having(({ n }) => sql`${n} > 1`);
    expect(repeated).toEqual([]);
  });

  it("starts with one demo organisation per plan, with stable slugs", async () => {
    const first = await database.db
      .select({ slug: organizations.slug, plan: organizations.plan })
      .from(organizations)
      .orderBy(asc(organizations.id))
      .limit(DEMO_ORGS.length);
    expect(first).toEqual(DEMO_ORGS.map((d) => ({ slug: d.slug, plan: d.plan })));
  });

  it("respects the plan limits for active listings and questionnaires", async () => {
    const orgs = await database.db.select({ id: organizations.id, plan: organizations.plan }).from(organizations);
    const active = await database.db
      .select({ organizationId: listings.organizationId })
      .from(listings)
      .where(eq(listings.status, "active"));
    const qs = await database.db.select({ organizationId: questionnaires.organizationId }).from(questionnaires);
    const countBy = (rows: { organizationId: number }[]) => {
      const counts = new Map<number, number>();
      for (const r of rows) counts.set(r.organizationId, (counts.get(r.organizationId) ?? 0) + 1);
      return counts;
    };
    const activeByOrg = countBy(active);
    const questionnairesByOrg = countBy(qs);
    for (const org of orgs) {
      const limits = PLAN_LIMITS[org.plan];
      if (limits.activeListings !== null)
        expect(activeByOrg.get(org.id) ?? 0).toBeLessThanOrEqual(limits.activeListings);
      if (limits.questionnaires !== null)
        expect(questionnairesByOrg.get(org.id) ?? 0).toBeLessThanOrEqual(limits.questionnaires);
    }
  });

  it("links each listing to a job and an address of its own organisation, with dates that fit its status", async () => {
    const rows = await database.db
      .select({
        listing: listings,
        jobOrg: jobs.organizationId,
        jobStatus: jobs.status,
        addressOrg: addresses.organizationId,
        addressCountry: addresses.country,
      })
      .from(listings)
      .innerJoin(jobs, eq(jobs.id, listings.jobId))
      .leftJoin(addresses, eq(addresses.id, listings.addressId));
    for (const { listing: l, jobOrg, jobStatus, addressOrg, addressCountry } of rows) {
      expect(jobOrg).toBe(l.organizationId);
      if (l.locationByAgreement) expect(l.addressId).toBeNull();
      else {
        expect(addressOrg).toBe(l.organizationId);
        expect(addressCountry).toBe(l.country);
      }
      expect(l.publishedOn && l.endsOn).toBeTruthy();
      const publishedOn = l.publishedOn as string;
      const endsOn = l.endsOn as string;
      if (l.status === "active") {
        expect(jobStatus).toBe("active");
        expect(publishedOn <= today && endsOn >= today).toBe(true);
      } else if (l.status === "planned") expect(publishedOn > today).toBe(true);
      else expect(endsOn < today).toBe(true);
      expect(l.workloadMin).toBeLessThanOrEqual(l.workloadMax);
      if (l.salaryMin !== null && l.salaryMax !== null) {
        expect(l.salaryMin).toBeGreaterThanOrEqual(30_000);
        expect(l.salaryMax).toBeLessThanOrEqual(250_000);
      }
      expect(l.requiredLanguages).toContain(l.language);
      expect(l.listingUrl).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\/jobs\//);
    }
    const byAgreement = rows.filter((r) => r.listing.locationByAgreement).length;
    expect(byAgreement).toBeGreaterThan(0);
  });

  it("writes real job texts and questionnaires mixing the question types", async () => {
    const jobRows = await database.db.select().from(jobs);
    for (const job of jobRows) {
      for (const text of [job.roleAndResponsibilities, job.requirements, job.teamDescription, job.benefits]) {
        expect(text.length).toBeGreaterThan(40);
        expect(text).not.toMatch(/\{\w+\}|lorem/i);
      }
    }
    const questionRows = await database.db.select().from(questions);
    const types = new Set(questionRows.map((q) => q.type));
    expect([...types].sort()).toEqual(["free_text", "multi_select", "single_select"]);
    for (const q of questionRows) {
      if (q.type === "free_text") expect(q.options).toEqual([]);
      else expect(q.options.length).toBeGreaterThanOrEqual(2);
    }
    expect(await database.db.$count(listings, isNotNull(listings.questionnaireId))).toBeGreaterThan(0);
  });

  it("seeds nothing when an organisation exists", async () => {
    const before = await database.db.$count(listings);
    expect(await seedDemoDataIfEmpty(database.db, { today })).toBeNull();
    expect(await database.db.$count(listings)).toBe(before);
  });

  it("gives the same rows, ids included, on a fresh database", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoDataIfEmpty(other.db, { today });
      const orgsOf = (db: Database["db"]) =>
        db
          .select({
            id: organizations.id,
            slug: organizations.slug,
            name: organizations.name,
            plan: organizations.plan,
          })
          .from(organizations)
          .orderBy(asc(organizations.id));
      const listingsOf = (db: Database["db"]) =>
        db
          .select({ id: listings.id, jobId: listings.jobId, title: listings.title, addressId: listings.addressId })
          .from(listings)
          .orderBy(asc(listings.id));
      expect(await orgsOf(other.db)).toEqual(await orgsOf(database.db));
      expect(await listingsOf(other.db)).toEqual(await listingsOf(database.db));
    } finally {
      await other.close();
    }
  });
});
