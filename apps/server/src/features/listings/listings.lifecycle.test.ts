/**
 * The listing lifecycle through the scheduler (ADR 009, ADR 018): with the injected clock moved
 * forward, planned listings go live at their publish date and ended ones are archived, each
 * exactly once with one activity, also when two workers run at the same time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import pg from "pg";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fromPgPool, type Database } from "../../db/client";
import { activities, listings } from "../../db/schema";
import { buildJob, buildListing, buildOrganization, type Listing } from "../../test/factories";
import { testClock } from "../../test/clock";
import { databaseUrlFor } from "../../test/database-url";
import { testContext } from "../../test/test-context";
import { createTestDatabase } from "../../test/test-database";
import type { WorkerLog } from "../../worker/outbox-worker";
import { createScheduler } from "../../worker/scheduler";
import { scheduledTasks } from "../../worker/tasks";
import { runListingLifecycle } from "./listings.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
// Each test moves its own listings: those of earlier tests are put out of the way.
beforeEach(async () => {
  await database.db.update(listings).set({ status: "archived" });
});

const quiet: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} };

async function listingActivities(ids: number[]) {
  return database.db
    .select({ id: activities.sourceId, verb: activities.verb, actor: activities.actorUserId })
    .from(activities)
    .where(and(eq(activities.sourceType, "listing"), inArray(activities.sourceId, ids)))
    .orderBy(asc(activities.id));
}

async function rowOf(listing: Listing) {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
  return row!;
}

/** A listing of a new job of the organisation, by agreement (no address needed), last changed at `changedAt`. */
async function listing(organization: { organization: { id: number } }, columns: Partial<Listing>, changedAt: Date) {
  const job = await buildJob(database.db, { organization });
  return buildListing(database.db, {
    job,
    locationByAgreement: true,
    createdAt: changedAt,
    updatedAt: changedAt,
    ...columns,
  });
}

describe("the listing-lifecycle task", () => {
  it("publishes at the publish date and archives after 23:59 of the last day, once each, as the scheduler's clock moves", async () => {
    const db = database.db;
    // Tuesday 10 March 2026, 10:00 in Zurich (UTC+1).
    const clock = testClock(new Date("2026-03-10T09:00:00Z"));
    const org = await buildOrganization(db, { plan: "pro" });
    const planned = await listing(
      org,
      { status: "planned", publishedOn: "2026-03-11", endsOn: "2026-04-09" },
      clock.now(),
    );
    const ending = await listing(
      org,
      { status: "active", publishedOn: "2026-02-10", endsOn: "2026-03-11" },
      clock.now(),
    );
    const running = await listing(
      org,
      { status: "active", publishedOn: "2026-03-01", endsOn: "2026-03-30" },
      clock.now(),
    );
    const ids = [planned.id, ending.id, running.id];

    const scheduler = createScheduler({
      db,
      log: quiet,
      tasks: scheduledTasks(testContext(db, clock.now)),
      now: clock.now,
    });
    const lifecycleRuns = async () => (await scheduler.runOnce()).filter((run) => run.task === "listing-lifecycle");
    expect(await lifecycleRuns()).toEqual([{ task: "listing-lifecycle", tick: clock.now() }]);
    expect(await listingActivities(ids)).toEqual([]);

    // Midnight: 11 March in Zurich. The planned listing goes live; the other is on its last day.
    clock.advanceMinutes(14 * 60);
    expect(await lifecycleRuns()).toHaveLength(1);
    expect(await rowOf(planned)).toMatchObject({ status: "active", publishedOn: "2026-03-11", endsOn: "2026-04-09" });
    expect((await rowOf(ending)).status).toBe("active");

    // 23:58: still running. 23:59: over, archived within the minute.
    clock.advanceMinutes(23 * 60 + 58);
    await lifecycleRuns();
    expect((await rowOf(ending)).status).toBe("active");
    clock.advanceMinutes(1);
    expect(await lifecycleRuns()).toHaveLength(1);
    expect(await rowOf(ending)).toMatchObject({ status: "archived", endsOn: "2026-03-11" });
    expect((await rowOf(running)).status).toBe("active");

    // Later ticks (and runs of the same tick) change nothing more.
    for (let minute = 0; minute < 5; minute++) {
      clock.advanceMinutes(1);
      await Promise.all([lifecycleRuns(), runListingLifecycle(testContext(db, clock.now))]);
    }
    expect(await listingActivities(ids)).toEqual([
      { id: planned.id, verb: "published", actor: null },
      { id: ending.id, verb: "expired", actor: null },
    ]);
  });

  it("moves each listing once when two workers run the lifecycle at the same time", async () => {
    // On PostgreSQL the second worker has its own connection pool, as a second process would.
    const source = inject("testDatabase");
    let second = database;
    if (source.engine === "postgres") {
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      second = fromPgPool(
        new pg.Pool({ connectionString: databaseUrlFor(source.adminUrl, result.rows[0]?.name ?? ""), max: 4 }),
      );
    }
    try {
      const clock = testClock(new Date("2026-05-04T07:00:00Z"));
      const orgs = [
        await buildOrganization(database.db, { plan: "enterprise" }),
        await buildOrganization(database.db, { plan: "pro" }),
      ];
      const due: Listing[] = [];
      const ended: Listing[] = [];
      for (const org of orgs) {
        for (let i = 0; i < 8; i++) {
          due.push(
            await listing(org, { status: "planned", publishedOn: "2026-05-04", endsOn: "2026-06-02" }, clock.now()),
          );
          ended.push(
            await listing(org, { status: "active", publishedOn: "2026-04-03", endsOn: "2026-05-02" }, clock.now()),
          );
        }
      }
      const workers = [testContext(database.db, clock.now), testContext(second.db, clock.now)];
      const reports = await Promise.all([...workers, ...workers].map((ctx) => runListingLifecycle(ctx)));
      expect(reports.reduce((n, r) => n + r.published, 0)).toBe(due.length);
      expect(reports.reduce((n, r) => n + r.expired, 0)).toBe(ended.length);

      const written = await listingActivities([...due, ...ended].map((l) => l.id));
      expect(
        written
          .filter((a) => a.verb === "published")
          .map((a) => a.id)
          .sort(),
      ).toEqual(due.map((l) => l.id).sort());
      expect(
        written
          .filter((a) => a.verb === "expired")
          .map((a) => a.id)
          .sort(),
      ).toEqual(ended.map((l) => l.id).sort());
      expect(written).toHaveLength(due.length + ended.length);
    } finally {
      if (second !== database) await second.close();
    }
  });

  it("keeps the plan's active-listing limit: a held-back listing stays planned, its organisation learns why once", async () => {
    const db = database.db;
    const clock = testClock(new Date("2026-09-14T06:00:00Z"));
    const ctx = testContext(db, clock.now);
    const org = await buildOrganization(db, { plan: "free" });
    const first = await listing(
      org,
      { status: "active", publishedOn: "2026-09-01", endsOn: "2026-09-14" },
      clock.now(),
    );
    await listing(org, { status: "active", publishedOn: "2026-09-10", endsOn: "2026-10-09" }, clock.now());
    const early = await listing(
      org,
      { status: "planned", publishedOn: "2026-09-12", endsOn: "2026-10-11" },
      clock.now(),
    );
    const late = await listing(
      org,
      { status: "planned", publishedOn: "2026-09-14", endsOn: "2026-10-13" },
      clock.now(),
    );

    expect(await runListingLifecycle(ctx)).toEqual({ expired: 0, published: 0, postponed: 2 });
    expect(await runListingLifecycle(ctx)).toEqual({ expired: 0, published: 0, postponed: 0 });
    clock.advanceMinutes(60);
    expect(await runListingLifecycle(ctx)).toEqual({ expired: 0, published: 0, postponed: 0 });
    expect((await rowOf(early)).status).toBe("planned");
    expect(await listingActivities([early.id, late.id])).toEqual([
      { id: early.id, verb: "postponed", actor: null },
      { id: late.id, verb: "postponed", actor: null },
    ]);

    // The first one ends at 23:59: its place goes to the listing planned earliest, whose runtime
    // starts the day it really goes live.
    clock.advanceMinutes(14 * 60 + 59); // 23:59 on 14 September (UTC+2)
    expect(await runListingLifecycle(ctx)).toEqual({ expired: 1, published: 1, postponed: 0 });
    expect(await rowOf(first)).toMatchObject({ status: "archived" });
    expect(await rowOf(early)).toMatchObject({ status: "active", publishedOn: "2026-09-14", endsOn: "2026-10-13" });
    expect((await rowOf(late)).status).toBe("planned");

    // Changed since (a new publish date the same day), it is noted again once.
    await db.update(listings).set({ updatedAt: clock.now() }).where(eq(listings.id, late.id));
    clock.advanceMinutes(1);
    expect(await runListingLifecycle(ctx)).toEqual({ expired: 0, published: 0, postponed: 1 });
    expect(await runListingLifecycle(ctx)).toEqual({ expired: 0, published: 0, postponed: 0 });
    expect((await listingActivities([late.id])).map((a) => a.verb)).toEqual(["postponed", "postponed"]);
  });
});
