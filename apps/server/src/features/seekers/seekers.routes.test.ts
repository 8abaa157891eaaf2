import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ZSeekerProfileResponse, type TSeekerProfileRequest } from "@jobatlas/contract";
import { likes, organizations, seekerProfiles } from "../../db/schema";
import { buildEmptyOrganization, buildSession, type SessionHeaders } from "../../test/factories";
import { buildTestApp, csrfHeaders, jsonHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await waitForSearchIndex(t); // the watchlist lists its employers from the search index
});
afterAll(() => t.app.close());

const likeUrl = (companyId: number | string) => `/capi/user/likes/${companyId}`;
const putLike = (headers: Record<string, string>, companyId: number | string) =>
  t.app.inject({ method: "PUT", url: likeUrl(companyId), headers });
const deleteLike = (headers: Record<string, string>, companyId: number | string) =>
  t.app.inject({ method: "DELETE", url: likeUrl(companyId), headers });
const listLikes = (headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/capi/user/likes${query}`, headers });

async function likeRows(userId: number, companyId: number) {
  return t.database.db
    .select()
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.organizationId, companyId)));
}

const PROFILE: TSeekerProfileRequest = {
  job_titles: ["Informatiker/in EFZ", "Applikationsentwickler/in"],
  about: "Fünf Jahre Erfahrung in der Entwicklung von Webanwendungen.",
  skills: ["TypeScript", "PostgreSQL"],
  sectors: ["J62", "M70"],
  workload_min: 80,
  workload_max: 100,
  remote_types: ["hybrid", "remote"],
  region: "zurich",
};

const putProfile = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/capi/user/seeker-profile",
    headers: { ...headers, "content-type": "application/json" },
    payload: payload as object,
  });

describe("signed out", () => {
  it.each([
    ["GET", "/capi/user/likes"],
    ["PUT", "/capi/user/likes/1"],
    ["DELETE", "/capi/user/likes/1"],
    ["PUT", "/capi/user/likes/abc"],
    ["GET", "/capi/user/seeker-profile"],
    ["PUT", "/capi/user/seeker-profile"],
  ] as const)("%s %s answers 401 NotAuthenticated", async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: method === "PUT" ? jsonHeaders : csrfHeaders,
      // An invalid body: 401 comes first, before the body is looked at.
      ...(method === "PUT" ? { payload: { job_titles: 1 } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
  });

  it("a like without the CSRF header answers 403", async () => {
    const { token } = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    const res = await t.app.inject({
      method: "PUT",
      url: likeUrl(company.id),
      headers: { cookie: `sessionid=${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("PUT and DELETE /capi/user/likes/{company_id}", () => {
  it("likes and unlikes a company, both idempotent", async () => {
    const { user, headers } = await buildSession(t);
    const company = await buildEmptyOrganization(t);

    for (let i = 0; i < 2; i++) {
      const res = await putLike(headers, company.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ company_id: company.id, liked: true });
    }
    expect(await likeRows(user.id, company.id)).toHaveLength(1);
    expect((await listLikes(headers)).json().count).toBe(1);
    expect((await t.app.inject({ url: `/capi/companies/${company.id}`, headers })).json().liked).toBe(true);

    for (let i = 0; i < 2; i++) {
      const res = await deleteLike(headers, company.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ company_id: company.id, liked: false });
    }
    expect(await likeRows(user.id, company.id)).toHaveLength(0);
    expect((await listLikes(headers)).json().count).toBe(0);
    expect((await t.app.inject({ url: `/capi/companies/${company.id}`, headers })).json().liked).toBe(false);
  });

  it("a second like keeps the time of the first", async () => {
    const { user, headers } = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    await putLike(headers, company.id);
    const [first] = await likeRows(user.id, company.id);
    await putLike(headers, company.id);
    const [second] = await likeRows(user.id, company.id);
    expect(second?.createdAt).toEqual(first?.createdAt);
  });

  it("unliking a company never liked answers liked false", async () => {
    const { headers } = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    const res = await deleteLike(headers, company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: company.id, liked: false });
  });

  it.each(["999999", "abc", "0", "-3", "1.5", "99999999999999999999"])(
    "liking the company %s answers 404 and stores nothing",
    async (id) => {
      const { headers } = await buildSession(t);
      const res = await putLike(headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
      expect((await listLikes(headers)).json().count).toBe(0);
    },
  );

  it("unliking a non-numeric id answers 404 like the other calls", async () => {
    const { headers } = await buildSession(t);
    expect((await deleteLike(headers, "abc")).statusCode).toBe(404);
  });

  it("keeps each user's likes apart", async () => {
    const anna = await buildSession(t);
    const beat = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    const other = await buildEmptyOrganization(t);

    await putLike(anna.headers, company.id);
    await putLike(beat.headers, other.id);

    expect((await listLikes(anna.headers)).json().count).toBe(1);
    expect((await listLikes(beat.headers)).json().count).toBe(1);
    expect(await likeRows(beat.user.id, company.id)).toHaveLength(0);
    expect((await t.app.inject({ url: `/capi/companies/${company.id}`, headers: beat.headers })).json().liked).toBe(
      false,
    );

    // Beat unliking Anna's company leaves Anna's like alone.
    await deleteLike(beat.headers, company.id);
    expect(await likeRows(anna.user.id, company.id)).toHaveLength(1);
    expect((await t.app.inject({ url: `/capi/companies/${company.id}`, headers: anna.headers })).json().liked).toBe(
      true,
    );
  });

  it("a deleted company leaves the watchlist", async () => {
    const { headers } = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    await putLike(headers, company.id);
    await t.database.db.delete(organizations).where(eq(organizations.id, company.id));
    expect((await listLikes(headers)).json()).toEqual({ items: [], count: 0 });
  });
});

describe("GET /capi/user/likes", () => {
  let headers: SessionHeaders;
  beforeAll(async () => {
    ({ headers } = await buildSession(t));
  });

  it("is empty for a new user", async () => {
    const res = await listLikes(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], count: 0 });
  });

  it.each([
    ["?limit=101", "limit"],
    ["?limit=0", "limit"],
    ["?offset=-1", "offset"],
    ["?liked=true", "liked"],
  ])("answers 400 ValidationError for %s", async (query, field) => {
    const res = await listLikes(headers, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["query", field] }] });
  });

  it("accepts paging within bounds", async () => {
    expect((await listLikes(headers, "?limit=100&offset=5")).statusCode).toBe(200);
  });
});

describe("GET and PUT /capi/user/seeker-profile", () => {
  it("is empty and not completed before the first save", async () => {
    const { headers } = await buildSession(t);
    const res = await t.app.inject({ url: "/capi/user/seeker-profile", headers });
    expect(res.statusCode).toBe(200);
    expect(ZSeekerProfileResponse.strict().parse(res.json())).toEqual({
      job_titles: [],
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
      completed: false,
      updated_at: null,
    });
  });

  it("stores the whole profile and answers it completed; GET answers the same", async () => {
    const { headers } = await buildSession(t);
    const saved = await putProfile(headers, PROFILE);
    expect(saved.statusCode).toBe(200);
    const body = ZSeekerProfileResponse.strict().parse(saved.json());
    expect(body).toEqual({ ...PROFILE, completed: true, updated_at: expect.any(String) });
    expect(new Date(body.updated_at!).getTime()).not.toBeNaN();

    const read = await t.app.inject({ url: "/capi/user/seeker-profile", headers });
    expect(read.json()).toEqual(body);
  });

  it("leaves out a stored sector or region that no longer exists instead of failing", async () => {
    const { headers, user } = await buildSession(t);
    await putProfile(headers, PROFILE);
    await t.database.db
      .update(seekerProfiles)
      .set({ sectors: ["J62", "Z99"], region: "atlantis" })
      .where(eq(seekerProfiles.userId, user.id));
    const read = await t.app.inject({ url: "/capi/user/seeker-profile", headers });
    expect(read.statusCode).toBe(200);
    expect(ZSeekerProfileResponse.strict().parse(read.json())).toMatchObject({ sectors: ["J62"], region: null });
  });

  it("replaces every field on the next save", async () => {
    const { headers } = await buildSession(t);
    await putProfile(headers, PROFILE);
    const next: TSeekerProfileRequest = {
      job_titles: ["Pflegefachfrau HF"],
      about: "",
      skills: [],
      sectors: ["Q86"],
      workload_min: null,
      workload_max: 60,
      remote_types: [],
      region: null,
    };
    expect((await putProfile(headers, next)).json()).toMatchObject({ ...next, completed: true });
    expect((await t.app.inject({ url: "/capi/user/seeker-profile", headers })).json()).toMatchObject({
      ...next,
      completed: true,
    });
  });

  it("trims texts and drops repeated entries", async () => {
    const { headers } = await buildSession(t);
    const res = await putProfile(headers, {
      ...PROFILE,
      job_titles: ["  Koch/Köchin EFZ ", "Koch/Köchin EFZ"],
      skills: ["Patisserie", "Patisserie"],
      sectors: ["I56", "I56"],
      remote_types: ["on_site", "on_site"],
      about: "  Gelernter Koch.  ",
    });
    expect(res.json()).toMatchObject({
      job_titles: ["Koch/Köchin EFZ"],
      skills: ["Patisserie"],
      sectors: ["I56"],
      remote_types: ["on_site"],
      about: "Gelernter Koch.",
    });
  });

  it("keeps each user's profile apart", async () => {
    const anna = await buildSession(t);
    const beat = await buildSession(t);
    await putProfile(anna.headers, PROFILE);
    expect((await t.app.inject({ url: "/capi/user/seeker-profile", headers: beat.headers })).json()).toMatchObject({
      completed: false,
      job_titles: [],
    });
  });

  it.each([
    ["an unknown sector code", { sectors: ["J62", "X99"] }, ["body", "sectors", 1]],
    ["workload_max below workload_min", { workload_min: 80, workload_max: 50 }, ["body", "workload_max"]],
    ["a workload over 100", { workload_max: 120 }, ["body", "workload_max"]],
    ["an unknown region", { region: "mars" }, ["body", "region"]],
    ["an unknown remote type", { remote_types: ["sometimes"] }, ["body", "remote_types", 0]],
    ["an empty job title", { job_titles: ["  "] }, ["body", "job_titles", 0]],
    [
      "more than 10 job titles",
      { job_titles: Array.from({ length: 11 }, (_, i) => `Titel ${i}`) },
      ["body", "job_titles"],
    ],
    ["an unknown field", { salary: 100_000 }, ["body", "salary"]],
  ])("answers 400 ValidationError for %s", async (_label, change, loc) => {
    const { headers } = await buildSession(t);
    const res = await putProfile(headers, { ...PROFILE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe("ValidationError");
    expect(res.json().detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc })]));
    // Nothing was stored.
    expect((await t.app.inject({ url: "/capi/user/seeker-profile", headers })).json().completed).toBe(false);
  });

  it("answers 400 for a missing field (the whole profile is sent)", async () => {
    const { headers } = await buildSession(t);
    const { region: _region, ...withoutRegion } = PROFILE;
    const res = await putProfile(headers, withoutRegion);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ["body", "region"] })]));
  });

  it("words the messages in the request's language", async () => {
    const { headers } = await buildSession(t);
    const en = await putProfile({ ...headers, "accept-language": "en" }, { ...PROFILE, sectors: ["X99"] });
    const de = await putProfile({ ...headers, "accept-language": "de" }, { ...PROFILE, sectors: ["X99"] });
    expect(en.json().detail[0].msg).not.toEqual(de.json().detail[0].msg);
  });
});
