import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TEmployerHit } from "@jobatlas/contract";
import { buildAddress, buildEmptyOrganization, buildListing, buildSession } from "../../test/factories";
import { testClock } from "../../test/clock";
import { buildTestApp, type TestApp, UNTIL_DONE } from "../../test/test-app";

// The watchlist shows liked employers as search hits, so these wait until the search index
// (features/search) has taken in the rows the test wrote (its change feed: within 2 s).
const clock = testClock(new Date("2026-03-02T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const listLikes = (headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/capi/user/likes${query}`, headers });

async function employer(name: string, city: string, postalCode: string) {
  const organization = await buildEmptyOrganization(t, { name, sectors: ["J62"] });
  await buildAddress(t, { organizationId: organization.id, city, postalCode });
  await buildListing(t, { organizationId: organization.id, title: `Entwickler/in bei ${name}` });
  return organization;
}

describe("GET /capi/user/likes with the liked employers", () => {
  it("lists the liked employers as search hits, newest like first, paged, for their user only", async () => {
    const first = await employer("Rhein Daten AG", "Basel", "4051");
    const second = await employer("Reuss Digital GmbH", "Luzern", "6003");
    const third = await employer("Ticino Web SA", "Lugano", "6900");
    await employer("Nicht gemocht AG", "Zürich", "8005");
    const anna = await buildSession(t);
    const beat = await buildSession(t);

    for (const company of [first, second, third]) {
      clock.advanceMinutes(1);
      const res = await t.app.inject({ method: "PUT", url: `/capi/user/likes/${company.id}`, headers: anna.headers });
      expect(res.statusCode).toBe(200);
    }

    await vi.waitFor(async () => {
      const res = await listLikes(anna.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(3);
      expect(body.items.map((hit: TEmployerHit) => [hit.id, hit.name])).toEqual([
        [third.id, "Ticino Web SA"],
        [second.id, "Reuss Digital GmbH"],
        [first.id, "Rhein Daten AG"],
      ]);
    }, UNTIL_DONE);

    const hits: TEmployerHit[] = (await listLikes(anna.headers)).json().items;
    expect(hits.every((hit) => hit.liked)).toBe(true);
    expect(hits[0]).toMatchObject({ slug: third.slug, location: { city: "Lugano", postal_code: "6900" } });
    expect(hits[0]?.open_listings_count).toBe(1);

    const page = (await listLikes(anna.headers, "?limit=2&offset=1")).json();
    expect(page.count).toBe(3);
    expect(page.items.map((hit: TEmployerHit) => hit.id)).toEqual([second.id, first.id]);

    // Another user sees none of them.
    expect((await listLikes(beat.headers)).json()).toEqual({ items: [], count: 0 });

    // Unliking takes it off at once.
    await t.app.inject({ method: "DELETE", url: `/capi/user/likes/${second.id}`, headers: anna.headers });
    const after = (await listLikes(anna.headers)).json();
    expect(after.count).toBe(2);
    expect(after.items.map((hit: TEmployerHit) => hit.id)).toEqual([third.id, first.id]);
  });
});
