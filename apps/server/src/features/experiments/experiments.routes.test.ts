import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ZExperiment, ZExperimentHitsResponse, type TCreateExperimentRequest } from "@jobatlas/contract";
import { experiments, listings, seekerProfiles } from "../../db/schema";
import { MemoryIndex } from "../search/memory-index";
import {
  buildAddress,
  buildEmptyOrganization,
  buildJob,
  buildListing,
  buildSession,
  nextId,
} from "../../test/factories";
import {
  buildTestApp,
  csrfHeaders,
  eventually,
  jsonHeaders,
  waitForSearchIndex,
  type TestApp,
} from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await waitForSearchIndex(t); // job hits come from the search index
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const call = (headers: Headers, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(headers: Headers, body: Partial<TCreateExperimentRequest> = {}) {
  const res = await call(headers, "POST", "/capi/user/experiments", {
    title: "UX in health care",
    job_titles: ["UX Designer"],
    sectors: [],
    region: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZExperiment.parse(res.json());
}

const EMPTY_PROFILE = {
  job_titles: [] as string[],
  about: "",
  skills: [],
  sectors: [] as string[],
  workload_min: null,
  workload_max: null,
  remote_types: [],
  region: null,
};

/** A unique word, so hits of other tests never mix in. */
const uniqueWord = () => `Zorblat${nextId()}x`;

const ZURICH = { postalCode: "8005", city: "Zürich", canton: "ZH", lat: 47.38583, lng: 8.52575 };
const GENEVA = { postalCode: "1201", city: "Genève", canton: "GE", lat: 46.2044, lng: 6.1432 };

/** An active listing titled `title` at a place, of an organisation in `sectors`. */
async function listingAt(title: string, place: typeof ZURICH, sectors: string[] = ["J62"]) {
  const organization = await buildEmptyOrganization(t, { sectors });
  const job = await buildJob(t, { organizationId: organization.id, title });
  const address = await buildAddress(t, { organizationId: organization.id, ...place });
  return buildListing(t, { job, addressId: address.id });
}

const hitsOf = async (headers: Headers, uid: string) => {
  const res = await call(headers, "GET", `/capi/user/experiments/${uid}/hits`);
  expect(res.statusCode, res.body).toBe(200);
  return ZExperimentHitsResponse.parse(res.json());
};

/** Waits until the search index shows the listing among the hits. */
async function hitsWith(headers: Headers, uid: string, listingId: number) {
  let hits = await hitsOf(headers, uid);
  await eventually(async () => {
    hits = await hitsOf(headers, uid);
    expect(hits.items.map((h) => h.listing_id)).toContain(listingId);
  }, 10_000);
  return hits;
}

describe("signed out", () => {
  it.each([
    ["GET", "/capi/user/experiments"],
    ["POST", "/capi/user/experiments"],
    ["GET", "/capi/user/experiments/abc"],
    ["PUT", "/capi/user/experiments/abc"],
    ["POST", "/capi/user/experiments/abc/archive"],
    ["GET", "/capi/user/experiments/abc/hits"],
    ["GET", "/capi/user/experiments/abc/hits/1"],
    ["PUT", "/capi/user/experiments/abc/hits/1/rating"],
    ["DELETE", "/capi/user/experiments/abc/hits/1/rating"],
  ] as const)("%s %s answers 401 NotAuthenticated", async (method, url) => {
    const withBody = method === "PUT" || method === "POST";
    const res = await t.app.inject({
      method,
      url,
      headers: withBody ? jsonHeaders : csrfHeaders,
      ...(withBody ? { payload: { title: 1 } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
  });
});

describe("POST /capi/user/experiments", () => {
  it("creates a pending experiment with a random uid, listed under active", async () => {
    const { headers } = await buildSession(t);
    const created = await create(headers, {
      title: "  UX in health care ",
      job_titles: ["UX Designer", "ux  designer", "Service Designer"],
      sectors: ["Q86", "Q86"],
      region: "zurich",
    });
    expect(created).toMatchObject({
      title: "UX in health care",
      job_titles: ["UX Designer", "Service Designer"],
      sectors: ["Q86"],
      region: "zurich",
      status: "pending",
      archived_at: null,
      validated_count: 0,
      active_testers: 0,
    });
    expect(created.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = await call(headers, "GET", "/capi/user/experiments");
    expect(list.json()).toMatchObject({ count: 1, items: [{ uid: created.uid }] });
    expect((await call(headers, "GET", "/capi/user/experiments?filter=archived")).json()).toEqual({
      items: [],
      count: 0,
    });
  });

  it.each([
    ["an empty title", { title: " " }, ["body", "title"]],
    ["no job title", { job_titles: [] }, ["body", "job_titles"]],
    ["an empty job title", { job_titles: ["UX", ""] }, ["body", "job_titles", 1]],
    ["an unknown sector", { sectors: ["Q86", "XX99"] }, ["body", "sectors", 1]],
    ["a bad region", { region: "mars" }, ["body", "region"]],
    ["an unknown field", { colour: "red" }, ["body", "colour"]],
  ])("refuses %s with a field error", async (_name, body, loc) => {
    const { headers } = await buildSession(t);
    const res = await call(headers, "POST", "/capi/user/experiments", {
      title: "T",
      job_titles: ["UX Designer"],
      sectors: [],
      region: null,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe("ValidationError");
    expect(res.json().detail.map((d: { loc: unknown }) => d.loc)).toContainEqual(loc);
  });
});

describe("another user's experiment", () => {
  it("answers 404 on every call, and an unknown or too long uid too", async () => {
    const owner = await buildSession(t);
    const other = await buildSession(t);
    const { uid } = await create(owner.headers);
    for (const id of [uid, "exp-uid-1", "u".repeat(500)]) {
      for (const [method, url, body] of [
        ["GET", `/capi/user/experiments/${id}`],
        ["PUT", `/capi/user/experiments/${id}`, { title: "Mine" }],
        ["POST", `/capi/user/experiments/${id}/archive`],
        ["GET", `/capi/user/experiments/${id}/hits`],
        ["GET", `/capi/user/experiments/${id}/hits/1`],
        ["PUT", `/capi/user/experiments/${id}/hits/1/rating`, { verdict: "fits" }],
        ["DELETE", `/capi/user/experiments/${id}/hits/1/rating`],
      ] as const) {
        const res = await call(other.headers, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().type).toBe("NotFound");
      }
    }
    expect((await call(other.headers, "GET", "/capi/user/experiments")).json().count).toBe(0);
    const [row] = await t.database.db.select().from(experiments).where(eq(experiments.uid, uid));
    expect(row).toMatchObject({ title: "UX in health care", archivedAt: null });
  });
});

describe("job hits", () => {
  it("are the active listings matching a job title in the region; others are not", async () => {
    const { headers } = await buildSession(t);
    const word = uniqueWord();
    const inZurich = await listingAt(`${word} Designer`, ZURICH);
    const inGeneva = await listingAt(`${word} Designer`, GENEVA);
    const otherTitle = await listingAt(`Bäcker ${uniqueWord()}`, ZURICH);
    const otherSector = await listingAt(`${word} Designer`, ZURICH, ["A1"]);
    const { uid } = await create(headers, { job_titles: [`${word} Designer`], sectors: ["J62"], region: "zurich" });
    const hits = await hitsWith(headers, uid, inZurich.id);
    const ids = hits.items.map((h) => h.listing_id);
    expect(ids).not.toContain(inGeneva.id);
    expect(ids).not.toContain(otherTitle.id);
    expect(ids).not.toContain(otherSector.id);
    expect(hits.count).toBe(1);
    expect(hits.items[0]).toMatchObject({
      listing_id: inZurich.id,
      title: `${word} Designer`,
      location: { postal_code: "8005", city: "Zürich" },
      active: true,
      rating: null,
    });

    // The whole of Switzerland: both places.
    const everywhere = await create(headers, { job_titles: [`${word} Designer`], sectors: ["J62"], region: null });
    const all = await hitsWith(headers, everywhere.uid, inGeneva.id);
    expect(all.items.map((h) => h.listing_id).sort()).toEqual([inZurich.id, inGeneva.id].sort());

    // One hit by listing id; a listing that is no hit answers 404.
    const one = await call(headers, "GET", `/capi/user/experiments/${uid}/hits/${inZurich.id}`);
    expect(one.json()).toMatchObject({ listing_id: inZurich.id, rating: null });
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}/hits/${inGeneva.id}`)).statusCode).toBe(404);
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}/hits/abc`)).statusCode).toBe(404);
    const rateOther = await call(headers, "PUT", `/capi/user/experiments/${uid}/hits/${inGeneva.id}/rating`, {
      verdict: "fits",
    });
    expect(rateOther.statusCode).toBe(404);
  });

  it("are rated, re-rated and unrated; validated count counts fits; a rated hit stays when its listing ends", async () => {
    const { headers } = await buildSession(t);
    const word = uniqueWord();
    const first = await listingAt(`${word} Analyst`, ZURICH);
    const second = await listingAt(`${word} Analyst`, ZURICH);
    const { uid } = await create(headers, { job_titles: [`${word} Analyst`] });
    await hitsWith(headers, uid, first.id);
    await hitsWith(headers, uid, second.id);
    const rate = (listingId: number, body: unknown) =>
      call(headers, "PUT", `/capi/user/experiments/${uid}/hits/${listingId}/rating`, body);

    const rated = await rate(first.id, { verdict: "fits", note: "  Sounds right  " });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ listing_id: first.id, rating: { verdict: "fits", note: "Sounds right" } });
    expect((await rate(second.id, { verdict: "fits" })).statusCode).toBe(200);
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}`)).json()).toMatchObject({
      validated_count: 2,
      rated_count: 2,
    });

    // Re-rating replaces the verdict.
    expect((await rate(second.id, { verdict: "does_not_fit", note: "Too far" })).json().rating).toMatchObject({
      verdict: "does_not_fit",
      note: "Too far",
    });
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}`)).json()).toMatchObject({
      validated_count: 1,
      rated_count: 2,
    });
    expect((await rate(first.id, { verdict: "maybe" })).statusCode).toBe(400);
    const longNote = await rate(first.id, { verdict: "fits", note: "x".repeat(1001) });
    expect(longNote.json().detail[0].loc).toEqual(["body", "note"]);

    // Deleting the rating (twice: idempotent).
    for (let i = 0; i < 2; i++) {
      const res = await call(headers, "DELETE", `/capi/user/experiments/${uid}/hits/${second.id}/rating`);
      expect(res.statusCode).toBe(204);
    }
    const hits = await hitsOf(headers, uid);
    expect(hits.items.find((h) => h.listing_id === second.id)?.rating).toBeNull();
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}`)).json()).toMatchObject({
      validated_count: 1,
      rated_count: 1,
    });

    // The listings end: the rated one stays, shown as ended; the unrated one goes.
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, first.id));
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, second.id));
    await eventually(async () => {
      const after = await hitsOf(headers, uid);
      expect(after.items.map((h) => [h.listing_id, h.active])).toEqual([[first.id, false]]);
    }, 10_000);
    const ended = await call(headers, "GET", `/capi/user/experiments/${uid}/hits/${first.id}`);
    expect(ended.json()).toMatchObject({ active: false, rating: { verdict: "fits" } });
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}/hits/${second.id}`)).statusCode).toBe(404);
  });
});

describe("job hits, more", () => {
  it("come in pages, newest first, with the total count", async () => {
    const { headers } = await buildSession(t);
    const word = uniqueWord();
    const older = await buildListing(t, {
      job: await buildJob(t, { organizationId: (await buildEmptyOrganization(t)).id, title: `${word} Tester` }),
      publishedOn: "2026-01-05",
    });
    const a = await listingAt(`${word} Tester`, ZURICH);
    const b = await listingAt(`${word} Tester`, ZURICH);
    const { uid } = await create(headers, { job_titles: [`${word} Tester`] });
    await hitsWith(headers, uid, older.id);
    await hitsWith(headers, uid, b.id);
    const page1 = await call(headers, "GET", `/capi/user/experiments/${uid}/hits?limit=2`);
    expect(page1.json()).toMatchObject({ count: 3 });
    expect(page1.json().items.map((h: { listing_id: number }) => h.listing_id)).toEqual([b.id, a.id]);
    const page2 = await call(headers, "GET", `/capi/user/experiments/${uid}/hits?limit=2&offset=2`);
    expect(page2.json().items.map((h: { listing_id: number }) => h.listing_id)).toEqual([older.id]);
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}/hits?limit=0`)).statusCode).toBe(400);
  });

  it("a listing by agreement (no work place) is a hit for the whole of Switzerland only", async () => {
    const { headers } = await buildSession(t);
    const word = uniqueWord();
    const job = await buildJob(t, { organizationId: (await buildEmptyOrganization(t)).id, title: `${word} Remote` });
    const byAgreement = await buildListing(t, { job, locationByAgreement: true, addressId: null });
    const whole = await create(headers, { job_titles: [`${word} Remote`], region: null });
    await hitsWith(headers, whole.uid, byAgreement.id);
    const [hit] = (await hitsOf(headers, whole.uid)).items;
    expect(hit?.location).toBeNull();
    const zurich = await create(headers, { job_titles: [`${word} Remote`], region: "zurich" });
    expect((await hitsOf(headers, zurich.uid)).count).toBe(0);
  });
});

describe("active testers", () => {
  it("count other seekers' active experiments on a similar profile only", async () => {
    const me = await buildSession(t);
    const title = `${uniqueWord()} Gardener`;
    const mine = await create(me.headers, { job_titles: [title], sectors: ["A1"], region: "zurich" });
    expect(mine.active_testers).toBe(0);
    // My own second experiment does not count.
    await create(me.headers, { job_titles: [title], region: "zurich" });

    const similarByTitle = await buildSession(t);
    await create(similarByTitle.headers, { job_titles: [`  ${title.toUpperCase()} `], region: null });
    const similarBySector = await buildSession(t);
    await create(similarBySector.headers, { job_titles: ["Something else"], sectors: ["A1"], region: "zurich" });
    // Twice the same seeker counts once.
    await create(similarBySector.headers, { job_titles: [title], region: "zurich" });

    const archived = await buildSession(t);
    const gone = await create(archived.headers, { job_titles: [title], region: "zurich" });
    await call(archived.headers, "POST", `/capi/user/experiments/${gone.uid}/archive`);
    const otherRegion = await buildSession(t);
    await create(otherRegion.headers, { job_titles: [title], region: "ticino" });
    const dissimilar = await buildSession(t);
    await create(dissimilar.headers, { job_titles: ["Pilot"], sectors: ["H51"], region: "zurich" });

    const res = await call(me.headers, "GET", `/capi/user/experiments/${mine.uid}`);
    expect(res.json().active_testers).toBe(2);
  });
});

describe("status and archive", () => {
  it("validates with update_seeker_profile merging job titles and sectors, and back to pending", async () => {
    const { headers } = await buildSession(t);
    const profile = {
      job_titles: ["Nurse"],
      about: "Ten years on a ward.",
      skills: ["Care"],
      sectors: ["Q86"],
      workload_min: 60,
      workload_max: 80,
      remote_types: [],
      region: "zurich",
    };
    expect((await call(headers, "PUT", "/capi/user/seeker-profile", profile)).statusCode).toBe(200);
    const { uid } = await create(headers, { job_titles: ["UX Designer", "nurse"], sectors: ["Q86", "J62"] });

    const res = await call(headers, "PUT", `/capi/user/experiments/${uid}`, {
      status: "validated",
      update_seeker_profile: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "validated" });
    expect(res.json().validated_at).not.toBeNull();
    const saved = (await call(headers, "GET", "/capi/user/seeker-profile")).json();
    expect(saved).toMatchObject({
      ...profile,
      job_titles: ["Nurse", "UX Designer"],
      sectors: ["Q86", "J62"],
      completed: true,
    });

    const back = await call(headers, "PUT", `/capi/user/experiments/${uid}`, { status: "pending" });
    expect(back.json()).toMatchObject({ status: "pending", validated_at: null });
  });

  it("merging keeps the seeker profile's limits, existing entries first; without a profile it creates one", async () => {
    const { headers } = await buildSession(t);
    const nine = Array.from({ length: 9 }, (_, i) => `Beruf ${i + 1}`);
    const profile = { ...EMPTY_PROFILE, job_titles: nine };
    expect((await call(headers, "PUT", "/capi/user/seeker-profile", profile)).statusCode).toBe(200);
    const { uid } = await create(headers, { job_titles: ["beruf 1", "Neu A", "Neu B"] });
    await call(headers, "PUT", `/capi/user/experiments/${uid}`, { status: "validated", update_seeker_profile: true });
    const saved = (await call(headers, "GET", "/capi/user/seeker-profile")).json();
    expect(saved.job_titles).toEqual([...nine, "Neu A"]);

    const fresh = await buildSession(t);
    const other = await create(fresh.headers, { job_titles: ["Gärtner/in"], sectors: ["A1"] });
    await call(fresh.headers, "PUT", `/capi/user/experiments/${other.uid}`, {
      status: "validated",
      update_seeker_profile: true,
    });
    expect((await call(fresh.headers, "GET", "/capi/user/seeker-profile")).json()).toMatchObject({
      ...EMPTY_PROFILE,
      job_titles: ["Gärtner/in"],
      sectors: ["A1"],
      completed: true,
    });
  });

  it("merging into an older profile that breaks today's rules answers 200 and keeps it (no 500); accents do not count", async () => {
    const { headers, user } = await buildSession(t);
    const now = new Date();
    await t.database.db.insert(seekerProfiles).values({
      userId: user.id,
      jobTitles: ["Gärtner/in"],
      about: "",
      skills: [],
      sectors: ["retired-code"],
      workloadMin: 90,
      workloadMax: 10,
      remoteTypes: [],
      region: null,
      createdAt: now,
      updatedAt: now,
    });
    const { uid } = await create(headers, { job_titles: ["GARTNER/IN", "Koch"], sectors: ["I56"] });
    const res = await call(headers, "PUT", `/capi/user/experiments/${uid}`, {
      status: "validated",
      update_seeker_profile: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, user.id));
    expect(row).toMatchObject({
      jobTitles: ["Gärtner/in", "Koch"],
      sectors: ["retired-code", "I56"],
      workloadMin: 90,
      workloadMax: 10,
    });
  });

  it("validating without update_seeker_profile leaves the seeker profile alone", async () => {
    const { headers } = await buildSession(t);
    const { uid } = await create(headers);
    const res = await call(headers, "PUT", `/capi/user/experiments/${uid}`, { status: "validated" });
    expect(res.json().status).toBe("validated");
    expect((await call(headers, "GET", "/capi/user/seeker-profile")).json()).toMatchObject({ completed: false });
  });

  it("edits the profile; archiving is final: a second archive and any later change answer experiment_archived", async () => {
    const { headers } = await buildSession(t);
    const { uid } = await create(headers);
    const edited = await call(headers, "PUT", `/capi/user/experiments/${uid}`, {
      title: "UX in insurance",
      job_titles: ["UX Writer"],
      sectors: ["K65"],
      region: "geneva_lake",
    });
    expect(edited.json()).toMatchObject({
      title: "UX in insurance",
      job_titles: ["UX Writer"],
      sectors: ["K65"],
      region: "geneva_lake",
    });
    expect((await call(headers, "PUT", `/capi/user/experiments/${uid}`, { region: "moon" })).statusCode).toBe(400);

    const archived = await call(headers, "POST", `/capi/user/experiments/${uid}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();

    for (const [method, url, body] of [
      ["POST", `/capi/user/experiments/${uid}/archive`],
      ["PUT", `/capi/user/experiments/${uid}`, { title: "Again" }],
      ["PUT", `/capi/user/experiments/${uid}`, { status: "validated" }],
      ["PUT", `/capi/user/experiments/${uid}/hits/1/rating`, { verdict: "fits" }],
      ["DELETE", `/capi/user/experiments/${uid}/hits/1/rating`],
    ] as const) {
      const res = await call(headers, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "experiment_archived" });
    }
    expect((await call(headers, "GET", "/capi/user/experiments")).json().count).toBe(0);
    expect((await call(headers, "GET", "/capi/user/experiments?filter=archived")).json()).toMatchObject({
      count: 1,
      items: [{ uid, title: "UX in insurance" }],
    });
    // Still readable, with its hits (none rated, and it searches no more).
    expect((await call(headers, "GET", `/capi/user/experiments/${uid}`)).statusCode).toBe(200);
    expect((await hitsOf(headers, uid)).count).toBe(0);
  });
});

describe("before the search index is built", () => {
  it("the hit calls answer 503 ServiceUnavailable; the experiment itself answers", async () => {
    let finishBuild = () => {};
    const held = new Promise<void>((resolve) => (finishBuild = resolve));
    const cold = await buildTestApp(
      {},
      {
        searchIndex: (ctx) =>
          new (class extends MemoryIndex {
            override async build() {
              await held;
              return super.build();
            }
          })(ctx),
      },
    );
    try {
      await cold.app.ready();
      const { headers } = await buildSession(cold);
      const created = await cold.app.inject({
        method: "POST",
        url: "/capi/user/experiments",
        headers: { ...headers, "content-type": "application/json" },
        payload: { title: "T", job_titles: ["Koch"] },
      });
      expect(created.statusCode).toBe(201);
      const { uid } = created.json() as { uid: string };
      expect((await cold.app.inject({ url: `/capi/user/experiments/${uid}`, headers })).statusCode).toBe(200);
      for (const url of [`/capi/user/experiments/${uid}/hits`, `/capi/user/experiments/${uid}/hits/1`]) {
        const res = await cold.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().type).toBe("ServiceUnavailable");
      }
    } finally {
      finishBuild();
      await cold.app.close();
    }
  });
});
