import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { buildJob, buildListing, buildOrganization } from "../../test/factories";
import { lockWaits } from "../../test/lock-waits";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/*
 * A row insert pointing at the organisation or a job (an activity, a notification, a listing)
 * takes KEY SHARE on that row for its foreign-key check until its transaction ends. Row locks of
 * the workspace are FOR NO KEY UPDATE, which does not wait for KEY SHARE: with FOR UPDATE, a
 * listing published now (organisation locked, then the listing inserted: KEY SHARE on the job)
 * and a job saved at the same time (job locked, then its activity inserted: KEY SHARE on the
 * organisation) waited for each other, and PostgreSQL answered one of them with a deadlock (500).
 */
describe("row locks on PostgreSQL", () => {
  it("do not wait for the foreign-key checks of another transaction", async () => {
    const url = t.database.url;
    if (!url) return expect(t.database.engine).toBe("pglite"); // one connection: transactions cannot overlap
    const owner = await buildOrganization(t, { plan: "pro" });
    const job = await buildJob(t, { organization: owner });
    const listingJob = await buildJob(t, { organization: owner });
    const listing = await buildListing(t, { organization: owner, job: listingJob });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const locks = await lockWaits(url);
    const pending: Promise<unknown>[] = [];
    // Its status, or "blocked" as soon as PostgreSQL shows it waiting for the other transaction.
    const call = (method: "POST" | "PUT", path: string, payload?: object) => {
      const request = t.app.inject({ method, url: path, headers: owner.headers, payload });
      pending.push(request);
      return locks.statusOrBlocked(request);
    };
    try {
      // Another transaction inserted rows pointing at the organisation, the job and the listing.
      await other.query("begin");
      await other.query("select 1 from organizations where id = $1 for key share", [owner.organization.id]);
      await other.query("select 1 from jobs where id = any($1) for key share", [[job.id, listingJob.id]]);
      await other.query("select 1 from listings where id = $1 for key share", [listing.id]);

      // A listing published now: the organisation's row locked (the plan's active-listing limit).
      expect(
        await call("POST", "/capi/org/listings", {
          title: "Bäcker/in EFZ",
          job_id: job.id,
          address_id: null,
          status: "active",
          published_on: null,
        }),
      ).toBe(201);
      // A job saved: its row locked.
      expect(await call("PUT", `/capi/org/jobs/${job.id}`, { id: job.id, title: "Konditor/in EFZ" })).toBe(200);
      // A listing extended: its row locked.
      expect(await call("POST", `/capi/org/listings/${listing.id}/extend`)).toBe(200);
      // A questionnaire created: the organisation's row locked (the plan's limit).
      expect(
        await call("POST", "/capi/org/questionnaires", {
          name: "Fahrer",
          questions: [{ type: "free_text", text: "Why us?", required: false }],
        }),
      ).toBe(201);
    } finally {
      await other.query("rollback");
      await other.end();
      await Promise.allSettled(pending);
      await locks.close();
    }
  });
});
