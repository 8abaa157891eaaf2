import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import {
  ORGANIZATION_HEADER,
  ZActivitiesResponse,
  ZNotificationsResponse,
  ZOrgSummary,
  type TActivitySourceType,
  type TMemberRole,
} from "@jobatlas/contract";
import { notifications, users } from "../../db/schema";
import { addDays, todayInZurich } from "../../lib/dates";
import { testClock } from "../../test/clock";
import {
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildSession,
  type BuiltMember,
} from "../../test/factories";
import { buildTestApp, csrfHeaders, postJson, type TestApp } from "../../test/test-app";
import { testContext } from "../../test/test-context";
import { recordActivity, type ActivityInput } from "./activities.service";

// Noon in Zurich on a Wednesday: "today" is 2030-05-15 there.
const clock = testClock(new Date("2030-05-15T10:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const ROLES: TMemberRole[] = ["owner", "admin", "recruiter"];

/**
 * Records an activity by `member.user` (a member), or by the system without one. The feed's tests
 * need not keep to the kinds the product records (ACTIVITY_KINDS): the cast lets them write any.
 */
function record(
  member: Pick<BuiltMember, "organization"> & { user?: { id: number } },
  overrides: { sourceType?: TActivitySourceType; sourceId?: number; verb?: string; subject?: string } = {},
) {
  return recordActivity(testContext(t.database.db, t.now), {
    organizationId: member.organization.id,
    sourceType: overrides.sourceType ?? "job",
    sourceId: overrides.sourceId ?? 1,
    verb: overrides.verb ?? "created",
    actorKind: member.user ? "member" : "system",
    actorUserId: member.user?.id ?? null,
    subject: overrides.subject ?? "Koch/Köchin 80–100 %",
  } as ActivityInput);
}

/** The organisation of a member, without them: what the scheduler records there notifies every member. */
const orgOf = (member: Pick<BuiltMember, "organization">) => ({ organization: member.organization });

async function activities(headers: Record<string, string>, query = "") {
  const res = await t.app.inject({ url: `/capi/activities${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZActivitiesResponse.parse(res.json());
}

async function notificationsOf(headers: Record<string, string>, query = "") {
  const res = await t.app.inject({ url: `/capi/notifications${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZNotificationsResponse.parse(res.json());
}

function dismiss(headers: Record<string, string>, payload: unknown) {
  return postJson(t, "/capi/notifications/dismiss", payload, headers);
}

async function summary(headers: Record<string, string>) {
  const res = await t.app.inject({ url: "/capi/org/summary", headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZOrgSummary.parse(res.json());
}

describe("GET /capi/activities", () => {
  it("lists the organisation's activities newest first, with the actor, paged by limit and offset", async () => {
    const owner = await buildOrganization(t, { member: { firstName: "Mia", lastName: "Keller" } });
    const written = [];
    for (let i = 1; i <= 25; i++) written.push(await record(owner, { sourceId: i, subject: `Job ${i}` }));
    await record({ organization: owner.organization }, { sourceType: "listing", verb: "expired", subject: "Ended" });

    const first = await activities(owner.headers);
    expect(first.count).toBe(26);
    expect(first.items).toHaveLength(20); // the default page size
    expect(first.items[0]).toMatchObject({
      source_type: "listing",
      verb: "expired",
      subject: "Ended",
      actor_kind: "system",
      actor: null, // the scheduler
    });
    expect(first.items[1]).toEqual({
      id: written[24]!.id,
      source_type: "job",
      source_id: 25,
      verb: "created",
      subject: "Job 25",
      actor_kind: "member",
      actor: { id: owner.user.id, first_name: "Mia", last_name: "Keller" },
      position: null,
      created_at: clock.now().toISOString(),
    });
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await activities(owner.headers, "?limit=20&offset=20");
    expect(second.count).toBe(26);
    expect(second.items.map((item) => item.subject)).toEqual(["Job 6", "Job 5", "Job 4", "Job 3", "Job 2", "Job 1"]);
    expect((await activities(owner.headers, "?limit=50")).items).toHaveLength(26);
    expect((await activities(owner.headers, "?offset=100")).items).toEqual([]);
  });

  it("filters by source_type (repeated or comma-separated) and source_id", async () => {
    const owner = await buildOrganization(t);
    await record(owner, { sourceType: "job", sourceId: 7, verb: "created" });
    await record(owner, { sourceType: "listing", sourceId: 7, verb: "published" });
    await record(owner, { sourceType: "questionnaire", sourceId: 3, verb: "archived" });
    await record(owner, { sourceType: "job", sourceId: 7, verb: "archived" });
    await record(owner, { sourceType: "application", sourceId: 9, verb: "submitted" });

    const jobs = await activities(owner.headers, "?source_type=job");
    expect(jobs.count).toBe(2);
    expect(jobs.items.map((a) => a.verb)).toEqual(["archived", "created"]);

    for (const query of ["?source_type=job&source_type=listing", "?source_type=job,listing"]) {
      const both = await activities(owner.headers, query);
      expect(both.count).toBe(3);
      expect(new Set(both.items.map((a) => a.source_type))).toEqual(new Set(["job", "listing"]));
    }

    const one = await activities(owner.headers, "?source_type=job&source_id=7");
    expect(one.items.map((a) => [a.source_type, a.source_id, a.verb])).toEqual([
      ["job", 7, "archived"],
      ["job", 7, "created"],
    ]);
    expect((await activities(owner.headers, "?source_id=7")).count).toBe(3);
    expect((await activities(owner.headers, "?source_type=application")).items[0]).toMatchObject({ verb: "submitted" });
  });

  it.each([
    ["a limit over 50", "?limit=51", ["query", "limit"]],
    ["a limit of 0", "?limit=0", ["query", "limit"]],
    ["a negative offset", "?offset=-1", ["query", "offset"]],
    ["an unknown source type", "?source_type=company", ["query", "source_type", 0]],
    ["a source id that is no id", "?source_id=abc", ["query", "source_id"]],
    ["an unknown parameter", "?order_by=-id", ["query", "order_by"]],
  ])("answers 400 ValidationError for %s", async (_name, query, loc) => {
    const owner = await buildOrganization(t);
    const res = await t.app.inject({
      url: `/capi/activities${query}`,
      headers: { ...owner.headers, "accept-language": "de" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc }] });
  });

  it("never shows another organisation's activities, also to a member of both", async () => {
    const a = await buildOrganization(t);
    const b = await buildOrganization(t);
    await record(a, { subject: "A's job" });
    await record(b, { subject: "B's job" });
    const both = await buildMember(t, b.organization, { user: a.user, role: "recruiter" });

    expect((await activities(a.headers)).items.map((x) => x.subject)).toEqual(["A's job"]);
    expect((await activities(b.headers)).items.map((x) => x.subject)).toEqual(["B's job"]);
    // The same user sees the organisation the header names.
    expect((await activities(both.headers)).items.map((x) => x.subject)).toEqual(["B's job"]);
    expect(
      (await activities({ ...both.headers, [ORGANIZATION_HEADER]: a.organization.slug })).items.map((x) => x.subject),
    ).toEqual(["A's job"]);
  });
});

describe("GET /capi/notifications", () => {
  it("does not make the organisation the last used one (the bell polls it); using the organisation does", async () => {
    const member = await buildOrganization(t);
    const other = await buildOrganization(t, { member: member.user });
    const withoutHeader = Object.fromEntries(
      Object.entries(member.headers).filter(([name]) => name !== ORGANIZATION_HEADER.toLowerCase()),
    );
    const lastUsed = async () => (await t.app.inject({ url: "/capi/org", headers: withoutHeader })).json().slug;
    const current = await lastUsed();
    const polled = current === member.organization.slug ? other : member;
    const polling = { ...member.headers, [ORGANIZATION_HEADER.toLowerCase()]: polled.organization.slug };
    clock.advanceMinutes(1);
    expect((await t.app.inject({ url: "/capi/notifications", headers: polling })).statusCode).toBe(200);
    expect(await lastUsed()).toBe(current);
    clock.advanceMinutes(1);
    expect((await t.app.inject({ url: "/capi/activities", headers: polling })).statusCode).toBe(200);
    expect(await lastUsed()).toBe(polled.organization.slug);
  });

  it("notifies every member at the time of the activity but the one who acted", async () => {
    const owner = await buildOrganization(t, { member: { firstName: "Mia", lastName: "Keller" } });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const activity = await record(owner, { sourceType: "listing", sourceId: 4, verb: "published" });

    for (const member of [recruiter, admin]) {
      const list = await notificationsOf(member.headers);
      expect(list.count).toBe(1);
      expect(list.items).toEqual([
        {
          id: expect.any(Number),
          created_at: clock.now().toISOString(),
          dismissed_at: null,
          activity: {
            id: activity.id,
            source_type: "listing",
            source_id: 4,
            verb: "published",
            subject: "Koch/Köchin 80–100 %",
            actor_kind: "member",
            actor: { id: owner.user.id, first_name: "Mia", last_name: "Keller" },
            position: null,
            created_at: clock.now().toISOString(),
          },
        },
      ]);
    }
    // Nobody is notified of what they did themselves (the feed shows it to them).
    expect(await notificationsOf(owner.headers)).toEqual({ items: [], count: 0 });
    expect((await summary(owner.headers)).unread_notifications).toBe(0);
    expect((await activities(owner.headers)).items.map((a) => a.id)).toEqual([activity.id]);
    // What the recruiter does reaches the owner and the admin, not the recruiter.
    await record(recruiter, { sourceType: "job", sourceId: 5, verb: "updated" });
    expect((await notificationsOf(owner.headers)).items.map((n) => n.activity.actor?.id)).toEqual([recruiter.user.id]);
    expect((await notificationsOf(admin.headers)).count).toBe(2);
    expect((await notificationsOf(recruiter.headers)).count).toBe(1);
    // What the scheduler does reaches everyone.
    await record(orgOf(owner), { sourceType: "listing", sourceId: 4, verb: "expired" });
    expect((await notificationsOf(owner.headers)).count).toBe(2);
    expect((await notificationsOf(recruiter.headers)).count).toBe(2);
    // Who joins later is not told of what happened before.
    const later = await buildMember(t, owner.organization, { role: "admin" });
    expect(await notificationsOf(later.headers)).toEqual({ items: [], count: 0 });
    expect((await activities(later.headers)).count).toBe(3);
  });

  it("lists unread ones by default, count = unread; unread=false lists all with dismissed_at, paged", async () => {
    const owner = await buildOrganization(t);
    const written = [];
    for (let i = 1; i <= 5; i++) written.push(await record(orgOf(owner), { sourceId: i }));
    const unread = await notificationsOf(owner.headers);
    expect(unread.count).toBe(5);
    expect(unread.items.map((n) => n.activity.source_id)).toEqual([5, 4, 3, 2, 1]);

    const dismissedId = unread.items[1]!.id; // source 4
    clock.advanceMinutes(5);
    expect((await dismiss(owner.headers, { ids: [dismissedId] })).json()).toBe(1);

    const afterDismiss = await notificationsOf(owner.headers, "?unread=true");
    expect(afterDismiss.count).toBe(4);
    expect(afterDismiss.items.map((n) => n.activity.source_id)).toEqual([5, 3, 2, 1]);

    const all = await notificationsOf(owner.headers, "?unread=false&limit=2&offset=1");
    expect(all.count).toBe(5);
    expect(all.items.map((n) => [n.activity.source_id, n.dismissed_at])).toEqual([
      [4, clock.now().toISOString()],
      [3, null],
    ]);
    expect((await notificationsOf(owner.headers, "?limit=2")).items).toHaveLength(2);
    expect((await notificationsOf(owner.headers, "?limit=2")).count).toBe(4);

    const res = await t.app.inject({ url: "/capi/notifications?unread=maybe", headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["query", "unread"] }] });
  });

  it("shows a member only their own notifications of the organisation the header names", async () => {
    const a = await buildOrganization(t);
    const colleague = await buildMember(t, a.organization, { role: "admin" });
    const b = await buildMember(t, (await buildOrganization(t)).organization, { user: a.user, role: "owner" });
    await record(orgOf(a), { subject: "in A" });
    await record(orgOf(b), { subject: "in B" });

    expect((await notificationsOf(a.headers)).items.map((n) => n.activity.subject)).toEqual(["in A"]);
    expect((await notificationsOf(b.headers)).items.map((n) => n.activity.subject)).toEqual(["in B"]);
    expect((await notificationsOf(colleague.headers)).items.map((n) => n.activity.subject)).toEqual(["in A"]);

    // Dismissing in A leaves the colleague's copy and the same user's notification in B unread.
    expect((await dismiss(a.headers, { all: true })).json()).toBe(1);
    expect((await notificationsOf(colleague.headers)).count).toBe(1);
    expect((await notificationsOf(b.headers)).count).toBe(1);
  });

  it("keeps an activity whose actor's account is gone, without the actor", async () => {
    const owner = await buildOrganization(t);
    const leaving = await buildMember(t, owner.organization, { role: "recruiter" });
    await record({ organization: owner.organization, user: leaving.user }, { verb: "updated" });
    await t.database.db.delete(users).where(eq(users.id, leaving.user.id));
    const [item] = (await notificationsOf(owner.headers)).items;
    expect(item?.activity).toMatchObject({ verb: "updated", actor: null });
  });
});

describe("POST /capi/notifications/dismiss", () => {
  it("dismisses the member's notifications by id and answers the number as a plain JSON number", async () => {
    const owner = await buildOrganization(t);
    for (let i = 1; i <= 3; i++) await record(orgOf(owner), { sourceId: i });
    const [n3, n2] = (await notificationsOf(owner.headers)).items;

    const res = await dismiss(owner.headers, { ids: [n3!.id, n2!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toBe("2");
    // Dismissed already: nothing more to dismiss, no error.
    expect((await dismiss(owner.headers, { ids: [n3!.id] })).body).toBe("0");
    expect((await dismiss(owner.headers, { ids: [n3!.id, n2!.id, 999_999_999] })).json()).toBe(0);
    expect((await notificationsOf(owner.headers)).items.map((n) => n.activity.source_id)).toEqual([1]);
  });

  it("ignores ids of other members and other organisations and never dismisses them", async () => {
    const owner = await buildOrganization(t);
    const colleague = await buildMember(t, owner.organization, { role: "recruiter" });
    const stranger = await buildOrganization(t);
    await record(orgOf(owner));
    await record(orgOf(stranger));
    const colleagueIds = (await notificationsOf(colleague.headers)).items.map((n) => n.id);
    const strangerIds = (await notificationsOf(stranger.headers)).items.map((n) => n.id);
    const ownId = (await notificationsOf(owner.headers)).items[0]!.id;

    expect((await dismiss(owner.headers, { ids: [...colleagueIds, ...strangerIds] })).json()).toBe(0);
    expect((await dismiss(owner.headers, { ids: [...colleagueIds, ownId, ...strangerIds] })).json()).toBe(1);
    expect((await notificationsOf(colleague.headers)).count).toBe(1);
    expect((await notificationsOf(stranger.headers)).count).toBe(1);
    const untouched = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNull(notifications.dismissedAt)));
    expect(untouched.map((row) => row.id)).toEqual(expect.arrayContaining([...colleagueIds, ...strangerIds]));
  });

  it("dismisses all of the member's unread notifications in the organisation with {all: true}", async () => {
    const owner = await buildOrganization(t);
    const colleague = await buildMember(t, owner.organization, { role: "admin" });
    for (let i = 1; i <= 4; i++) await record(orgOf(owner), { sourceId: i });
    const first = (await notificationsOf(owner.headers)).items[0]!.id;
    expect((await dismiss(owner.headers, { ids: [first] })).json()).toBe(1);

    expect((await dismiss(owner.headers, { all: true })).json()).toBe(3);
    expect((await dismiss(owner.headers, { all: true })).json()).toBe(0);
    expect(await notificationsOf(owner.headers)).toEqual({ items: [], count: 0 });
    expect((await notificationsOf(colleague.headers)).count).toBe(4);
    expect((await summary(owner.headers)).unread_notifications).toBe(0);
    expect((await summary(colleague.headers)).unread_notifications).toBe(4);
  });

  it.each([
    ["both ids and all", { ids: [1], all: true }, ["body", "__root__"]],
    ["neither", {}, ["body", "__root__"]],
    ["all: false", { all: false }, ["body", "__root__"]],
    ["an empty id list", { ids: [] }, ["body", "ids"]],
    ["ids that are no ids", { ids: ["a"] }, ["body", "__root__"]],
    ["more than 100 ids", { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, ["body", "__root__"]],
  ])("answers 400 ValidationError for %s", async (_name, payload, loc) => {
    const owner = await buildOrganization(t);
    await record(orgOf(owner));
    const res = await dismiss({ ...owner.headers, "accept-language": "de" }, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.type).toBe("ValidationError");
    expect(body.detail.map((entry: { loc: unknown }) => entry.loc)).toContainEqual(loc);
    expect((await notificationsOf(owner.headers)).count).toBe(1);
  });

  it("needs the CSRF token and the organisation header", async () => {
    const owner = await buildOrganization(t);
    await record(orgOf(owner));
    const { "x-csrftoken": _token, ...noToken } = owner.headers;
    const forged = await t.app.inject({
      method: "POST",
      url: "/capi/notifications/dismiss",
      headers: { ...noToken, "content-type": "application/json" },
      payload: { all: true },
    });
    expect(forged.statusCode).toBe(403);
    const noHeader = Object.fromEntries(
      Object.entries(owner.headers).filter(([name]) => name.toLowerCase() !== ORGANIZATION_HEADER.toLowerCase()),
    );
    expect((await dismiss(noHeader, { all: true })).statusCode).toBe(404);
    expect((await notificationsOf(owner.headers)).count).toBe(1);
  });
});

describe("GET /capi/org/summary", () => {
  it("counts active, planned and expiring listings, active jobs, new applications and unread notifications", async () => {
    const owner = await buildOrganization(t, { plan: "enterprise" });
    const today = todayInZurich(clock.now());
    expect(today).toBe("2030-05-15");
    const job = await buildJob(t, { organization: owner, status: "active" });
    await buildJob(t, { organization: owner, status: "active" });
    await buildJob(t, { organization: owner, status: "planned" });
    await buildJob(t, { organization: owner, status: "archived" });
    const listing = (overrides: Parameters<typeof buildListing>[1]) => buildListing(t, { job, ...overrides });
    // Active, ending today … today + 6: expiring; today + 7 and later: not yet.
    await listing({ publishedOn: addDays(today, -29), endsOn: today });
    await listing({ publishedOn: addDays(today, -23), endsOn: addDays(today, 6) });
    await listing({ publishedOn: addDays(today, -22), endsOn: addDays(today, 7) });
    await listing({ publishedOn: today, endsOn: addDays(today, 29) });
    // Overdue but not archived yet by the scheduler: expiring too.
    await listing({ publishedOn: addDays(today, -30), endsOn: addDays(today, -1) });
    // Planned (ending soon does not make it expiring) and archived.
    await listing({ status: "planned", publishedOn: addDays(today, 1), endsOn: addDays(today, 3) });
    await listing({ status: "archived", publishedOn: addDays(today, -40), endsOn: addDays(today, -11) });
    // Another organisation's listings and jobs count for it alone.
    await buildListing(t, { endsOn: today });

    // Applications submitted 8 days ago, 6 days ago and now; other verbs and organisations do not count.
    clock.advanceDays(-8);
    await record(orgOf(owner), { sourceType: "application", sourceId: 1, verb: "submitted" });
    clock.advanceDays(2);
    await record(orgOf(owner), { sourceType: "application", sourceId: 2, verb: "submitted" });
    clock.advanceDays(6);
    await record(orgOf(owner), { sourceType: "application", sourceId: 3, verb: "submitted" });
    await record(orgOf(owner), { sourceType: "application", sourceId: 3, verb: "withdrawn" });
    await record(orgOf(owner), { sourceType: "job", sourceId: 3, verb: "submitted" });
    await record(
      { organization: (await buildOrganization(t)).organization },
      { sourceType: "application", verb: "submitted" },
    );

    expect(await summary(owner.headers)).toEqual({
      active_listings: 5,
      planned_listings: 1,
      expiring_listings: 3,
      active_jobs: 2,
      new_applications: 2,
      unread_notifications: 5,
    });

    // Exactly a week later the newest still counts; a minute later it no longer does.
    clock.advanceDays(7);
    try {
      expect((await summary(owner.headers)).new_applications).toBe(1);
      clock.advanceMinutes(1);
      expect((await summary(owner.headers)).new_applications).toBe(0);
    } finally {
      clock.advanceMinutes(-1);
      clock.advanceDays(-7);
    }
  });

  it("starts at zero for a new organisation", async () => {
    const owner = await buildOrganization(t);
    expect(await summary(owner.headers)).toEqual({
      active_listings: 0,
      planned_listings: 0,
      expiring_listings: 0,
      active_jobs: 0,
      new_applications: 0,
      unread_notifications: 0,
    });
  });
});

describe("who may call", () => {
  const CALLS = [
    { method: "GET" as const, url: "/capi/activities" },
    { method: "GET" as const, url: "/capi/notifications" },
    { method: "POST" as const, url: "/capi/notifications/dismiss", payload: { all: true } },
    { method: "GET" as const, url: "/capi/org/summary" },
  ];

  it.each(CALLS)("$method $url: every role may; 401 signed out; 404 for non-members", async (call) => {
    for (const role of ROLES) {
      const member = await buildOrganization(t, { role });
      const res = await t.app.inject({ ...call, headers: member.headers });
      expect(res.statusCode, role).toBe(200);
    }
    const target = await buildOrganization(t);
    const signedOut = await t.app.inject({
      ...call,
      headers: { ...csrfHeaders, [ORGANIZATION_HEADER]: target.organization.slug },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ type: "NotAuthenticated" });

    const outsider = await buildOrganization(t);
    const seeker = await buildSession(t);
    for (const headers of [
      { ...outsider.headers, [ORGANIZATION_HEADER]: target.organization.slug },
      { ...seeker.headers, [ORGANIZATION_HEADER]: target.organization.slug },
      { ...seeker.headers },
    ]) {
      const res = await t.app.inject({ ...call, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });

  it("reads the last used organisation without the header (GET)", async () => {
    const owner = await buildOrganization(t);
    await record(orgOf(owner), { subject: "last used" });
    const noHeader = Object.fromEntries(
      Object.entries(owner.headers).filter(([name]) => name.toLowerCase() !== ORGANIZATION_HEADER.toLowerCase()),
    );
    expect((await activities(noHeader)).items.map((a) => a.subject)).toEqual(["last used"]);
    expect((await notificationsOf(noHeader)).count).toBe(1);
  });
});
