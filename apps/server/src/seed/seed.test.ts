import { PLAN_LIMITS, isIndustryCode } from "@jobatlas/contract";
import { and, asc, count, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import {
  activities,
  addresses,
  applicationAnswers,
  applicationAttachments,
  applicationRatings,
  applications,
  candidateInvites,
  candidatePoolGrants,
  contactRequests,
  experimentRatings,
  experiments,
  jobs,
  likes,
  listings,
  memberships,
  notifications,
  organizations,
  outbox,
  questionnaires,
  questions,
  seekerProfiles,
  subscriptions,
  users,
} from "../db/schema";
import { purgeExpiredData } from "../features/retention/retention.service";
import { testClock } from "../test/clock";
import { testContext } from "../test/test-context";
import { createTestDatabase } from "../test/test-database";
import { DEMO_ACCOUNTS, DEMO_ORGS, seedDemoDataIfEmpty, type SeedSummary } from "./index";
import { todayInZurich } from "../lib/dates";

// The seed's clock: noon in Zurich, so whole days back stay on the same side of midnight there.
const now = testClock(new Date("2026-06-15T10:00:00Z")).now();
const today = todayInZurich(now);
const DAY = 24 * 60 * 60 * 1000;
const SEEKER = "seeker@jobatlas.example";
/** Seeding replays the demo applications through the services: seconds alone, more on a busy machine. */
const SEED_TIMEOUT = 240_000;

describe("demo data", () => {
  let database: Database;
  let summary: SeedSummary | null;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDemoDataIfEmpty(database.db, { now, config: testContext(database.db).config });
  }, SEED_TIMEOUT);
  afterAll(() => database.close());

  it("seeds at least 300 organisations and 1,000 listings and says so", async () => {
    const orgCount = await database.db.$count(organizations);
    const listingCount = await database.db.$count(listings);
    const applicationCount = await database.db.$count(applications);
    expect(summary).toEqual({ organizations: orgCount, listings: listingCount, applications: applicationCount });
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
      expect(new Date(row!.created!).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(new Date(row!.updated!).getTime()).toBeLessThanOrEqual(now.getTime());
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

  describe("the demo organisations' candidates and the demo seeker's career", () => {
    const demoOrgs = () =>
      database.db
        .select({ id: organizations.id, slug: organizations.slug, plan: organizations.plan })
        .from(organizations)
        .where(
          inArray(
            organizations.slug,
            DEMO_ORGS.map((d) => d.slug),
          ),
        );

    it("gives every demo owner candidates in every state and of every origin", async () => {
      const orgs = await demoOrgs();
      expect(orgs).toHaveLength(4);
      for (const org of orgs) {
        const rows = await database.db.select().from(applications).where(eq(applications.organizationId, org.id));
        const states = new Set(rows.map((r) => r.status));
        expect([...states].sort(), org.slug).toEqual(["active", "archived", "pending", "rejected", "withdrawn"]);
        const closedBy = (status: string) => new Set(rows.filter((r) => r.status === status).map((r) => r.closedBy));
        expect(closedBy("rejected"), org.slug).toEqual(new Set(["org", "user"]));
        expect(closedBy("withdrawn"), org.slug).toContain("user");
        const origins = new Set(rows.map((r) => r.origin));
        expect([...origins].sort(), org.slug).toEqual(
          org.plan === "free" ? ["direct", "unsolicited"] : ["direct", "invited", "unsolicited"],
        );
        // signed-in and anonymous applicants; an unsolicited one to a job profile and one to the company
        expect(rows.some((r) => r.userId !== null) && rows.some((r) => r.userId === null), org.slug).toBe(true);
        const unsolicited = rows.filter((r) => r.origin === "unsolicited");
        expect(unsolicited.some((r) => r.jobId !== null) && unsolicited.some((r) => r.jobId === null)).toBe(true);
        // duplicates: one person, several applications (also anonymous beside signed in)
        const byEmail = new Map<string, typeof rows>();
        for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r]);
        const repeated = [...byEmail.values()].filter((list) => list.length > 1);
        expect(repeated.length, org.slug).toBeGreaterThanOrEqual(2);
        expect(
          repeated.some((list) => list.some((r) => r.userId === null) && list.some((r) => r.userId !== null)),
        ).toBe(true);
        // the owner's home counts new applications of the last 7 days
        const recent = rows.filter((r) => r.createdAt.getTime() >= now.getTime() - 7 * DAY);
        expect(recent.length, org.slug).toBeGreaterThan(0);
      }
      // the employer withdrew what was open on a listing that had ended
      const all = await database.db.select().from(applications);
      expect(all.some((r) => r.status === "withdrawn" && r.closedBy === "org")).toBe(true);
    });

    it("dates each application within its listing's runtime and before now, one open application per person and listing", async () => {
      const rows = await database.db
        .select({ application: applications, listing: listings })
        .from(applications)
        .leftJoin(listings, eq(listings.id, applications.listingId));
      const open = new Set<string>();
      for (const { application: a, listing: l } of rows) {
        expect(a.createdAt.getTime()).toBeLessThan(now.getTime());
        expect(a.updatedAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
        expect(a.updatedAt.getTime()).toBeLessThan(now.getTime());
        if (a.closedAt) expect(a.closedAt.getTime()).toBeGreaterThan(a.createdAt.getTime());
        expect(a.closedBy !== null).toBe(a.status === "withdrawn" || a.status === "rejected");
        if (l) {
          expect(a.organizationId).toBe(l.organizationId);
          expect(a.jobId).toBe(l.jobId);
          expect(l.status).not.toBe("planned");
          expect(a.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(`${l.publishedOn}T00:00:00Z`));
          expect(a.createdAt.getTime()).toBeLessThanOrEqual(Date.parse(`${l.endsOn}T23:59:59Z`));
          if (a.status === "pending" || a.status === "active") {
            const key = `${a.email} ${l.id}`;
            expect(open.has(key), key).toBe(false);
            open.add(key);
          }
        }
      }
    });

    it("keeps answers to the version asked with knock-out misses, PDFs, contact requests and invitations", async () => {
      const rows = await database.db.select().from(applications);
      const answered = rows.filter((r) => r.questionnaireId !== null);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.some((r) => r.knockOutMissed)).toBe(true);
      expect(answered.some((r) => !r.knockOutMissed)).toBe(true);
      for (const a of answered) {
        const answers = await database.db
          .select({ answer: applicationAnswers, question: questions })
          .from(applicationAnswers)
          .innerJoin(questions, eq(questions.id, applicationAnswers.questionId))
          .where(eq(applicationAnswers.applicationId, a.id));
        expect(answers.length).toBeGreaterThan(0);
        for (const { question } of answers) {
          expect(question.questionnaireId).toBe(a.questionnaireId);
          expect(question.version).toBe(a.questionnaireVersion);
        }
        expect(answers.some((x) => x.answer.knockOutMissed)).toBe(a.knockOutMissed);
      }

      const pdfs = await database.db.select().from(applicationAttachments);
      expect(pdfs.length).toBeGreaterThan(0);
      for (const pdf of pdfs) {
        expect(pdf.applicationId).not.toBeNull();
        expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(pdf.byteSize).toBe(pdf.bytes.length);
        expect(pdf.fileName).toMatch(/\.pdf$/);
      }
      // a multi-page portfolio in each demo organisation, for the merged application PDF (ADR 093)
      expect(pdfs.filter((pdf) => pdf.fileName.startsWith("Portfolio ")).length).toBeGreaterThan(0);

      const requests = await database.db.select().from(contactRequests);
      expect(requests.some((r) => r.acceptedAt !== null)).toBe(true);
      expect(requests.some((r) => r.declinedAt !== null)).toBe(true);
      expect(requests.some((r) => r.acceptedAt === null && r.declinedAt === null && r.expiresAt > now)).toBe(true);
      // accepting a request is what reveals the contact details
      const revealed = rows.filter((r) => r.contactRevealedAt !== null).map((r) => r.id);
      expect(revealed.sort()).toEqual(
        requests
          .filter((r) => r.acceptedAt !== null)
          .map((r) => r.applicationId)
          .sort(),
      );

      const invites = await database.db.select().from(candidateInvites);
      const invited = rows.filter((r) => r.origin === "invited").map((r) => r.id);
      expect(
        invites
          .filter((i) => i.usedAt !== null)
          .map((i) => i.applicationId)
          .sort(),
      ).toEqual(invited.sort());
      expect(invites.some((i) => i.usedAt === null && i.expiresAt > now)).toBe(true);
    });

    it("records who did what in the feed, in the order it happened, and leaves the owners a few unread notifications", async () => {
      const rows = await database.db
        .select()
        .from(activities)
        .where(eq(activities.sourceType, "application"))
        .orderBy(asc(activities.id));
      const times = rows.map((r) => r.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.every((t) => t < now.getTime())).toBe(true);
      const verbs = new Set(rows.map((r) => r.verb));
      for (const verb of [
        "submitted",
        "accepted",
        "contact_requested",
        "contact_accepted",
        "contact_declined",
        "rejected",
        "withdrawn",
        "archived",
      ])
        expect(verbs, verb).toContain(verb);
      expect(rows.filter((r) => r.verb === "submitted")).toHaveLength(await database.db.$count(applications));
      const owners = await database.db
        .select({ userId: memberships.userId, organizationId: memberships.organizationId })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(
          and(
            eq(memberships.role, "owner"),
            inArray(
              organizations.slug,
              DEMO_ORGS.map((d) => d.slug),
            ),
          ),
        );
      const ownerOf = new Map(owners.map((o) => [o.organizationId, o.userId]));
      for (const r of rows) {
        // the employer's moves are the owner's; the applicant's are theirs (null when anonymous)
        if (["contact_requested", "accepted", "archived"].includes(r.verb))
          expect(r.actorUserId).toBe(ownerOf.get(r.organizationId));
        if (["submitted", "contact_accepted", "contact_declined"].includes(r.verb))
          expect(r.actorUserId).not.toBe(ownerOf.get(r.organizationId));
        expect(r.subject).not.toBe("");
      }
      for (const owner of owners) {
        const unread = await database.db.$count(
          notifications,
          and(
            eq(notifications.userId, owner.userId),
            eq(notifications.organizationId, owner.organizationId),
            isNull(notifications.dismissedAt),
          ),
        );
        expect(unread).toBeGreaterThan(0);
      }
      // the mails the services queued for the demo's past are not sent
      expect(await database.db.$count(outbox)).toBe(0);
    });

    it("gives the demo seeker applications in both groups, a profile, likes, two different alerts and a rated experiment", async () => {
      const [seeker] = await database.db.select().from(users).where(eq(users.email, SEEKER));
      expect(seeker).toBeDefined();
      const userId = seeker?.id ?? 0;
      const own = await database.db.select().from(applications).where(eq(applications.userId, userId));
      const states = new Set(own.map((r) => r.status));
      for (const status of ["pending", "active", "withdrawn", "rejected", "archived"]) expect(states).toContain(status);
      expect(own.some((r) => r.origin === "invited")).toBe(true);
      expect(new Set(own.map((r) => r.organizationId)).size).toBe(4);
      expect(await database.db.$count(seekerProfiles, eq(seekerProfiles.userId, userId))).toBe(1);
      expect(await database.db.$count(likes, eq(likes.userId, userId))).toBeGreaterThanOrEqual(3);
      const alerts = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      expect(alerts.length).toBeGreaterThanOrEqual(2);
      const keys = alerts.map((a) => JSON.stringify([a.query, a.locationLabel, a.radiusKm, a.sectors, a.frequency]));
      expect(new Set(keys).size).toBe(keys.length);
      const [experiment] = await database.db.select().from(experiments).where(eq(experiments.userId, userId));
      expect(experiment).toBeDefined();
      expect(await database.db.$count(experimentRatings, eq(experimentRatings.experimentId, experiment?.id ?? 0))).toBe(
        2,
      );
      // another seeker lets the paid demo organisations see his profile
      expect(await database.db.$count(candidatePoolGrants)).toBe(3);
      // every demo account and applicant account is verified (retention removes unverified ones)
      const accounts = await database.db.select().from(users);
      expect(accounts.every((u) => u.emailVerifiedAt !== null)).toBe(true);
      expect(accounts.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    });

    it("has two members of the software company rate several candidates, the demo seeker's among them", async () => {
      const [org] = await database.db.select().from(organizations).where(eq(organizations.slug, "demo-pro-software"));
      const rows = await database.db
        .select({
          applicationId: applicationRatings.applicationId,
          userId: applicationRatings.userId,
          email: applications.email,
        })
        .from(applicationRatings)
        .innerJoin(applications, eq(applications.id, applicationRatings.applicationId))
        .where(eq(applications.organizationId, org?.id ?? 0));
      expect(new Set(rows.map((r) => r.userId)).size).toBe(2);
      const perApplication = new Map<number, number>();
      for (const r of rows) perApplication.set(r.applicationId, (perApplication.get(r.applicationId) ?? 0) + 1);
      expect([...perApplication.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(3);
      expect(rows.some((r) => r.email === SEEKER)).toBe(true);
    });

    it("holds nothing the retention pass would delete", async () => {
      const counts = await purgeExpiredData(testContext(database.db, () => now));
      expect(
        Object.values(counts).every((n) => n === 0),
        JSON.stringify(counts),
      ).toBe(true);
    });
  });

  it("seeds nothing when an organisation exists", async () => {
    const before = await database.db.$count(listings);
    expect(await seedDemoDataIfEmpty(database.db, { now })).toBeNull();
    expect(await database.db.$count(listings)).toBe(before);
  });

  it(
    "gives the same rows, ids included, on a fresh database",
    async () => {
      const other = await createTestDatabase();
      try {
        await seedDemoDataIfEmpty(other.db, { now, config: testContext(other.db).config });
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
        const applicationsOf = (db: Database["db"]) =>
          db
            .select({
              id: applications.id,
              organizationId: applications.organizationId,
              listingId: applications.listingId,
              email: applications.email,
              status: applications.status,
              createdAt: applications.createdAt,
              myStory: applications.myStory,
            })
            .from(applications)
            .orderBy(asc(applications.id));
        expect(await orgsOf(other.db)).toEqual(await orgsOf(database.db));
        expect(await listingsOf(other.db)).toEqual(await listingsOf(database.db));
        expect(await applicationsOf(other.db)).toEqual(await applicationsOf(database.db));
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );
});
