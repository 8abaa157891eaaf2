/**
 * Plan changes with a net (issue 24 point 1, ADR 053): a preview of what a change does, the change
 * as an activity, a return to the old plan — recruiter too — for 14 days, and listings over a
 * smaller plan's limit that run out rather than being ended, prolonged or joined by new ones.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, listings } from "../../db/schema";
import { testClock } from "../../test/clock";
import {
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  type BuiltMember,
} from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { testContext } from "../../test/test-context";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { runListingLifecycle } from "../listings/listings.service";

// Tuesday 1 December 2026, 10:00 in Zurich.
const clock = testClock(new Date("2026-12-01T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const DAY = 24 * 60 * 60 * 1000;

function call(member: BuiltMember, method: "GET" | "PUT" | "POST", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
}
const putPlan = (member: BuiltMember, plan: string) => call(member, "PUT", "/capi/org/plan", { plan });

/** A recruiter-plan organisation with 3 running listings (one with 2 extensions used), 1 planned due tomorrow and 2 questionnaires. */
async function busyRecruiter() {
  const owner = await buildOrganization(t, { role: "owner", plan: "recruiter" });
  const job = await buildJob(t, { organization: owner.organization });
  const running = [];
  for (const [days, extensionsUsed] of [
    [5, 0],
    [10, 0],
    [20, 2],
  ] as const) {
    running.push(
      await buildListing(t, {
        job,
        locationByAgreement: true,
        publishedOn: new Date(clock.now().getTime() - days * DAY).toISOString().slice(0, 10),
        endsOn: new Date(clock.now().getTime() + (29 - days) * DAY).toISOString().slice(0, 10),
        extensionsUsed,
      }),
    );
  }
  const planned = await buildListing(t, {
    job,
    locationByAgreement: true,
    status: "planned",
    publishedOn: new Date(clock.now().getTime() + DAY).toISOString().slice(0, 10),
  });
  await buildQuestionnaire(t, { organization: owner.organization });
  await buildQuestionnaire(t, { organization: owner.organization });
  return { owner, job, running, planned };
}

describe("GET /capi/org/plan/preview", () => {
  it("says what a change to a smaller plan does: the listings over its limit, their last day, the planned ones, questionnaires, invites, invoicing, the return period", async () => {
    const { owner } = await busyRecruiter();
    const res = await call(owner, "GET", "/capi/org/plan/preview?plan=free");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: "recruiter",
      to: "free",
      way: "online",
      invoiced: false,
      return_until: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
      active_listings: { count: 3, limit: 2, over: 1, last_ends_on: "2026-12-25" },
      planned_listings: 1,
      // The listing with 2 extensions used: recruiter would extend it once more, free not.
      extensions: { limit: 1, listings_without: 1 },
      questionnaires: { count: 2, limit: 1, over: 1 },
      loses_invites: true,
      loses_forced_widget_theme: false,
    });

    const up = (await call(owner, "GET", "/capi/org/plan/preview?plan=enterprise")).json();
    expect(up).toMatchObject({
      way: "online",
      invoiced: true,
      active_listings: { count: 3, limit: null, over: 0 },
      questionnaires: { over: 0 },
      loses_invites: false,
    });
  });

  it("is for owners only, and names recruiter as a way through sales unless it is a return", async () => {
    const admin = await buildOrganization(t, { role: "admin", plan: "free" });
    expect((await call(admin, "GET", "/capi/org/plan/preview?plan=pro")).statusCode).toBe(403);
    const owner = await buildOrganization(t, { role: "owner", plan: "free" });
    expect((await call(owner, "GET", "/capi/org/plan/preview?plan=recruiter")).json()).toMatchObject({
      way: "sales",
      invoiced: true,
      return_until: null,
    });
    expect((await call(owner, "GET", "/capi/org/plan/preview?plan=gold")).statusCode).toBe(400);
  });
});

describe("PUT /capi/org/plan", () => {
  it("records the change in the activity feed, offers the undo for 14 days and lets the owner return to recruiter", async () => {
    const { owner } = await busyRecruiter();
    const admin = await buildMember(t, owner.organization, { role: "admin" });

    const down = await putPlan(owner, "free");
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ plan: "free" });

    const feed = (await call(admin, "GET", "/capi/activities?source_type=plan")).json();
    expect(feed.items).toMatchObject([
      {
        source_type: "plan",
        verb: "changed",
        subject: "recruiter → free",
        actor: { id: owner.user.id, first_name: owner.user.firstName },
      },
    ]);
    // Every member hears of it (the admin's bell).
    const bell = (await call(admin, "GET", "/capi/notifications")).json();
    expect(bell.items.map((n: { activity: { source_type: string } }) => n.activity.source_type)).toContain("plan");

    const state = (await call(admin, "GET", "/capi/org/plan")).json();
    expect(state).toMatchObject({
      plan: "free",
      last_change: {
        from: "recruiter",
        to: "free",
        changed_at: clock.now().toISOString(),
        undo_until: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
        actor: { id: owner.user.id },
      },
    });
    expect(state.choices).toEqual([
      { plan: "pro", way: "online", return_until: null },
      { plan: "recruiter", way: "online", return_until: new Date(clock.now().getTime() + 14 * DAY).toISOString() },
      { plan: "enterprise", way: "online", return_until: null },
    ]);

    // 13 days later the owner undoes it: recruiter again, and sales is told it is a return.
    clock.advanceDays(13);
    const back = await putPlan(owner, "recruiter");
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ plan: "recruiter" });
    const filed = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.organizationId, owner.organization.id));
    expect(filed.map((m) => [m.plan, m.message])).toEqual([
      ["free", expect.stringContaining("von recruiter zu free")],
      ["recruiter", expect.stringContaining("von free zurück zu recruiter")],
    ]);
    const [salesMail] = await mailsTo(t.database.db, t.config.salesEmail);
    expect(salesMail?.subject).toContain(`(recruiter): ${owner.organization.name}`);
    const after = (await call(owner, "GET", "/capi/activities?source_type=plan")).json();
    expect(after.items.map((a: { subject: string }) => a.subject)).toEqual(["free → recruiter", "recruiter → free"]);
  });

  it("refuses recruiter with plan_sales_only to an organisation that never had it, and after the 14 days", async () => {
    const never = await buildOrganization(t, { role: "owner", plan: "free" });
    const refused = await putPlan(never, "recruiter");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: "plan_sales_only" });
    expect(refused.json().detail).toMatch(/sales team/);

    const left = await buildOrganization(t, { role: "owner", plan: "recruiter" });
    expect((await putPlan(left, "pro")).statusCode).toBe(200);
    clock.advanceDays(14);
    const late = await putPlan(left, "recruiter");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "plan_sales_only" });
    expect((await call(left, "GET", "/capi/org/plan")).json()).toMatchObject({
      plan: "pro",
      last_change: null,
      choices: expect.arrayContaining([{ plan: "recruiter", way: "sales", return_until: null }]),
    });
    // Nothing was recorded by the refusals.
    expect((await call(left, "GET", "/capi/activities?source_type=plan")).json().count).toBe(1);
  });

  it("ends nothing: listings over the new limit run on, but none goes live or is extended until fewer are active", async () => {
    const { owner, running, planned } = await busyRecruiter();
    expect((await putPlan(owner, "free")).statusCode).toBe(200);

    const rows = await t.database.db.select().from(listings).where(eq(listings.organizationId, owner.organization.id));
    expect(rows.filter((r) => r.status === "active")).toHaveLength(3);

    // Extending is refused while 3 are active on a plan of 2, and the detail says so.
    const first = running[0]!;
    const detail = (await call(owner, "GET", `/capi/org/listings/${first.id}`)).json();
    expect(detail.extension).toEqual({ ends_on: null, refused_by: "activeListings" });
    const extend = await call(owner, "POST", `/capi/org/listings/${first.id}/extend`);
    expect(extend.statusCode).toBe(400);
    expect(extend.json()).toMatchObject({ code: "plan_limit_active_listings" });
    expect(extend.json().detail).toMatch(/no listing can be extended/);

    // The planned one waits past its date (ADR 018's held-back listing).
    const p = (await call(owner, "GET", `/capi/org/listings/${planned.id}`)).json();
    const publishNow = await call(owner, "PUT", `/capi/org/listings/${planned.id}`, {
      id: p.id,
      status: "active",
      job_id: p.job.id,
      title: p.title,
      address_id: null,
      published_on: p.published_on,
    });
    expect(publishNow.statusCode).toBe(400);
    expect(publishNow.json()).toMatchObject({ code: "plan_limit_active_listings" });
    clock.advanceDays(1);
    await runListingLifecycle(testContext(t.database.db, clock.now));
    const [stillPlanned] = await t.database.db.select().from(listings).where(eq(listings.id, planned.id));
    expect(stillPlanned?.status).toBe("planned");

    // One ends early: 2 of 2 active, so extending works again (within free's one extension).
    const [, second] = running;
    const secondBody = (await call(owner, "GET", `/capi/org/listings/${second!.id}`)).json();
    expect(secondBody.extension.refused_by).toBe("activeListings");
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, running[2]!.id));
    const again = (await call(owner, "GET", `/capi/org/listings/${second!.id}`)).json();
    expect(again.extension).toEqual({ ends_on: expect.any(String), refused_by: null });
    const extended = await call(owner, "POST", `/capi/org/listings/${second!.id}/extend`);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().ends_on).toBe(again.extension.ends_on);
  });
});
