import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ORGANIZATION_HEADER,
  RATING_LIMITS,
  ZApplicationRatings,
  ZOrgApplicationsResponse,
  type TApplicationRatings,
  type TDataExport,
} from "@jobatlas/contract";
import { applicationRatings, applications } from "../../../db/schema";
import { hashToken, newToken } from "../../../lib/secrets";
import { testClock } from "../../../test/clock";
import {
  buildApplication,
  buildListing,
  buildMember,
  buildOrganization,
  buildSession,
  type Application,
  type BuiltMember,
} from "../../../test/factories";
import { codeFromMail } from "../../../test/mailbox";
import { buildTestApp, csrfHeaders, jsonHeaders, postJson, testBrowser, type TestApp } from "../../../test/test-app";

const clock = testClock(new Date("2026-03-02T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const ratingsUrl = (id: number | string) => `/capi/org/applications/${id}/ratings`;
const myRatingUrl = (id: number | string) => `/capi/org/applications/${id}/my-rating`;
const getRatings = (headers: Headers, id: number | string) => t.app.inject({ url: ratingsUrl(id), headers });
const rate = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({ method: "PUT", url: myRatingUrl(id), headers: { ...jsonHeaders, ...headers }, payload });
const unrate = (headers: Headers, id: number | string) =>
  t.app.inject({ method: "DELETE", url: myRatingUrl(id), headers: { ...csrfHeaders, ...headers } });

async function rated(member: BuiltMember, id: number, payload: object): Promise<TApplicationRatings> {
  const res = await rate(member.headers, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return ZApplicationRatings.parse(res.json());
}
async function ratingsSeenBy(member: BuiltMember, id: number): Promise<TApplicationRatings> {
  const res = await getRatings(member.headers, id);
  expect(res.statusCode, res.body).toBe(200);
  return ZApplicationRatings.parse(res.json());
}
/** The list's rating of each application, by id. */
async function listedRatings(member: BuiltMember) {
  const res = await t.app.inject({ url: "/capi/org/applications?status=active", headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = ZOrgApplicationsResponse.parse(res.json());
  return new Map(body.items.flatMap((item) => (item.kind === "application" ? [[item.id, item.rating]] : [])));
}

/** An organisation with an owner and a recruiter, both named, and a listing. */
async function team() {
  const owner = await buildOrganization(t, { plan: "pro", member: { firstName: "Olivia", lastName: "Owner" } });
  const recruiter = await buildMember(t, owner.organization, {
    role: "recruiter",
    user: { firstName: "Remo", lastName: "Recruiter" },
  });
  const listing = await buildListing(t, { organization: owner });
  return { owner, recruiter, listing };
}

describe("members' ratings of a candidate", () => {
  it("each member rates, re-rates and removes their own; the list shows the average and how many", async () => {
    const { owner, recruiter, listing } = await team();
    const application = await buildApplication(t, { listing, firstName: "Lea" });
    const unrated = await buildApplication(t, { listing });

    const first = await rated(owner, application.id, { stars: 4, note: "  Strong portfolio.  " });
    expect(first).toMatchObject({ average: 4, count: 1 });
    expect(first.mine).toMatchObject({ name: "Olivia Owner", stars: 4, note: "Strong portfolio.", mine: true });

    clock.advanceMinutes(5);
    const second = await rated(recruiter, application.id, { stars: 5 });
    expect(second).toMatchObject({ average: 4.5, count: 2 });
    expect(second.mine).toMatchObject({ name: "Remo Recruiter", stars: 5, note: "" });
    // The other member's rating is shown, not editable as the caller's.
    expect(second.items.map((item) => [item.name, item.stars, item.note, item.mine])).toEqual([
      ["Remo Recruiter", 5, "", true],
      ["Olivia Owner", 4, "Strong portfolio.", false],
    ]);

    let listed = await listedRatings(owner);
    expect(listed.get(application.id)).toEqual({ average: 4.5, count: 2 });
    expect(listed.get(unrated.id)).toEqual({ average: null, count: 0 });

    // Re-rating replaces the owner's own rating; the recruiter's stays as it was.
    clock.advanceMinutes(5);
    const changed = await rated(owner, application.id, { stars: 2, note: "Second interview was weak." });
    expect(changed).toMatchObject({ average: 3.5, count: 2 });
    expect(changed.items[0]).toMatchObject({ name: "Olivia Owner", stars: 2, note: "Second interview was weak." });
    expect(changed.items[0]!.updated_at).toBe(clock.now().toISOString());
    expect(changed.items[0]!.created_at).not.toBe(changed.items[0]!.updated_at);
    expect(changed.items[1]).toMatchObject({ name: "Remo Recruiter", stars: 5 });
    expect(
      await t.database.db.select().from(applicationRatings).where(eq(applicationRatings.applicationId, application.id)),
    ).toHaveLength(2);

    // Three ratings average to one decimal.
    const third = await buildMember(t, owner.organization, { role: "admin" });
    expect(await rated(third, application.id, { stars: 4 })).toMatchObject({ average: 3.7, count: 3 });

    // Removing takes only the caller's own rating away, and twice is no error.
    const removed = ZApplicationRatings.parse((await unrate(recruiter.headers, application.id)).json());
    expect(removed).toMatchObject({ average: 3, count: 2, mine: null });
    expect(removed.items.map((item) => item.name)).not.toContain("Remo Recruiter");
    expect((await unrate(recruiter.headers, application.id)).statusCode).toBe(200);

    listed = await listedRatings(recruiter);
    expect(listed.get(application.id)).toEqual({ average: 3, count: 2 });
    expect((await ratingsSeenBy(owner, application.id)).mine).toMatchObject({ stars: 2 });
  });

  it("refuses stars outside 1–5, fractions and a note over 500 characters, and changes nothing", async () => {
    const { owner, listing } = await team();
    const application = await buildApplication(t, { listing });
    await rated(owner, application.id, { stars: 3, note: "Kept" });
    for (const payload of [
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: "4" },
      {},
      { stars: 3, note: "x".repeat(RATING_LIMITS.noteMax + 1) },
      { stars: 3, note: 7 },
      { stars: 3, user_id: 1 },
    ]) {
      const res = await rate(owner.headers, application.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
    expect((await ratingsSeenBy(owner, application.id)).mine).toMatchObject({ stars: 3, note: "Kept" });
    // A note of exactly 500 characters after trimming is fine.
    const longest = await rated(owner, application.id, { stars: 1, note: ` ${"y".repeat(RATING_LIMITS.noteMax)} ` });
    expect(longest.mine?.note).toHaveLength(RATING_LIMITS.noteMax);
    expect((await rate(owner.headers, "abc", { stars: 3 })).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's application, to a non-member and for an unknown id", async () => {
    const { owner, listing } = await team();
    const application = await buildApplication(t, { listing });
    await rated(owner, application.id, { stars: 5, note: "Ours only" });
    const outsider = await buildOrganization(t, { plan: "pro" });

    for (const res of [
      await getRatings(outsider.headers, application.id),
      await rate(outsider.headers, application.id, { stars: 1 }),
      await unrate(outsider.headers, application.id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain("Ours only");
    }
    // A signed-in user who is no member, naming the organisation.
    const stranger = await buildSession(t);
    const asStranger = { ...stranger.headers, [ORGANIZATION_HEADER.toLowerCase()]: owner.organization.slug };
    expect((await getRatings(asStranger, application.id)).statusCode).toBe(404);
    expect((await rate(asStranger, application.id, { stars: 1 })).statusCode).toBe(404);
    expect((await getRatings(owner.headers, 987_654_321)).statusCode).toBe(404);
    expect((await unrate(owner.headers, 987_654_321)).statusCode).toBe(404);
    // Signed out.
    expect((await t.app.inject({ url: ratingsUrl(application.id) })).statusCode).toBe(401);

    expect(await ratingsSeenBy(owner, application.id)).toMatchObject({ average: 5, count: 1 });
  });

  it("never shows in the applicant's own answers, signed in or by the status link", async () => {
    const { owner, listing } = await team();
    const seeker = await buildSession(t);
    const signedIn = await buildApplication(t, { listing, userId: seeker.user.id, email: seeker.user.email });
    const token = newToken();
    const anonymous = await buildApplication(t, { listing, statusTokenHash: hashToken(token) });
    await rated(owner, signedIn.id, { stars: 2, note: "Secret-team-note-1" });
    await rated(owner, anonymous.id, { stars: 2, note: "Secret-team-note-2" });

    for (const res of [
      await t.app.inject({ url: "/capi/user/applications", headers: seeker.headers }),
      await t.app.inject({ url: `/capi/user/applications/${signedIn.id}`, headers: seeker.headers }),
      await t.app.inject({ url: `/capi/application-status/${anonymous.id}?token=${token}` }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/Secret-team-note|rating|stars/i);
    }
  });
});

describe("ratings and the applicant's data", () => {
  it("the signed-in applicant's export holds the ratings of their applications, without the members' names", async () => {
    const { owner, recruiter, listing } = await team();
    const seeker = await buildSession(t);
    const application = await buildApplication(t, { listing, userId: seeker.user.id, email: seeker.user.email });
    await rated(owner, application.id, { stars: 4, note: "Friendly and precise." });
    await rated(recruiter, application.id, { stars: 3 });

    const res = await t.app.inject({ url: "/capi/user/data-export", headers: seeker.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as TDataExport;
    const exported = data.applications.find((a) => a.id === application.id);
    expect(exported?.ratings).toEqual([
      { stars: 4, note: "Friendly and precise.", created_at: expect.any(String), updated_at: expect.any(String) },
      { stars: 3, note: "", created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    expect(res.body).not.toContain("Olivia");
    expect(res.body).not.toContain("Recruiter");
  });

  it("the anonymous applicant's export by code holds them too", async () => {
    const { owner, listing } = await team();
    const email = `anon-${newToken().slice(0, 8).toLowerCase()}@example.com`;
    const application = await buildApplication(t, { listing, email });
    await rated(owner, application.id, { stars: 5, note: "Best so far." });

    const browser = testBrowser(t);
    expect((await browser.post("/capi/data-requests/code", { email, language: "en" })).statusCode).toBe(200);
    const verified = await browser.post("/capi/data-requests/verify", {
      email,
      code: await codeFromMail(t.database.db, email),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const exported = await postJson(t, "/capi/data-requests/export", {
      token: (verified.json() as { token: string }).token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json() as TDataExport;
    expect(data.applications.find((a) => a.id === application.id)?.ratings).toMatchObject([
      { stars: 5, note: "Best so far." },
    ]);
  });

  it("go with the application, go with the rating member's account, and go when the applicant erases their data", async () => {
    const { owner, recruiter, listing } = await team();
    const seeker = await buildSession(t);
    const kept: Application = await buildApplication(t, { listing, userId: seeker.user.id, email: seeker.user.email });
    const deleted = await buildApplication(t, { listing });
    await rated(owner, kept.id, { stars: 4, note: "Mentions Anna by name" });
    await rated(recruiter, kept.id, { stars: 2, note: "Recruiter's view" });
    await rated(owner, deleted.id, { stars: 1 });

    // The application deleted (retention, an erased anonymous applicant): its ratings go along.
    await t.database.db.delete(applications).where(eq(applications.id, deleted.id));
    expect(
      await t.database.db.select().from(applicationRatings).where(eq(applicationRatings.applicationId, deleted.id)),
    ).toEqual([]);

    // The recruiter deletes their account: their ratings go with it, the owner's stay.
    const gone = await postJson(
      t,
      "/capi/user/account-deletion",
      { confirm_email: recruiter.user.email },
      recruiter.headers,
    );
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await ratingsSeenBy(owner, kept.id)).toMatchObject({
      average: 4,
      count: 1,
      items: [{ name: "Olivia Owner", stars: 4, note: "Mentions Anna by name" }],
    });

    // The applicant deletes their account: the application stays anonymised, without its ratings.
    const erased = await postJson(
      t,
      "/capi/user/account-deletion",
      { confirm_email: seeker.user.email },
      seeker.headers,
    );
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await ratingsSeenBy(owner, kept.id)).toEqual({ average: null, count: 0, items: [], mine: null });
    expect((await listedRatings(owner)).get(kept.id)).toEqual({ average: null, count: 0 });
  });
});
