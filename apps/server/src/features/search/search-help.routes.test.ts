import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSearchEmployersResponse, TSearchListingsResponse } from "@jobatlas/contract";
import {
  buildAddress,
  buildApplication,
  buildEmptyOrganization,
  buildListing,
  buildSession,
} from "../../test/factories";
import { buildTestApp, waitForSearchIndex, type TestApp } from "../../test/test-app";
import { createSearchIndex } from "./memory-index";
import type { SearchIndex } from "./search.index";

// ADR 075: "did you mean", "also searched", occupation suggestions by language, and the applied
// mark in the jobs view (ADR 073).
let t: TestApp;
let index: SearchIndex;
const BERN = { city: "Bern", postalCode: "3011", canton: "BE", lat: 46.948, lng: 7.4474 };
const LUGANO = { city: "Lugano", postalCode: "6900", canton: "TI", lat: 46.0037, lng: 8.9511 };
let nurseListings: Awaited<ReturnType<typeof buildListing>>[] = [];

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

beforeAll(async () => {
  t = await buildTestApp({}, { searchIndex: (ctx) => (index = createSearchIndex(ctx)) });
  await waitForSearchIndex(t);
  const spital = await buildEmptyOrganization(t, { name: "Spital Aare AG", sectors: ["Q86"] });
  const address = await buildAddress(t, { organizationId: spital.id, ...BERN });
  nurseListings = [];
  // Four workload variants of one title, and a French one: one nurse concept.
  for (const title of [
    "Pflegefachperson HF 80%",
    "Pflegefachperson HF 100%",
    "Pflegefachfrau/-mann HF",
    "Infirmier/ère diplômé(e)",
  ])
    nurseListings.push(await buildListing(t, { organizationId: spital.id, addressId: address.id, title }));
  const kitchen = await buildEmptyOrganization(t, { name: "Gasthof Linde", sectors: ["I56"] });
  const kitchenAddress = await buildAddress(t, { organizationId: kitchen.id, ...BERN });
  await buildListing(t, { organizationId: kitchen.id, addressId: kitchenAddress.id, title: "Koch/Köchin EFZ" });
  // ADR 076: a carpenter in Bern (no joiner anywhere) and a FaGe in Lugano (no nurse there).
  const holzbau = await buildEmptyOrganization(t, { name: "Holzbau Gurten AG", sectors: ["F43"] });
  const holzbauAddress = await buildAddress(t, { organizationId: holzbau.id, ...BERN });
  await buildListing(t, { organizationId: holzbau.id, addressId: holzbauAddress.id, title: "Zimmermann/Zimmerin EFZ" });
  const clinica = await buildEmptyOrganization(t, { name: "Clinica Ceresio SA", sectors: ["Q86"] });
  const clinicaAddress = await buildAddress(t, { organizationId: clinica.id, ...LUGANO });
  await buildListing(t, {
    organizationId: clinica.id,
    addressId: clinicaAddress.id,
    title: "Operatore/trice sociosanitario/a AFC",
  });
  await t.searchCaughtUp();
  // Typo alternatives come from the words of a build (a compaction), not from changes since.
  await index.build();
});
afterAll(() => t.app.close());

describe("did you mean", () => {
  it("corrects a word the index does not hold to a word it holds, and the correction finds results", async () => {
    for (const path of ["employers", "listings"]) {
      const misspelt = await get<TSearchEmployersResponse>(`/capi/search/${path}?query=Linde%20Gasthoff%20`);
      expect(misspelt.did_you_mean).toBe("Linde Gasthof");
      const corrected = await get<TSearchEmployersResponse>(
        `/capi/search/${path}?query=${encodeURIComponent(misspelt.did_you_mean!)}`,
      );
      expect(corrected.count).toBeGreaterThan(0);
      expect(corrected.did_you_mean).toBeUndefined();
    }
  });

  it("corrects to an occupation form a typo away, and says nothing for known words or occupations", async () => {
    const typo = await get<TSearchListingsResponse>("/capi/search/listings?query=Krankenschwestr%20");
    expect(typo.did_you_mean).toBe("Krankenschwester");
    expect(typo.count).toBe(4); // read as the nurse concept already
    // Not in any listing, but an occupation form: no correction.
    expect((await get<TSearchListingsResponse>("/capi/search/listings?query=Krankenschwester")).did_you_mean).toBe(
      undefined,
    );
    expect((await get<TSearchListingsResponse>("/capi/search/listings?query=Koch")).did_you_mean).toBeUndefined();
    expect((await get<TSearchListingsResponse>("/capi/search/listings")).did_you_mean).toBeUndefined();
  });
});

describe("also searched", () => {
  it("names the occupation typed and its labels in the four languages, without the form typed", async () => {
    const de = await get<TSearchEmployersResponse>("/capi/search/employers?query=Pflegefachfrau", {
      "accept-language": "de",
    });
    expect(de.also_searched).toEqual([
      {
        label: "Pflegefachfrau",
        forms: ["Pflegefachperson", "infirmier / infirmière", "infermiere / infermiera", "nurse"],
      },
    ]);
    const en = await get<TSearchListingsResponse>("/capi/search/listings?query=pflegefachperson", {
      "accept-language": "en",
    });
    expect(en.count).toBe(4);
    expect(en.also_searched).toEqual([
      { label: "Pflegefachperson", forms: ["nurse", "infirmier / infirmière", "infermiere / infermiera"] },
    ]);
    expect((await get<TSearchListingsResponse>("/capi/search/listings?query=Gasthof")).also_searched).toBeUndefined();
  });
});

describe("similar occupations (ADR 076)", () => {
  it("searches an occupation without listings by its related ones, and says so", async () => {
    const de = await get<TSearchListingsResponse>("/capi/search/listings?query=Tischler", { "accept-language": "de" });
    expect(de.items.map((item) => item.title)).toEqual(["Zimmermann/Zimmerin EFZ"]);
    expect(de.also_searched?.[0]).toMatchObject({ label: "Tischler", similar: ["Zimmermann / Zimmerin"] });
    const en = await get<TSearchEmployersResponse>("/capi/search/employers?query=falegname", {
      "accept-language": "en",
    });
    expect(en.items.map((item) => item.name)).toEqual(["Holzbau Gurten AG"]);
    expect(en.also_searched?.[0]?.similar).toEqual(["carpenter"]);
  });

  it("asks again with related occupations when nothing is found at the place, the list and the map alike", async () => {
    const near = "location=Lugano&radius=10";
    const listings = await get<TSearchListingsResponse>(`/capi/search/listings?query=Krankenschwester&${near}`, {
      "accept-language": "de",
    });
    expect(listings.items.map((item) => item.title)).toEqual(["Operatore/trice sociosanitario/a AFC"]);
    expect(listings.also_searched?.[0]?.similar).toEqual(["Fachperson Gesundheit"]);
    const employers = await get<TSearchEmployersResponse>(`/capi/search/employers?query=Krankenschwester&${near}`);
    expect(employers.items.map((item) => item.name)).toEqual(["Clinica Ceresio SA"]);
    const map = await get<{ clusters: { count: number }[] }>(
      `/capi/search/map?query=Krankenschwester&${near}&zoom=10&north=48&south=45.5&east=10.6&west=5.9`,
    );
    expect(map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(1);
  });

  it("never widens a search that finds something", async () => {
    const nurses = await get<TSearchListingsResponse>("/capi/search/listings?query=Krankenschwester");
    expect(nurses.count).toBe(4);
    expect(nurses.also_searched?.[0]?.similar).toBeUndefined();
    const bern = await get<TSearchListingsResponse>("/capi/search/listings?query=Pflegefachfrau&location=Bern");
    expect(bern.items.map((item) => item.title)).not.toContain("Operatore/trice sociosanitario/a AFC");
    // Nothing related: still nothing.
    expect((await get<TSearchListingsResponse>("/capi/search/listings?query=Hebamme")).count).toBe(0);
  });
});

describe("GET /capi/search/job-titles", () => {
  it("suggests one label per occupation in the language asked for", async () => {
    const de = await get<{ items: string[] }>("/capi/search/job-titles?query=Pflegef");
    expect(de.items[0]).toBe("Pflegefachperson");
    expect(de.items.filter((item) => item === "Pflegefachperson")).toHaveLength(1);
    expect((await get<{ items: string[] }>("/capi/search/job-titles?query=infirm&language=de")).items).toContain(
      "Pflegefachperson",
    );
    expect((await get<{ items: string[] }>("/capi/search/job-titles?query=Pflegef&language=en")).items[0]).toBe(
      "nurse",
    );
    // Lenient: an unknown language is German.
    expect((await get<{ items: string[] }>("/capi/search/job-titles?query=Pflegef&language=xx")).items[0]).toBe(
      "Pflegefachperson",
    );
  });
});

describe("the applied mark in the jobs view", () => {
  it("marks the listings with the seeker's open application, for a signed-in seeker only", async () => {
    const seeker = await buildSession(t);
    const [applied] = nurseListings;
    await buildApplication(t, { listing: applied!, userId: seeker.user.id, email: seeker.user.email });
    const marks = (result: TSearchListingsResponse) =>
      Object.fromEntries(result.items.map((item) => [item.id, item.applied]));
    const mine = marks(
      await get<TSearchListingsResponse>("/capi/search/listings?query=pflegefachperson", seeker.headers),
    );
    expect(Object.values(mine).filter(Boolean)).toHaveLength(1);
    expect(mine[applied!.id]).toBe(true);
    const visitor = marks(await get<TSearchListingsResponse>("/capi/search/listings?query=pflegefachperson"));
    expect(Object.values(visitor).every((mark) => mark === undefined)).toBe(true);
  });
});
