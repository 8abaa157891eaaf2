import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type {
  TEmployerHit,
  THiddenEmployersResponse,
  TSearchEmployersResponse,
  TSearchMapResponse,
} from "@jobatlas/contract";
import { hiddenEmployers, users } from "../../db/schema";
import {
  buildAddress,
  buildEmptyOrganization,
  buildListing,
  buildSession,
  type BuiltSession,
} from "../../test/factories";
import { testClock } from "../../test/clock";
import { buildTestApp, csrfHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";

// Hidden employers (ADR 073): the list, hide and show again, and their absence from the seeker's
// search results — the list, its count and the map.
const clock = testClock(new Date("2026-03-02T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await waitForSearchIndex(t);
});
afterAll(() => t.app.close());

const url = (companyId: number | string) => `/capi/user/hidden-employers/${companyId}`;
const hide = (session: BuiltSession, companyId: number | string) =>
  t.app.inject({ method: "PUT", url: url(companyId), headers: session.headers });
const showAgain = (session: BuiltSession, companyId: number | string) =>
  t.app.inject({ method: "DELETE", url: url(companyId), headers: session.headers });
const list = async (session: BuiltSession, query = ""): Promise<THiddenEmployersResponse> => {
  const res = await t.app.inject({ url: `/capi/user/hidden-employers${query}`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An employer with an address and one listing, findable by `word`. */
async function employer(
  name: string,
  place: { city: string; postalCode: string; canton: string; lat: number; lng: number },
) {
  const organization = await buildEmptyOrganization(t, { name, sectors: ["J62"] });
  const address = await buildAddress(t, { organizationId: organization.id, ...place });
  await buildListing(t, { organizationId: organization.id, addressId: address.id, title: `Quokkamatiker/in ${name}` });
  return organization;
}

const BERN = { city: "Bern", postalCode: "3011", canton: "BE", lat: 46.948, lng: 7.4474 };
const THUN = { city: "Thun", postalCode: "3600", canton: "BE", lat: 46.758, lng: 7.628 };
const VIEW = "north=47.1&south=46.6&east=7.8&west=7.2";

describe("GET, PUT and DELETE /capi/user/hidden-employers", () => {
  it("hides and shows again, both idempotent, and lists the user's own hidden employers newest first", async () => {
    const anna = await buildSession(t);
    const beat = await buildSession(t);
    const first = await buildEmptyOrganization(t, { name: "Erste Versteck AG" });
    const second = await buildEmptyOrganization(t, { name: "Zweite Versteck AG" });

    expect(await list(anna)).toEqual({ items: [], count: 0 });
    let res = await hide(anna, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ company_id: first.id, hidden: true });
    clock.advanceMinutes(1);
    expect((await hide(anna, second.id)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    // Hiding again keeps the first time (and the order).
    expect((await hide(anna, first.id)).json()).toEqual({ company_id: first.id, hidden: true });

    const listed = await list(anna);
    expect(listed.count).toBe(2);
    expect(listed.items.map((e) => [e.company_id, e.name])).toEqual([
      [second.id, "Zweite Versteck AG"],
      [first.id, "Erste Versteck AG"],
    ]);
    expect(listed.items[0]).toMatchObject({ slug: second.slug, hidden_at: "2026-03-02T09:01:00.000Z" });
    expect((await list(anna, "?limit=1&offset=1")).items.map((e) => e.company_id)).toEqual([first.id]);
    expect(await list(beat)).toEqual({ items: [], count: 0 });

    res = await showAgain(anna, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: second.id, hidden: false });
    expect((await showAgain(anna, second.id)).json()).toEqual({ company_id: second.id, hidden: false });
    // Another user's "show again" touches nothing of anna's.
    expect((await showAgain(beat, first.id)).statusCode).toBe(200);
    expect((await list(anna)).items.map((e) => e.company_id)).toEqual([first.id]);
  });

  it("answers 404 for an unknown company or a path that is no id, 401 signed out, 403 without the CSRF header", async () => {
    const anna = await buildSession(t);
    for (const id of ["999999999", "abc", "0"]) {
      const res = await hide(anna, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    const company = await buildEmptyOrganization(t);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: method === "GET" ? "/capi/user/hidden-employers" : url(company.id),
        headers: csrfHeaders,
      });
      expect(res.statusCode, method).toBe(401);
      expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
    }
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: url(company.id), headers: { cookie: `sessionid=${anna.token}` } });
      expect(res.statusCode, method).toBe(403);
    }
    expect((await list(anna)).count).toBe(0);
  });

  it("goes with the account", async () => {
    const anna = await buildSession(t);
    const company = await buildEmptyOrganization(t);
    await hide(anna, company.id);
    const rows = () => t.database.db.select().from(hiddenEmployers).where(eq(hiddenEmployers.userId, anna.user.id));
    expect(await rows()).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.id, anna.user.id));
    expect(await rows()).toHaveLength(0);
  });
});

describe("hidden employers in the seeker's search", () => {
  it("leave the list, its count and the map, for that seeker only, and come back when shown again", async () => {
    const bern = await employer("Aare Quokka AG", BERN);
    const thun = await employer("Thuner Quokka GmbH", THUN);
    const anna = await buildSession(t);
    const beat = await buildSession(t);
    await t.searchCaughtUp();

    const search = async (session: BuiltSession) => {
      const res = await t.app.inject({
        url: `/capi/search/employers?query=quokkamatiker&${VIEW}`,
        headers: session.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: TSearchEmployersResponse = res.json();
      return { ids: body.items.map((hit: TEmployerHit) => hit.id).sort(), count: body.count };
    };
    const mapped = async (session: BuiltSession, query = "query=quokkamatiker&") => {
      const res = await t.app.inject({ url: `/capi/search/map?${query}${VIEW}&zoom=12`, headers: session.headers });
      expect(res.statusCode, res.body).toBe(200);
      const body: TSearchMapResponse = res.json();
      return body.clusters.flatMap((c) => (c.company_id === undefined ? [] : [c.company_id]));
    };
    const both = [bern.id, thun.id].sort();
    expect(await search(anna)).toEqual({ ids: both, count: 2 });
    expect(await mapped(anna)).toEqual(expect.arrayContaining(both));

    expect((await hide(anna, bern.id)).statusCode).toBe(200);
    expect(await search(anna)).toEqual({ ids: [thun.id], count: 1 });
    expect(await mapped(anna)).toEqual([thun.id]);
    // Without words too (the map's unfiltered path), and a liked-only search.
    expect(await mapped(anna, "")).not.toContain(bern.id);
    expect(await mapped(anna, "")).toContain(thun.id);
    await t.app.inject({ method: "PUT", url: `/capi/user/likes/${bern.id}`, headers: anna.headers });
    const liked = await t.app.inject({ url: `/capi/search/employers?liked=true`, headers: anna.headers });
    expect(liked.json()).toMatchObject({ items: [], count: 0 });
    // Another seeker still finds it.
    expect(await search(beat)).toEqual({ ids: both, count: 2 });

    expect((await showAgain(anna, bern.id)).statusCode).toBe(200);
    expect(await search(anna)).toEqual({ ids: both, count: 2 });
    expect(await mapped(anna)).toEqual(expect.arrayContaining(both));
  });
});
