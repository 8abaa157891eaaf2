/**
 * The jobs view (ADR 072): GET /capi/search/listings in its four orders, with the search's
 * filters, the "new" badge by the injected clock, and the map counting listings with view=jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ZSearchListingsResponse,
  ZSearchMapResponse,
  type TSearchListingsResponse,
  type TSearchMapResponse,
} from "@jobatlas/contract";
import { buildAddress, buildEmptyOrganization, buildJob, buildListing, buildSession } from "../../test/factories";
import { buildTestApp, waitForSearchIndex, type TestApp } from "../../test/test-app";
import { addDays, todayInZurich } from "../../lib/dates";

let t: TestApp;
/** The app's clock: tests move it to see the "new" badge go. */
let clock = new Date("2026-12-09T09:00:00Z");
const BERN = { postalCode: "3011", city: "Bern", canton: "BE", lat: 46.948, lng: 7.4474 };
const THUN = { postalCode: "3600", city: "Thun", canton: "BE", lat: 46.758, lng: 7.628 };
const GENEVA = { postalCode: "1204", city: "Genève", canton: "GE", lat: 46.2017, lng: 6.1469 };
const SWITZERLAND = "north=48&south=45.8&east=10.5&west=5.9";

const listing = {} as Record<"bauleiter" | "polier" | "software" | "bauleiterGeneva" | "zimmermann", number>;
const org = {} as Record<"alpen" | "limmat" | "leman" | "thun", number>;

async function listings(query: string, headers: Record<string, string> = {}): Promise<TSearchListingsResponse> {
  const res = await t.app.inject({ url: `/capi/search/listings?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (r: TSearchListingsResponse) => r.items.map((i) => i.id);
const named = (...names: (keyof typeof listing)[]) => names.map((n) => listing[n]);

async function map(query: string): Promise<TSearchMapResponse> {
  const res = await t.app.inject(`/capi/search/map?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const total = (m: TSearchMapResponse) => m.clusters.reduce((sum, c) => sum + c.count, 0);

beforeAll(async () => {
  t = await buildTestApp(undefined, { now: () => clock });
  const today = todayInZurich(clock);

  const alpen = await buildEmptyOrganization(t, { name: "Alpen Bau AG", sectors: ["F41"] });
  org.alpen = alpen.id;
  const bern = await buildAddress(t, { organizationId: alpen.id, ...BERN });
  const bauleiterJob = await buildJob(t, { organizationId: alpen.id, title: "Bauleiter/in Hochbau" });
  listing.bauleiter = (
    await buildListing(t, {
      job: bauleiterJob,
      addressId: bern.id,
      publishedOn: today,
      salaryMin: 90_000,
      salaryMax: 110_000,
      workloadMin: 80,
      workloadMax: 100,
      employmentType: "full_time",
    })
  ).id;
  const polierJob = await buildJob(t, { organizationId: alpen.id, title: "Polier/in" });
  listing.polier = (
    await buildListing(t, { job: polierJob, addressId: bern.id, publishedOn: addDays(today, -5), workloadMin: 100 })
  ).id;

  const limmat = await buildEmptyOrganization(t, { name: "Limmat Software AG", sectors: ["J62"] });
  org.limmat = limmat.id;
  const zurich = await buildAddress(t, { organizationId: limmat.id });
  const softwareJob = await buildJob(t, {
    organizationId: limmat.id,
    title: "Software-Entwickler/in",
    roleAndResponsibilities: "Du baust Software für jede Bauleiterin und jeden Bauleiter.",
  });
  listing.software = (
    await buildListing(t, {
      job: softwareJob,
      addressId: zurich.id,
      publishedOn: addDays(today, -1),
      salaryMin: 130_000,
      salaryMax: 150_000,
      remoteType: "hybrid",
    })
  ).id;

  const leman = await buildEmptyOrganization(t, { name: "Léman Construction SA", sectors: ["F41"] });
  org.leman = leman.id;
  const geneva = await buildAddress(t, { organizationId: leman.id, ...GENEVA });
  const genevaJob = await buildJob(t, { organizationId: leman.id, title: "Bauleiter/in Tiefbau", language: "fr" });
  listing.bauleiterGeneva = (
    await buildListing(t, {
      job: genevaJob,
      addressId: geneva.id,
      publishedOn: addDays(today, -10),
      salaryMin: 80_000,
      employmentType: "part_time",
      workloadMin: 50,
      workloadMax: 60,
    })
  ).id;

  const thun = await buildEmptyOrganization(t, { name: "Thuner Holzbau GmbH", sectors: ["F43"] });
  org.thun = thun.id;
  const thunAddress = await buildAddress(t, { organizationId: thun.id, ...THUN });
  const zimmermannJob = await buildJob(t, { organizationId: thun.id, title: "Zimmermann/Zimmerin EFZ" });
  listing.zimmermann = (
    await buildListing(t, {
      job: zimmermannJob,
      addressId: thunAddress.id,
      publishedOn: addDays(today, -2),
      salaryMax: 100_000,
    })
  ).id;

  // An employer without listings: in the employers view, never in the jobs view.
  const pool = await buildEmptyOrganization(t, { name: "Bauleiter Pool Bern", sectors: ["N78"] });
  await buildAddress(t, { organizationId: pool.id, ...BERN });
  await waitForSearchIndex(t);
});

afterAll(async () => {
  await t?.app.close();
});

describe("GET /capi/search/listings", () => {
  it("lists every live listing by relevance (newest first without words), with employer, place, salary and date", async () => {
    const all = await listings("");
    expect(ids(all)).toEqual(named("bauleiter", "software", "zimmermann", "polier", "bauleiterGeneva"));
    expect(all).toMatchObject({ count: 5, count_capped: false });
    expect(all.items[0]).toMatchObject({
      title: "Bauleiter/in Hochbau",
      employer: { id: org.alpen, name: "Alpen Bau AG" },
      place: { postal_code: "3011", city: "Bern" },
      workload_min: 80,
      workload_max: 100,
      employment_type: "full_time",
      salary_min: 90_000,
      salary_max: 110_000,
      published_on: todayInZurich(clock),
      distance_km: null,
    });
    expect(all.items.find((i) => i.id === listing.polier)).toMatchObject({ salary_min: null, salary_max: null });
    expect(all.items.find((i) => i.id === listing.zimmermann)).toMatchObject({ salary_min: null, salary_max: 100_000 });
    expect(ZSearchListingsResponse.parse(all)).toStrictEqual(all);
  });

  it("orders by relevance (title before body), by date and by salary (those without one last)", async () => {
    expect(ids(await listings("query=bauleiter"))).toEqual(named("bauleiter", "bauleiterGeneva", "software"));
    expect(ids(await listings("query=bauleiter&sort=relevance"))).toEqual(
      named("bauleiter", "bauleiterGeneva", "software"),
    );
    expect(ids(await listings("query=bauleiter&sort=date"))).toEqual(named("bauleiter", "software", "bauleiterGeneva"));
    expect(ids(await listings("sort=date"))).toEqual(
      named("bauleiter", "software", "zimmermann", "polier", "bauleiterGeneva"),
    );
    // The upper end of the range (else the lower) decides, as the salary filter does.
    expect(ids(await listings("sort=salary"))).toEqual(
      named("software", "bauleiter", "zimmermann", "bauleiterGeneva", "polier"),
    );
    expect(ids(await listings("query=bauleiter&sort=salary"))).toEqual(
      named("software", "bauleiter", "bauleiterGeneva"),
    );
  });

  it("orders by distance from the place (ties by relevance), and by relevance without a place", async () => {
    const near = await listings("location=3011&radius=200&sort=distance");
    expect(ids(near)).toEqual(named("bauleiter", "polier", "zimmermann", "software", "bauleiterGeneva"));
    const km = near.items.map((i) => i.distance_km!);
    expect(km[0]).toBeLessThan(1);
    expect(km[2]).toBeGreaterThan(20);
    expect(km[2]).toBeLessThan(30);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(ids(await listings("location=3011&radius=30&sort=distance"))).toEqual(
      named("bauleiter", "polier", "zimmermann"),
    );
    expect(ids(await listings("sort=distance"))).toEqual(ids(await listings("sort=relevance")));
    expect((await listings("sort=distance")).items.every((i) => i.distance_km === null)).toBe(true);
  });

  it("marks listings published in the last 3 days (Europe/Zurich) as new, by the injected clock", async () => {
    const isNew = async () =>
      Object.fromEntries((await listings("sort=date")).items.map((i) => [i.id, i.is_new] as const));
    expect(await isNew()).toEqual({
      [listing.bauleiter]: true,
      [listing.software]: true,
      [listing.zimmermann]: true,
      [listing.polier]: false,
      [listing.bauleiterGeneva]: false,
    });
    const before = clock;
    try {
      clock = new Date(before.getTime() + 86_400_000);
      expect(await isNew()).toMatchObject({ [listing.zimmermann]: false, [listing.software]: true });
    } finally {
      clock = before;
    }
  });

  it("applies the employers search's filters and viewport", async () => {
    expect(ids(await listings("employment_types=part_time"))).toEqual(named("bauleiterGeneva"));
    expect(ids(await listings("salary_min=100000&sort=salary"))).toEqual(named("software", "bauleiter", "zimmermann"));
    expect(ids(await listings("workload_min=70&sort=date"))).toEqual(
      named("bauleiter", "software", "zimmermann", "polier"),
    );
    expect(ids(await listings("sectors=F41&sort=date"))).toEqual(named("bauleiter", "polier", "bauleiterGeneva"));
    expect(ids(await listings("remote_types=hybrid"))).toEqual(named("software"));
    expect(ids(await listings("north=47.45&south=47.3&east=8.65&west=8.45"))).toEqual(named("software"));
    // Matched by the employer's name (the listing's head): its listings; an employer without listings: nothing.
    expect(ids(await listings("query=alpen&sort=date"))).toEqual(named("bauleiter", "polier"));
    expect(ids(await listings("query=pool"))).toEqual([]);
  });

  it("pages with limit and offset, the count the same in every order", async () => {
    for (const sort of ["relevance", "date", "distance", "salary"]) {
      const whole = await listings(`sort=${sort}&location=Bern&radius=200`);
      const second = await listings(`sort=${sort}&location=Bern&radius=200&limit=2&offset=2`);
      expect(ids(second), sort).toEqual(ids(whole).slice(2, 4));
      expect(second.count, sort).toBe(5);
    }
  });

  it("answers 400 ValidationError for a bad sort, view or limit and an unknown place; 401 for the watchlist signed out", async () => {
    for (const query of ["sort=cheapest", "view=jobs", "limit=101", "offset=-1", "location=Atlantis", "north=1"]) {
      const res = await t.app.inject(`/capi/search/listings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().type, query).toBe("ValidationError");
    }
    const sort = (await t.app.inject("/capi/search/listings?sort=cheapest")).json();
    expect(sort.detail[0].loc).toEqual(["query", "sort"]);
    const signedOut = await t.app.inject("/capi/search/listings?liked=true");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().type).toBe("NotAuthenticated");
    const seeker = await buildSession(t);
    expect((await listings("liked=true", seeker.headers)).count).toBe(0);
  });
});

describe("GET /capi/search/map?view=jobs", () => {
  it("counts listings where the employers view counts employers, one employer's listings with its id", async () => {
    expect(total(await map(`zoom=5&${SWITZERLAND}&view=jobs`))).toBe(5);
    expect(total(await map(`query=bauleiter&zoom=5&${SWITZERLAND}&view=jobs`))).toBe(3);
    const employers = await map(`query=bau&zoom=12&${SWITZERLAND}`);
    const jobs = await map(`query=bau&zoom=12&${SWITZERLAND}&view=jobs`);
    const bern = (m: TSearchMapResponse) => m.clusters.filter((c) => Math.abs(c.lat - BERN.lat) < 0.01);
    expect(bern(jobs)).toEqual([expect.objectContaining({ count: 2, company_id: org.alpen })]);
    expect(bern(employers).reduce((sum, c) => sum + c.count, 0)).toBe(2); // Alpen Bau and the pool
    expect(ZSearchMapResponse.parse(jobs)).toStrictEqual(jobs);
    // Several employers' listings in one cluster: no id.
    const country = await map(`zoom=3&${SWITZERLAND}&view=jobs`);
    expect(country.clusters.some((c) => c.count > 1 && c.company_id === undefined)).toBe(true);
    expect(total(country)).toBe(5);
  });

  it("answers 400 for a view that does not exist", async () => {
    expect((await t.app.inject("/capi/search/map?view=listings")).statusCode).toBe(400);
    expect(total(await map(`zoom=5&${SWITZERLAND}&view=employers`))).toBeGreaterThan(0);
  });
});
