import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import {
  ZSearchEmployersResponse,
  ZSearchMapResponse,
  type TEmployerHit,
  type TSearchEmployersResponse,
  type TSearchMapResponse,
} from "@jobatlas/contract";
import { likes, listings, organizations, seekerProfiles } from "../../db/schema";
import { buildAddress, buildEmptyOrganization, buildJob, buildListing, buildSession } from "../../test/factories";
import { buildTestApp, UNTIL_DONE, waitForSearchIndex, type TestApp } from "../../test/test-app";
import { MemoryIndex } from "./memory-index";
import { addDays, todayInZurich } from "../../lib/dates";

let t: TestApp;
const BERN = { postalCode: "3011", city: "Bern", canton: "BE", lat: 46.948, lng: 7.4474 };
const GENEVA = { postalCode: "1204", city: "Genève", canton: "GE", lat: 46.2017, lng: 6.1469 };
const ZURICH_VIEW = "north=47.45&south=47.3&east=8.65&west=8.45";

async function employers(query: string, headers: Record<string, string> = {}): Promise<TSearchEmployersResponse> {
  const res = await t.app.inject({ url: `/capi/search/employers?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (r: { items: TEmployerHit[] }) => r.items.map((i) => i.id);

let bakery: { id: number };
let softwareZurich: { id: number };
let softwareGeneva: { id: number };
let noListings: { id: number };
let informatikerListing: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  const today = todayInZurich(t.now());
  bakery = await buildEmptyOrganization(t, { name: "Bäckerei Sonnenschein", sectors: ["C10"], keywords: ["Brot"] });
  const bakeryAddress = await buildAddress(t, { organizationId: bakery.id, ...BERN });
  const bakerJob = await buildJob(t, {
    organizationId: bakery.id,
    title: "Bäcker/in EFZ",
    requirements: "Freude am Backen",
  });
  await buildListing(t, { job: bakerJob, addressId: bakeryAddress.id, workloadMin: 80, workloadMax: 100 });

  softwareZurich = await buildEmptyOrganization(t, { name: "Limmat Software AG", sectors: ["J62"] });
  const zurichAddress = await buildAddress(t, { organizationId: softwareZurich.id });
  const devJob = await buildJob(t, {
    organizationId: softwareZurich.id,
    title: "Informatiker/in Applikationsentwicklung",
    roleAndResponsibilities: "Du entwickelst Webanwendungen mit TypeScript.",
  });
  informatikerListing = await buildListing(t, {
    job: devJob,
    addressId: zurichAddress.id,
    employmentType: "full_time",
    remoteType: "hybrid",
    salaryMin: 95_000,
    salaryMax: 120_000,
    requiredLanguages: ["de", "en"],
  });

  softwareGeneva = await buildEmptyOrganization(t, { name: "Léman Logiciels SA", sectors: ["J62"] });
  const genevaAddress = await buildAddress(t, { organizationId: softwareGeneva.id, ...GENEVA });
  const devJobFr = await buildJob(t, {
    organizationId: softwareGeneva.id,
    title: "Développeur/euse logiciel",
    language: "fr",
    roleAndResponsibilities: "Vous développez des applications web. Informatiker bienvenus.",
  });
  await buildListing(t, {
    job: devJobFr,
    addressId: genevaAddress.id,
    employmentType: "part_time",
    remoteType: "remote",
    workloadMin: 50,
    workloadMax: 60,
    publishedOn: addDays(today, -3),
  });

  noListings = await buildEmptyOrganization(t, { name: "Informatiker Pool Bern", sectors: ["J63"] });
  await buildAddress(t, { organizationId: noListings.id, ...BERN });
  await waitForSearchIndex(t);
});

afterAll(async () => {
  await t?.app.close();
});

describe("GET /capi/search/employers", () => {
  it("ranks employers whose listing title holds the words first, then the listing's head, then employers matched by name only", async () => {
    const result = await employers("query=informatiker");
    // Geneva's head holds its sector's French label "activités informatiques", which shares the stem.
    expect(ids(result)).toEqual([softwareZurich.id, softwareGeneva.id, noListings.id]);
    expect(result.count).toBe(3);
    expect(result.count_capped).toBe(false);
    const [first] = result.items;
    expect(first).toMatchObject({
      name: "Limmat Software AG",
      sectors: ["J62"],
      open_listings_count: 1,
      liked: false,
      location: { city: "Zürich", postal_code: "8005" },
    });
    expect(first?.listings).toEqual([
      expect.objectContaining({
        id: informatikerListing.id,
        title: "Informatiker/in Applikationsentwicklung",
        employment_type: "full_time",
        remote_type: "hybrid",
        workload_min: 100,
        workload_max: 100,
      }),
    ]);
    expect(result.items[2]?.listings).toEqual([]);
  });

  it("finds without accents, with a typo and by the prefix of the last word", async () => {
    expect(ids(await employers("query=backerei"))).toEqual([bakery.id]);
    expect(ids(await employers("query=Informatikre%20"))).toContain(softwareZurich.id);
    expect(ids(await employers("query=Applikationsentw"))).toEqual([softwareZurich.id]);
    expect(ids(await employers("query=Applikationsentw%20"))).toEqual([]);
  });

  it("keeps to the viewport, the radius around a place and the filters", async () => {
    expect(ids(await employers(`query=informatiker&${ZURICH_VIEW}`))).toEqual([softwareZurich.id]);
    expect(ids(await employers("location=3011&radius=5"))).toEqual(expect.arrayContaining([bakery.id, noListings.id]));
    expect(ids(await employers("location=Bern&radius=5"))).not.toContain(softwareZurich.id);
    expect(ids(await employers("location=Genf&radius=10"))).toEqual([softwareGeneva.id]);
    expect(ids(await employers("employment_types=part_time"))).toEqual([softwareGeneva.id]);
    expect(ids(await employers("remote_types=hybrid&remote_types=remote"))).toEqual([
      softwareZurich.id,
      softwareGeneva.id,
    ]);
    expect(ids(await employers("workload_min=70"))).not.toContain(softwareGeneva.id);
    expect(ids(await employers("salary_min=100000"))).toEqual([softwareZurich.id]);
    expect(ids(await employers("languages=fr"))).toEqual([softwareGeneva.id]);
    expect(ids(await employers("languages=de,en"))).toEqual(expect.arrayContaining([bakery.id, softwareZurich.id]));
    expect(new Set(ids(await employers("sectors=J62&sectors=J63")))).toEqual(
      new Set([softwareGeneva.id, softwareZurich.id, noListings.id]),
    );
  });

  it("pages with limit and offset and reports the count of all pages", async () => {
    const all = await employers("");
    expect(all.count).toBe(4);
    const second = await employers("limit=2&offset=2");
    expect(ids(second)).toEqual(ids(all).slice(2, 4));
    expect(second.count).toBe(4);
  });

  it("answers 400 ValidationError for an invalid viewport, unknown sectors, an unknown place and limit over 100", async () => {
    for (const query of [
      "north=46&south=47&east=9&west=8",
      "north=95&south=47&east=9&west=8",
      "north=47&south=46&east=200&west=8",
      "north=47&south=46",
      "sectors=XX1",
      "location=Atlantis",
      "limit=101",
      "limit=0",
      "offset=-1",
      "radius=500",
      "employment_types=sometimes",
      "unknown=1",
    ]) {
      const res = await t.app.inject(`/capi/search/employers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().type, query).toBe("ValidationError");
    }
    const unknownPlace = await t.app.inject({
      url: "/capi/search/employers?location=Atlantis",
      headers: { "accept-language": "de" },
    });
    expect(unknownPlace.json().detail).toEqual([
      {
        loc: ["query", "location"],
        msg: "Keine Postleitzahl und kein Ort in der Schweiz oder in Liechtenstein heisst so.",
      },
    ]);
  });

  it("restricts to the watchlist with liked=true, per user, and marks liked employers", async () => {
    const anna = await buildSession(t);
    const ben = await buildSession(t);
    await t.database.db.insert(likes).values({ userId: anna.user.id, organizationId: bakery.id });
    const annas = await employers("liked=true", anna.headers);
    expect(ids(annas)).toEqual([bakery.id]);
    expect(annas.items[0]?.liked).toBe(true);
    expect(ids(await employers("liked=true", ben.headers))).toEqual([]);
    const bens = await employers("query=backerei", ben.headers);
    expect(bens.items[0]?.liked).toBe(false);
    const signedOut = await t.app.inject("/capi/search/employers?liked=true");
    expect(signedOut.statusCode).toBe(401);
  });

  it("ranks by the seeker profile with seeker_profile=true", async () => {
    const seeker = await buildSession(t);
    const plain = ids(await employers("", seeker.headers));
    await t.database.db
      .insert(seekerProfiles)
      .values({ userId: seeker.user.id, jobTitles: ["Développeur logiciel"], sectors: [] });
    const ranked = ids(await employers("seeker_profile=true", seeker.headers));
    expect(plain[0]).not.toBe(softwareGeneva.id);
    // The profile's title is an occupation (ADR 070): its listings in any language and form rank
    // first — the Geneva "Développeur/euse logiciel" and the Zürich application developer.
    expect(new Set(ranked.slice(0, 2))).toEqual(new Set([softwareGeneva.id, softwareZurich.id]));
    expect(new Set(ranked)).toEqual(new Set(plain));
  });

  it("ranks by the profile's region, workload, remote type and skills as well", async () => {
    const seeker = await buildSession(t);
    const plain = ids(await employers("", seeker.headers));
    expect(plain[0]).not.toBe(softwareGeneva.id);
    // No title or sector: the Geneva listing meets the region (geneva_lake) and the skill named in its texts.
    await t.database.db.insert(seekerProfiles).values({
      userId: seeker.user.id,
      jobTitles: [],
      sectors: [],
      region: "geneva_lake",
      skills: ["logiciel"],
    });
    const ranked = ids(await employers("seeker_profile=true", seeker.headers));
    expect(ranked[0]).toBe(softwareGeneva.id);
    expect(new Set(ranked)).toEqual(new Set(plain));
  });
});

describe("GET /capi/search/map", () => {
  it("clusters the same employers as the list, a single employer with its id", async () => {
    const map = (
      await t.app.inject("/capi/search/map?query=informatiker&zoom=12&north=48&south=45.8&east=10.5&west=5.9")
    ).json<TSearchMapResponse>();
    const singles = map.clusters.filter((c) => c.company_id !== undefined).map((c) => c.company_id);
    expect(map.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(3);
    expect(new Set(singles)).toEqual(new Set([softwareZurich.id, softwareGeneva.id, noListings.id]));
    const country = (
      await t.app.inject("/capi/search/map?zoom=5&north=48&south=45.8&east=10.5&west=5.9")
    ).json<TSearchMapResponse>();
    expect(country.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(4);
    expect(country.clusters.length).toBeLessThanOrEqual(500);
  });

  it("validates like the list and needs a zoom within 0–22", async () => {
    expect((await t.app.inject("/capi/search/map?zoom=30")).statusCode).toBe(400);
    expect((await t.app.inject("/capi/search/map?north=1&south=2&east=3&west=2")).statusCode).toBe(400);
  });
});

describe("the search answers, serialized without zod (presentedJsonSerializer)", () => {
  it("hold exactly the contract's fields: parsing strips nothing and changes nothing", async () => {
    const seeker = await buildSession(t);
    await t.database.db.insert(likes).values({ userId: seeker.user.id, organizationId: softwareZurich.id });
    for (const query of ["query=informatiker", "query=informatiker&location=3011&radius=200", "liked=false"]) {
      const list = await employers(query, seeker.headers);
      expect(list.items.length).toBeGreaterThan(0);
      expect(ZSearchEmployersResponse.parse(list)).toStrictEqual(list);
    }
    for (const query of ["query=informatiker&zoom=12", "zoom=5"]) {
      const res = await t.app.inject(`/capi/search/map?${query}&north=48&south=45.8&east=10.5&west=5.9`);
      const map = res.json<TSearchMapResponse>();
      expect(map.clusters.length).toBeGreaterThan(0);
      expect(ZSearchMapResponse.parse(map)).toStrictEqual(map);
    }
  });
});

describe("GET /capi/locations and /capi/search/job-titles", () => {
  it("suggests postal codes and localities with a point and a bounding box", async () => {
    const res = await t.app.inject("/capi/locations?query=Zürich");
    const [first] = res.json().items;
    expect(first).toMatchObject({ label: "Zürich", city: "Zürich", canton: "ZH", country: "CH" });
    const [west, south, east, north] = first.bbox;
    expect(west).toBeLessThan(first.lng);
    expect(east).toBeGreaterThan(first.lng);
    expect(south).toBeLessThan(first.lat);
    expect(north).toBeGreaterThan(first.lat);
    const byCode = (await t.app.inject("/capi/locations?query=9490")).json().items;
    expect(byCode[0]).toMatchObject({ postal_code: "9490", city: "Vaduz", country: "LI" });
    expect((await t.app.inject("/capi/locations?query=")).statusCode).toBe(400);
  });

  it("suggests occupations of the vocabulary, one label each (ADR 075)", async () => {
    const res = await t.app.inject("/capi/search/job-titles?query=informatiker");
    const items: string[] = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items).size).toBe(items.length);
    expect(items.every((item) => !item.includes("Applikationsentwicklung EFZ"))).toBe(true);
  });
});

describe("the change feed", () => {
  it("makes an edit, an archive, a new listing and a deleted organisation searchable once the change feed has applied them", async () => {
    const db = t.database.db;
    await db.update(listings).set({ title: "Quantenphysiker/in" }).where(eq(listings.id, informatikerListing.id));
    await t.searchCaughtUp();
    expect(ids(await employers("query=quantenphysiker"))).toEqual([softwareZurich.id]);

    const fresh = await buildEmptyOrganization(t, { name: "Zebra Zucht GmbH" });
    await buildListing(t, { organization: { id: fresh.id } });
    await t.searchCaughtUp();
    expect(ids(await employers("query=zebra"))).toEqual([fresh.id]);

    await db.update(listings).set({ status: "archived" }).where(eq(listings.id, informatikerListing.id));
    await t.searchCaughtUp();
    expect(ids(await employers("query=quantenphysiker"))).toEqual([]);

    await db.delete(organizations).where(eq(organizations.id, fresh.id));
    await t.searchCaughtUp();
    expect(ids(await employers("query=zebra"))).toEqual([]);
  });

  it("does not lose a change whose transaction commits after a later one was read", async () => {
    const db = t.database.db;
    const late = await buildEmptyOrganization(t, { name: "Spätzünder AG" });
    await buildAddress(t, { organizationId: late.id });
    const early = await buildEmptyOrganization(t, { name: "Frühaufsteher AG" });
    await t.searchCaughtUp();
    expect(ids(await employers("query=fruhaufsteher"))).toEqual([early.id]);
    // The change of a transaction still open: its sequence number is taken before a later change is
    // written and read; the row appears only afterwards. (The same as a long transaction committing late.)
    const reservedRows = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('search_changes', 'seq')) as seq`,
    )) as unknown as { rows: { seq: string }[] };
    const reserved = reservedRows.rows[0];
    await db.update(organizations).set({ name: "Frühaufsteher Holding AG" }).where(eq(organizations.id, early.id));
    // A number is still missing: the feed applies the change now but holds back its change number.
    await vi.waitFor(async () => expect(ids(await employers("query=holding"))).toEqual([early.id]), UNTIL_DONE);
    // The trigger's own row for this update names another organisation, in the same transaction (the
    // feed never sees it name the late one): only the late-committed reserved number names it. The
    // row stays, so no number is missing for good (a later test would wait out the gap timeout).
    await db.transaction(async (tx) => {
      await tx.update(organizations).set({ name: "Spätzünder Nachzügler AG" }).where(eq(organizations.id, late.id));
      await tx.execute(
        sql`update search_changes set organization_id = ${early.id} where seq = (select max(seq) from search_changes)`,
      );
    });
    await db.execute(
      sql`insert into search_changes (seq, organization_id) overriding system value values (${Number(reserved?.seq)}, ${late.id})`,
    );
    await t.searchCaughtUp();
    expect(ids(await employers("query=nachzugler"))).toEqual([late.id]);
  });
});

describe("the change feed on PostgreSQL", () => {
  it("applies a transaction that commits after a later one", async () => {
    const url = t.database.url;
    if (!url) return expect(t.database.engine).toBe("pglite"); // one connection: transactions cannot overlap
    const late = await buildEmptyOrganization(t, { name: "Langsam Transaktion AG" });
    const early = await buildEmptyOrganization(t, { name: "Schnell Transaktion AG" });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("update organizations set name = 'Langsam Verspätet AG' where id = $1", [late.id]);
      await t.database.db
        .update(organizations)
        .set({ name: "Schnell Erledigt AG" })
        .where(eq(organizations.id, early.id));
      // The late transaction's number is missing until it commits: the feed applies this change now
      // but holds back its change number.
      await vi.waitFor(async () => expect(ids(await employers("query=erledigt"))).toEqual([early.id]), UNTIL_DONE);
      await other.query("commit");
      await t.searchCaughtUp();
      expect(ids(await employers("query=verspatet"))).toEqual([late.id]);
    } finally {
      await other.end();
    }
  });
});

describe("before the index is built", () => {
  it("answers 503 on /capi/health and on every search call, never an empty result", async () => {
    let finishBuild = () => {};
    const held = new Promise<void>((resolve) => (finishBuild = resolve));
    const cold = await buildTestApp(
      {},
      {
        searchIndex: (ctx) =>
          new (class extends MemoryIndex {
            override async build() {
              await held; // the build takes as long as the test wants
              return super.build();
            }
          })(ctx),
      },
    );
    try {
      await cold.app.ready();
      for (const url of [
        "/capi/health",
        "/capi/search/employers",
        "/capi/search/listings",
        "/capi/search/map",
        "/capi/search/job-titles?query=a",
      ]) {
        const res = await cold.app.inject(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json().type, url).toBe("ServiceUnavailable");
      }
      finishBuild();
      await waitForSearchIndex(cold);
      expect((await cold.app.inject("/capi/search/employers")).json()).toMatchObject({ count: 0 });
    } finally {
      await cold.app.close();
    }
  });
});

describe("a rebuild while changes arrive", () => {
  it("swaps in an index that holds the changes applied during the build", async () => {
    const index = new MemoryIndex({ db: t.database.db, now: t.now, config: t.config });
    const org = await buildEmptyOrganization(t, { name: "Umbau Während AG" });
    await buildAddress(t, { organizationId: org.id });
    const building = index.build();
    await t.database.db.update(organizations).set({ name: "Umbau Fertig AG" }).where(eq(organizations.id, org.id));
    await index.applyChanges([org.id]);
    await building;
    const found = await index.searchEmployers({ query: "fertig " }, { limit: 10, offset: 0 });
    expect(found.items.map((i) => i.id)).toEqual([org.id]);
  });
});
