/**
 * Two workers with their own connections (on PostgreSQL a second pool, as a second process would
 * have) match and mail at the same time: every listing reaches every subscription exactly once.
 * And a listing's title with markup is inert in the alert mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { fromPgPool, type Database } from "../../db/client";
import { outbox, subscriptions, users } from "../../db/schema";
import { buildAddress, buildJob, buildListing, buildOrganization, buildUser } from "../../test/factories";
import { testClock } from "../../test/clock";
import { databaseUrlFor } from "../../test/database-url";
import { testContext } from "../../test/test-context";
import { createTestDatabase } from "../../test/test-database";
import { runAlertDigests, runAlertMatcher } from "./subscriptions.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-05-05T08:00:00Z"));

async function instantAlert(query: string) {
  const user = await buildUser(database.db);
  const now = clock.now();
  await database.db.insert(subscriptions).values({
    userId: user.id,
    query,
    locationLabel: "8005 Zürich",
    lat: 47.38583,
    lng: 8.52575,
    radiusKm: 10,
    frequency: "instant",
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return user;
}

async function alertMailsTo(email: string) {
  return database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.toEmail} = ${email} and ${outbox.template} = 'subscription_alert'`);
}

describe("job alerts with two workers", () => {
  it("mail every listing to every matching subscription exactly once", async () => {
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
      const seekers = [
        await instantAlert("Mechatroniker"),
        await instantAlert("Mechatroniker"),
        await instantAlert(""),
      ];
      const org = await buildOrganization(database.db, { plan: "enterprise" });
      const address = await buildAddress(database.db, { organization: org });
      const listingIds: number[] = [];
      for (let i = 0; i < 12; i++) {
        const job = await buildJob(database.db, { organization: org, title: `Mechatroniker ${i}` });
        listingIds.push((await buildListing(database.db, { job, addressId: address.id })).id);
      }
      const workers = [testContext(database.db, clock.now), testContext(second.db, clock.now)];
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          [...workers, ...workers].map(async (ctx) => {
            await runAlertMatcher(ctx);
            await runAlertDigests(ctx);
          }),
        );
      }
      for (const seeker of seekers) {
        const mailed = (await alertMailsTo(seeker.email)).flatMap((mail) =>
          [...mail.text.matchAll(/\/job\/(\d+)/g)].map((m) => Number(m[1])),
        );
        expect(mailed.sort((a, b) => a - b)).toEqual(listingIds);
      }
    } finally {
      if (second !== database) await second.close();
    }
  });

  it("keeps a listing's markup inert in the alert mail", async () => {
    const seeker = await instantAlert("Entwickler");
    await database.db.update(users).set({ language: "en" }).where(eq(users.id, seeker.id));
    const org = await buildOrganization(database.db, { plan: "enterprise", name: `<b>Evil</b> & Co` });
    const address = await buildAddress(database.db, { organization: org });
    const job = await buildJob(database.db, { organization: org, title: "Entwickler <script>alert(1)</script>" });
    await buildListing(database.db, { job, addressId: address.id });
    const ctx = testContext(database.db, clock.now);
    await runAlertMatcher(ctx);
    await runAlertDigests(ctx);
    const [mail] = await alertMailsTo(seeker.email);
    expect(mail?.html).toContain("Entwickler &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).toContain("&lt;b&gt;Evil&lt;/b&gt; &amp; Co");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.text).toContain("Entwickler <script>alert(1)</script>");
  });
});
