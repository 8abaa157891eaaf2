import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEmployerHit, TSearchEmployersResponse, TSearchMapResponse } from "@jobatlas/contract";
import {
  buildAddress,
  buildApplication,
  buildEmptyOrganization,
  buildListing,
  buildSession,
} from "../../test/factories";
import { buildTestApp, waitForSearchIndex, type TestApp } from "../../test/test-app";

// ADR 073: a region limits the search to its cantons (not to its box), the card shows the place of
// the matching listings, and listings the seeker applied to carry `applied`.
let t: TestApp;
type Place = { city: string; postalCode: string; canton: string; lat: number; lng: number };
const ZURICH: Place = { city: "Zürich", postalCode: "8001", canton: "ZH", lat: 47.3717, lng: 8.5423 };
const WINTERTHUR: Place = { city: "Winterthur", postalCode: "8400", canton: "ZH", lat: 47.4988, lng: 8.7237 };
const ST_GALLEN: Place = { city: "St. Gallen", postalCode: "9000", canton: "SG", lat: 47.4239, lng: 9.3748 };
const CHUR: Place = { city: "Chur", postalCode: "7000", canton: "GR", lat: 46.8499, lng: 9.5329 };
const VADUZ: Place = { city: "Vaduz", postalCode: "9490", canton: "LI", lat: 47.141, lng: 9.5209 };
const BELLINZONA: Place = { city: "Bellinzona", postalCode: "6500", canton: "TI", lat: 46.1955, lng: 9.0238 };

async function search(query: string, headers: Record<string, string> = {}): Promise<TSearchEmployersResponse> {
  const res = await t.app.inject({ url: `/capi/search/employers?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const byName = (r: { items: TEmployerHit[] }) => r.items.map((hit) => hit.name).sort();

/** An employer with addresses at these places (the first is its head office) and a listing at each of `listingsAt`. */
async function employer(name: string, places: Place[], listingsAt: Place[], title = "Beuteltierpfleger/in") {
  const organization = await buildEmptyOrganization(t, { name, sectors: ["J62"] });
  const addressIds = new Map<Place, number>();
  for (const place of places)
    addressIds.set(place, (await buildAddress(t, { organizationId: organization.id, ...place })).id);
  const listings = [];
  for (const place of listingsAt)
    listings.push(
      await buildListing(t, {
        organizationId: organization.id,
        addressId: addressIds.get(place)!,
        title: `${title} ${place.city}`,
      }),
    );
  return { organization, listings };
}

beforeAll(async () => {
  t = await buildTestApp();
  await waitForSearchIndex(t);
  await employer("Säntis Wombat AG", [ST_GALLEN], [ST_GALLEN]);
  await employer("Rhein Wombat Anstalt", [VADUZ], [VADUZ]);
  await employer("Limmat Wombat AG", [ZURICH], [ZURICH]);
  await employer("Castello Wombat SA", [BELLINZONA], [BELLINZONA]);
  // Head office in Zürich, a job in St. Gallen: in the east by its listing.
  await employer("Filiale Wombat AG", [ZURICH, ST_GALLEN], [ST_GALLEN]);
  // Matched by its name only (no listing): in the east by its address in Chur.
  await employer("Wombatverband Schweiz", [ZURICH, CHUR], []);
  await t.searchCaughtUp();
});
afterAll(() => t.app.close());

describe("a region in the search", () => {
  it("counts only listings and addresses in the region's cantons, not everything in its box", async () => {
    // "wombat" is in the names: employers matched by their own fields, found by their addresses.
    const all = await search("query=wombat");
    expect(all.count).toBe(6);
    const east = await search("query=wombat&region=east");
    // Zürich and Bellinzona lie inside the box of the eastern cantons, but not in them.
    expect(byName(east)).toEqual([
      "Filiale Wombat AG",
      "Rhein Wombat Anstalt",
      "Säntis Wombat AG",
      "Wombatverband Schweiz",
    ]);
    expect(east.count).toBe(4);
    const places = Object.fromEntries(east.items.map((hit) => [hit.name, hit.location?.city]));
    expect(places).toMatchObject({ "Filiale Wombat AG": "St. Gallen", "Wombatverband Schweiz": "Chur" });
    expect(byName(await search("query=wombat&region=zurich"))).toEqual([
      "Filiale Wombat AG",
      "Limmat Wombat AG",
      "Wombatverband Schweiz",
    ]);
    expect(byName(await search("query=wombat&region=ticino"))).toEqual(["Castello Wombat SA"]);
    expect((await search("query=wombat&region=switzerland")).count).toBe(6);

    // The listings' word: listings by their place (the head office in Zürich does not count).
    const jobsEast = await search("query=beuteltierpfleger&region=east");
    expect(byName(jobsEast)).toEqual(["Filiale Wombat AG", "Rhein Wombat Anstalt", "Säntis Wombat AG"]);
    expect(jobsEast.items.find((hit) => hit.name === "Filiale Wombat AG")?.location?.city).toBe("St. Gallen");
    expect(byName(await search("query=beuteltierpfleger&region=zurich"))).toEqual(["Limmat Wombat AG"]);
  });

  it("gives the map the same employers", async () => {
    const res = await t.app.inject({ url: "/capi/search/map?query=beuteltierpfleger&region=east&zoom=9" });
    expect(res.statusCode, res.body).toBe(200);
    const clusters = (res.json() as TSearchMapResponse).clusters;
    expect(clusters.reduce((n, c) => n + c.count, 0)).toBe(3);
    for (const c of clusters) expect(c.lng, JSON.stringify(c)).toBeGreaterThan(9);
  });

  it("refuses a region that does not exist", async () => {
    for (const path of ["employers", "map"]) {
      const res = await t.app.inject({ url: `/capi/search/${path}?region=mars` });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail[0].loc.at(-1)).toBe("region");
    }
  });
});

describe("the place on an employer's card", () => {
  it("is that of its matching listings, the nearest to the search's centre, not the head office", async () => {
    await employer("Zweigstellen Koala AG", [ZURICH, WINTERTHUR, ST_GALLEN], [WINTERTHUR, ST_GALLEN], "Koalatiker/in");
    await t.searchCaughtUp();
    // Centred on Zürich: the head office is nearest, but the job is in Winterthur.
    const nearZurich = await search("query=koalatiker&west=8.0&south=47.2&east=9.1&north=47.55");
    expect(nearZurich.items[0]?.location?.city).toBe("Winterthur");
    const nearStGallen = await search("query=koalatiker&location=9000%20St.%20Gallen&radius=100");
    expect(nearStGallen.items[0]?.location?.city).toBe("St. Gallen");
    // Without a centre: the place of its best listing, never the head office without a job.
    const anywhere = await search("query=koalatiker");
    expect(["Winterthur", "St. Gallen"]).toContain(anywhere.items[0]?.location?.city);
  });
});

describe("the applied mark", () => {
  it("marks the listings with the seeker's open application, for that seeker only", async () => {
    const { organization, listings } = await employer(
      "Bewerbungs Numbat AG",
      [ZURICH, WINTERTHUR, ST_GALLEN],
      [ZURICH, WINTERTHUR, ST_GALLEN],
      "Numbatiker/in",
    );
    const [pending, withdrawn, none] = listings;
    const seeker = await buildSession(t);
    const other = await buildSession(t);
    await buildApplication(t, { listing: pending!, userId: seeker.user.id, email: seeker.user.email });
    await buildApplication(t, {
      listing: withdrawn!,
      userId: seeker.user.id,
      email: seeker.user.email,
      status: "withdrawn",
      closedBy: "user",
    });
    await buildApplication(t, { listing: none!, userId: other.user.id, email: other.user.email });
    await t.searchCaughtUp();

    const marks = (result: TSearchEmployersResponse) =>
      Object.fromEntries(
        result.items.find((hit) => hit.id === organization.id)!.listings.map((l) => [l.id, l.applied]),
      );
    expect(marks(await search("query=numbatiker", seeker.headers))).toEqual({
      [pending!.id]: true,
      [withdrawn!.id]: false,
      [none!.id]: false,
    });
    expect(marks(await search("query=numbatiker", other.headers))).toEqual({
      [pending!.id]: false,
      [withdrawn!.id]: false,
      [none!.id]: true,
    });
    // A visitor's listings carry no mark.
    expect(marks(await search("query=numbatiker"))).toEqual({
      [pending!.id]: undefined,
      [withdrawn!.id]: undefined,
      [none!.id]: undefined,
    });
  });
});
