import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ORGANIZATION_HEADER,
  ZOrgListingDetail,
  ZOrgListingsResponse,
  type TCreateListingRequestInput,
  type TMemberRole,
  type TOrgListingDetail,
} from "@jobatlas/contract";
import { activities, jobs, listings } from "../../db/schema";
import {
  buildAddress,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  type BuiltMember,
  type Listing,
} from "../../test/factories";
import { buildTestApp, csrfHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";
import { addDays, zurichToday } from "./listings.runtime";

/** The app's clock: tests set it; every test starts on a Tuesday morning in Zurich (winter time). */
const START = Date.parse("2026-03-10T09:00:00Z");
let current = START;
const now = () => new Date(current);
const setClock = (iso: string) => void (current = Date.parse(iso));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now });
});
afterAll(() => t.app.close());
beforeEach(() => void (current = START));

const today = () => zurichToday(now());

type Method = "GET" | "POST" | "PUT";
function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers, payload });
}

async function ok<T = TOrgListingDetail>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A valid POST body for `member`'s organisation: a planned listing of a new job of theirs, tomorrow. */
async function newListingBody(
  member: BuiltMember,
  overrides: Partial<TCreateListingRequestInput> = {},
): Promise<TCreateListingRequestInput> {
  const job =
    overrides.job_id === undefined && !overrides.job ? await buildJob(t, { organization: member }) : undefined;
  return {
    title: "Bäcker/in EFZ 80–100 %",
    address_id: null,
    published_on: addDays(today(), 1),
    ...(job ? { job_id: job.id } : {}),
    ...overrides,
  };
}

function create(member: BuiltMember, body: object) {
  return call("POST", "/capi/org/listings", member.headers, body);
}

/** The PUT body of a listing as GET answers it, with changes. */
function updateBody(listing: TOrgListingDetail, changes: Record<string, unknown> = {}) {
  return {
    id: listing.id,
    status: listing.status,
    job_id: listing.job.id,
    title: listing.title,
    language: listing.language,
    address_id: listing.address?.id ?? null,
    country: listing.country,
    published_on: listing.published_on,
    start_kind: listing.start_kind,
    start_date: listing.start_date,
    employment_type: listing.employment_type,
    remote_type: listing.remote_type,
    workload_min: listing.workload_min,
    workload_max: listing.workload_max,
    salary_min: listing.salary_min,
    salary_max: listing.salary_max,
    required_languages: listing.required_languages,
    listing_url: listing.listing_url,
    apply_url: listing.apply_url,
    questionnaire_id: listing.questionnaire?.id ?? null,
    contact_name: listing.contact_name,
    contact_email: listing.contact_email,
    contact_phone: listing.contact_phone,
    ...changes,
  };
}

async function getListing(member: BuiltMember, id: number) {
  return ok(await call("GET", `/capi/org/listings/${id}`, member.headers));
}

function put(member: BuiltMember, listing: TOrgListingDetail, changes: Record<string, unknown> = {}) {
  return call("PUT", `/capi/org/listings/${listing.id}`, member.headers, updateBody(listing, changes));
}

function extend(member: BuiltMember, id: number) {
  return call("POST", `/capi/org/listings/${id}/extend`, member.headers);
}

async function activitiesOf(listingId: number) {
  return t.database.db
    .select({ verb: activities.verb, actor: activities.actorUserId, subject: activities.subject })
    .from(activities)
    .where(and(eq(activities.sourceType, "listing"), eq(activities.sourceId, listingId)))
    .orderBy(activities.id);
}

function fieldErrors(res: Awaited<ReturnType<typeof call>>): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { type: string; detail: { loc: string[]; msg: string }[] };
  expect(body.type).toBe("ValidationError");
  return Object.fromEntries(body.detail.map((e) => [e.loc.at(-1), e.msg]));
}

function serviceError(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { type: string; code: string; detail: string };
  expect(body.type).toBe("ServiceError");
  return body;
}

/** An active listing of the member's organisation, built straight in the table (today, 30 days). */
function activeListing(member: BuiltMember, overrides: Partial<Listing> = {}) {
  return buildListing(t, { organization: member, ...overrides });
}

describe("POST /capi/org/listings", () => {
  it("creates a planned listing of one of the organisation's jobs, with every field, and a 'created' activity", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const job = await buildJob(t, { organization: owner, title: "Bäcker/in" });
    const address = await buildAddress(t, { organization: owner, postalCode: "9490", city: "Vaduz", country: "LI" });
    const questionnaire = await buildQuestionnaire(t, { organization: owner, name: "Frühschicht" });
    const res = await create(owner, {
      title: "Bäcker/in EFZ",
      job_id: job.id,
      language: "de",
      address_id: address.id,
      country: "CH",
      published_on: addDays(today(), 3),
      start_kind: "by_date",
      start_date: "2026-05-01",
      employment_type: "part_time",
      remote_type: "hybrid",
      workload_min: 60,
      workload_max: 80,
      salary_min: 60_000,
      salary_max: 72_000,
      required_languages: ["de", "fr", "de"],
      listing_url: "https://example.ch/jobs/baecker",
      apply_url: "https://example.ch/apply",
      questionnaire_id: questionnaire.id,
      contact_name: "Erika Muster",
      contact_email: "Erika.Muster@Example.ch",
      contact_phone: "+41 44 123 45 67",
    });
    const listing = ZOrgListingDetail.parse(await ok(res, 201));
    expect(listing).toMatchObject({
      organization_id: owner.organization.id,
      status: "planned",
      title: "Bäcker/in EFZ",
      job: { id: job.id, title: "Bäcker/in", status: "active", requirements: job.requirements },
      address: { id: address.id, postal_code: "9490", city: "Vaduz", country: "LI" },
      location_by_agreement: false,
      // The country is the address's.
      country: "LI",
      published_on: "2026-03-13",
      ends_on: "2026-04-11",
      remaining_days: null,
      extensions_used: 0,
      extensions_left: 3,
      start_kind: "by_date",
      start_date: "2026-05-01",
      employment_type: "part_time",
      remote_type: "hybrid",
      workload_min: 60,
      workload_max: 80,
      salary_min: 60_000,
      salary_max: 72_000,
      required_languages: ["de", "fr"],
      questionnaire: { id: questionnaire.id, name: "Frühschicht" },
      contact_name: "Erika Muster",
      contact_email: "erika.muster@example.ch",
      contact_phone: "+41 44 123 45 67",
    });
    expect(await activitiesOf(listing.id)).toEqual([
      { verb: "created", actor: owner.user.id, subject: "Bäcker/in EFZ" },
    ]);
    expect(await getListing(owner, listing.id)).toEqual(listing);
  });

  it("publishes now with status active: the runtime starts today (30 days left) and the activity is 'published'", async () => {
    const owner = await buildOrganization(t);
    const listing = await ok(
      await create(owner, await newListingBody(owner, { status: "active", published_on: null })),
      201,
    );
    expect(listing).toMatchObject({
      status: "active",
      published_on: "2026-03-10",
      ends_on: "2026-04-08",
      remaining_days: 30,
      location_by_agreement: true,
      address: null,
      extensions_left: 1,
    });
    expect((await activitiesOf(listing.id)).map((a) => a.verb)).toEqual(["published"]);
  });

  it("creates the job too from a blank template, both in one transaction", async () => {
    const owner = await buildOrganization(t);
    const body = {
      title: "Konditor/in",
      address_id: null,
      published_on: today(),
      job: {
        title: "Konditor/in EFZ",
        language: "de",
        role_and_responsibilities: "Torten **backen**.",
        requirements: "Lehre als Konditor/in.",
        team_description: "Fünf Personen.",
        benefits: "Gratis Gipfeli.",
      },
    };
    const listing = await ok(await create(owner, body), 201);
    expect(listing.job).toMatchObject({
      title: "Konditor/in EFZ",
      status: "active",
      role_and_responsibilities: "Torten **backen**.",
      benefits: "Gratis Gipfeli.",
    });
    const [jobRow] = await t.database.db.select().from(jobs).where(eq(jobs.id, listing.job.id));
    expect(jobRow?.organizationId).toBe(owner.organization.id);
    const jobActivities = await t.database.db
      .select({ verb: activities.verb })
      .from(activities)
      .where(and(eq(activities.sourceType, "job"), eq(activities.sourceId, listing.job.id)));
    expect(jobActivities).toEqual([{ verb: "created" }]);

    // A refused listing leaves no job behind.
    const other = await buildOrganization(t);
    const foreignAddress = await buildAddress(t, { organization: other });
    const before = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.organizationId, owner.organization.id));
    const refused = await create(owner, {
      ...body,
      job: { ...body.job, title: "Nie erstellt" },
      address_id: foreignAddress.id,
    });
    expect(refused.statusCode).toBe(404);
    const after = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.organizationId, owner.organization.id));
    expect(after).toEqual(before);
  });

  it("refuses what the rules across fields forbid, at the field, in the request's language", async () => {
    const owner = await buildOrganization(t);
    const base = await newListingBody(owner);
    const job = { title: "Neu", language: "de" };
    const cases: [object, Record<string, string>][] = [
      [{ ...base, job }, { job_id: "Choose one of your jobs or describe a new one." }],
      [{ ...base, job_id: undefined }, { job_id: "Choose one of your jobs or describe a new one." }],
      [
        { ...base, workload_min: 80, workload_max: 60 },
        { workload_max: "The maximum workload must not be below the minimum." },
      ],
      [
        { ...base, salary_min: 90_000, salary_max: 80_000 },
        { salary_max: "The maximum salary must not be below the minimum." },
      ],
      [{ ...base, start_kind: "by_date" }, { start_date: "Enter the start date." }],
      [
        { ...base, start_kind: "asap", start_date: "2026-05-01" },
        { start_date: "A start date goes only with a start by date." },
      ],
      [{ ...base, published_on: null }, { published_on: "Enter the publish date, or publish now." }],
      [{ ...base, published_on: addDays(today(), -1) }, { published_on: "The publish date must be today or later." }],
    ];
    for (const [body, expected] of cases) expect(fieldErrors(await create(owner, body))).toEqual(expected);

    const german = { ...owner.headers, "accept-language": "de" };
    expect(
      fieldErrors(await call("POST", "/capi/org/listings", german, { ...base, workload_min: 80, workload_max: 60 })),
    ).toEqual({ workload_max: "Das maximale Pensum darf nicht unter dem minimalen liegen." });

    // Field by field, as the contract says.
    const bad: [object, string][] = [
      [{ ...base, title: "x" }, "title"],
      [{ ...base, workload_min: -1 }, "workload_min"],
      [{ ...base, workload_max: 101 }, "workload_max"],
      [{ ...base, salary_max: 10_000_001 }, "salary_max"],
      [{ ...base, required_languages: ["rm"] }, "0"],
      [{ ...base, apply_url: "javascript:alert(1)" }, "apply_url"],
      [{ ...base, listing_url: "ftp://example.ch" }, "listing_url"],
      [{ ...base, contact_email: "nope" }, "contact_email"],
      [{ ...base, contact_phone: "call me" }, "contact_phone"],
      [{ ...base, published_on: "2026-02-30" }, "published_on"],
      [{ ...base, employment_type: "freelance" }, "employment_type"],
      [{ ...base, status: "archived" }, "status"],
      [{ ...base, country: "DE" }, "country"],
      [{ ...base, surprise: 1 }, "surprise"],
    ];
    for (const [body, field] of bad) expect(Object.keys(fieldErrors(await create(owner, body)))).toContain(field);
    expect(
      await t.database.db.select().from(listings).where(eq(listings.organizationId, owner.organization.id)),
    ).toEqual([]);
  });

  it("never links another organisation's job, address or questionnaire (404), nor an archived questionnaire (400)", async () => {
    const owner = await buildOrganization(t);
    const other = await buildOrganization(t);
    const base = await newListingBody(owner);
    const foreignJob = await buildJob(t, { organization: other });
    const foreignAddress = await buildAddress(t, { organization: other });
    const foreignQuestionnaire = await buildQuestionnaire(t, { organization: other });
    for (const body of [
      { ...base, job_id: foreignJob.id },
      { ...base, job_id: 99_999_999 },
      { ...base, address_id: foreignAddress.id },
      { ...base, questionnaire_id: foreignQuestionnaire.id },
    ]) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    const archived = await buildQuestionnaire(t, { organization: owner, status: "archived" });
    expect(fieldErrors(await create(owner, { ...base, questionnaire_id: archived.id }))).toEqual({
      questionnaire_id: "This questionnaire is archived. Choose an active one.",
    });
    expect(
      await t.database.db.select().from(listings).where(eq(listings.organizationId, owner.organization.id)),
    ).toEqual([]);
  });
});

describe("GET /capi/org/listings", () => {
  it("pages by at most 50 with the total count, newest first, only the organisation's own", async () => {
    const owner = await buildOrganization(t, { plan: "enterprise" });
    const job = await buildJob(t, { organization: owner });
    for (let i = 0; i < 55; i++) {
      await buildListing(t, {
        job,
        title: `Stelle ${i}`,
        locationByAgreement: true,
        createdAt: new Date(START + i * 1000),
      });
    }
    await activeListing(await buildOrganization(t)); // another organisation's
    const first = ZOrgListingsResponse.parse(await ok(await call("GET", "/capi/org/listings", owner.headers)));
    expect(first.count).toBe(55);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.title).toBe("Stelle 54");
    const second = await ok<{ items: { title: string }[]; count: number }>(
      await call("GET", "/capi/org/listings?offset=50", owner.headers),
    );
    expect(second.items.map((l) => l.title)).toEqual(["Stelle 4", "Stelle 3", "Stelle 2", "Stelle 1", "Stelle 0"]);
    expect(second.count).toBe(55);
    const small = await ok<{ items: unknown[] }>(
      await call("GET", "/capi/org/listings?limit=2&order_by=title", owner.headers),
    );
    expect(small.items).toMatchObject([{ title: "Stelle 0" }, { title: "Stelle 1" }]);
    for (const query of [
      "limit=51",
      "limit=0",
      "offset=-1",
      "order_by=secret",
      "status=gone",
      "job_ids=x",
      "unknown=1",
    ]) {
      expect((await call("GET", `/capi/org/listings?${query}`, owner.headers)).statusCode, query).toBe(400);
    }
  });

  it("filters by status (a list), job_ids (a list), questionnaire_id and query words", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const baker = await buildJob(t, { organization: owner, title: "Bäcker/in" });
    const driver = await buildJob(t, { organization: owner, title: "Chauffeur/euse" });
    const cook = await buildJob(t, { organization: owner, title: "Koch/Köchin" });
    const questionnaire = await buildQuestionnaire(t, { organization: owner });
    const a = await buildListing(t, {
      job: baker,
      title: "Bäcker/in Frühschicht 100%",
      questionnaireId: questionnaire.id,
    });
    const b = await buildListing(t, {
      job: baker,
      title: "Bäcker/in Teilzeit",
      status: "planned",
      publishedOn: addDays(today(), 5),
    });
    const c = await buildListing(t, { job: driver, title: "Fahrer/in Kat. C", status: "archived" });
    const d = await buildListing(t, { job: cook, title: "Sous-Chef_in", questionnaireId: questionnaire.id });
    const ids = async (query: string) =>
      (
        await ok<{ items: { id: number }[]; count: number }>(
          await call("GET", `/capi/org/listings?${query}`, owner.headers),
        )
      ).items
        .map((l) => l.id)
        .sort((x, y) => x - y);
    const sorted = (...rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => x - y);

    expect(await ids("")).toEqual(sorted(a, b, c, d));
    expect(await ids("status=active")).toEqual(sorted(a, d));
    expect(await ids("status=planned,archived")).toEqual(sorted(b, c));
    expect(await ids("status=planned&status=archived")).toEqual(sorted(b, c));
    expect(await ids(`job_ids=${baker.id}`)).toEqual(sorted(a, b));
    expect(await ids(`job_ids=${baker.id},${driver.id}`)).toEqual(sorted(a, b, c));
    expect(await ids(`job_ids=${driver.id}&job_ids=${cook.id}`)).toEqual(sorted(c, d));
    expect(await ids(`questionnaire_id=${questionnaire.id}`)).toEqual(sorted(a, d));
    expect(await ids(`questionnaire_id=${questionnaire.id}&status=active&job_ids=${cook.id}`)).toEqual(sorted(d));
    // Words of the listing's title or its job's, in any case; LIKE's wildcards are plain characters.
    expect(await ids("query=bäcker")).toEqual(sorted(a, b));
    expect(await ids("query=FRÜHSCHICHT")).toEqual(sorted(a));
    expect(await ids("query=backer")).toEqual(sorted(a, b));
    expect(await ids("query=chauffeur")).toEqual(sorted(c));
    expect(await ids("query=bäcker%20teilzeit")).toEqual(sorted(b));
    expect(await ids("query=_")).toEqual(sorted(d));
    expect(await ids("query=%25")).toEqual(sorted(a));
    expect(await ids("query=nichts")).toEqual([]);
    // Another organisation's job or questionnaire filters to nothing.
    const other = await buildOrganization(t);
    const foreign = await activeListing(other);
    expect(await ids(`job_ids=${foreign.jobId}`)).toEqual([]);
  });
});

describe("GET /capi/org/listings/{listing_id}", () => {
  it("answers the listing with its job's texts; 404 for another organisation's listing or no id", async () => {
    const owner = await buildOrganization(t);
    const listing = await activeListing(owner);
    const body = await getListing(owner, listing.id);
    expect(body).toMatchObject({ id: listing.id, status: "active", remaining_days: 30, extensions_left: 1 });
    expect(body.job.role_and_responsibilities).toContain("Aufgaben der Stelle");
    const foreign = await activeListing(await buildOrganization(t));
    for (const id of [String(foreign.id), "999999", "abc", "0", "1.5"]) {
      const res = await call("GET", `/capi/org/listings/${id}`, owner.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });
});

describe("PUT /capi/org/listings/{listing_id}", () => {
  it("changes the fields, with one 'updated' activity; a PUT that changes nothing writes nothing", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const listing = await ok(await create(owner, await newListingBody(owner)), 201);
    const address = await buildAddress(t, { organization: owner });
    const otherJob = await buildJob(t, { organization: owner, title: "Anderer Job" });
    const updated = await ok(
      await put(owner, listing, {
        title: "Bäcker/in (neu)",
        address_id: address.id,
        job_id: otherJob.id,
        published_on: addDays(today(), 7),
        remote_type: "remote",
        contact_name: "Hans Muster",
      }),
    );
    expect(updated).toMatchObject({
      title: "Bäcker/in (neu)",
      address: { id: address.id },
      job: { id: otherJob.id, title: "Anderer Job" },
      published_on: "2026-03-17",
      ends_on: "2026-04-15",
      remote_type: "remote",
      contact_name: "Hans Muster",
      status: "planned",
    });
    expect(await ok(await put(owner, updated))).toEqual(updated);
    expect((await activitiesOf(listing.id)).map((a) => a.verb)).toEqual(["created", "updated"]);
  });

  it("refuses an id other than the path's, rule breaks, foreign ids and a publish date in the past", async () => {
    const owner = await buildOrganization(t);
    const listing = await ok(await create(owner, await newListingBody(owner)), 201);
    const url = `/capi/org/listings/${listing.id}`;
    expect(fieldErrors(await call("PUT", url, owner.headers, updateBody(listing, { id: listing.id + 1 })))).toEqual({
      id: "The id must be the one in the address.",
    });
    expect(fieldErrors(await put(owner, listing, { workload_min: 100, workload_max: 50 }))).toEqual({
      workload_max: "The maximum workload must not be below the minimum.",
    });
    expect(fieldErrors(await put(owner, listing, { published_on: addDays(today(), -2) }))).toEqual({
      published_on: "The publish date must be today or later.",
    });
    const other = await buildOrganization(t);
    for (const changes of [
      { job_id: (await buildJob(t, { organization: other })).id },
      { address_id: (await buildAddress(t, { organization: other })).id },
      { questionnaire_id: (await buildQuestionnaire(t, { organization: other })).id },
    ]) {
      expect((await put(owner, listing, changes)).statusCode, JSON.stringify(changes)).toBe(404);
    }
    // The body's id names nothing of another organisation either: the path decides.
    const foreign = await activeListing(other);
    const res = await call(
      "PUT",
      `/capi/org/listings/${foreign.id}`,
      owner.headers,
      updateBody(listing, { id: foreign.id }),
    );
    expect(res.statusCode).toBe(404);
    expect(await getListing(owner, listing.id)).toEqual(listing);
    expect((await activitiesOf(foreign.id)).length).toBe(0);
  });

  it("keeps an archived questionnaire the listing already has, but refuses to choose one", async () => {
    const owner = await buildOrganization(t);
    const questionnaire = await buildQuestionnaire(t, { organization: owner });
    const listing = await ok(
      await create(owner, await newListingBody(owner, { questionnaire_id: questionnaire.id })),
      201,
    );
    const archived = await buildQuestionnaire(t, { organization: owner, status: "archived" });
    expect(fieldErrors(await put(owner, listing, { questionnaire_id: archived.id }))).toHaveProperty(
      "questionnaire_id",
    );
    const { questionnaires } = await import("../../db/schema");
    await t.database.db
      .update(questionnaires)
      .set({ status: "archived" })
      .where(eq(questionnaires.id, questionnaire.id));
    expect(await ok(await put(owner, listing, { title: "Noch immer mit Fragebogen" }))).toMatchObject({
      questionnaire: { id: questionnaire.id },
    });
  });

  it("allows exactly the transitions of docs/domain.md §4, each with its activity", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    // planned → active: publish now (runtime from today).
    const planned = await ok(
      await create(owner, await newListingBody(owner, { published_on: addDays(today(), 10) })),
      201,
    );
    const published = await ok(await put(owner, planned, { status: "active" }));
    expect(published).toMatchObject({
      status: "active",
      published_on: "2026-03-10",
      ends_on: "2026-04-08",
      remaining_days: 30,
    });
    // active → archived: end early (today is the last day).
    const ended = await ok(await put(owner, published, { status: "archived" }));
    expect(ended).toMatchObject({ status: "archived", ends_on: "2026-03-10", remaining_days: null });
    expect((await activitiesOf(planned.id)).map((a) => a.verb)).toEqual(["created", "published", "archived"]);

    // planned → archived: cancel.
    const toCancel = await ok(await create(owner, await newListingBody(owner)), 201);
    expect(await ok(await put(owner, toCancel, { status: "archived" }))).toMatchObject({ status: "archived" });
    expect((await activitiesOf(toCancel.id)).map((a) => a.verb)).toEqual(["created", "cancelled"]);

    // A status change with field changes: both activities.
    const both = await ok(await create(owner, await newListingBody(owner)), 201);
    expect(await ok(await put(owner, both, { status: "active", title: "Sofort und neu" }))).toMatchObject({
      status: "active",
      title: "Sofort und neu",
    });
    expect((await activitiesOf(both.id)).map((a) => a.verb)).toEqual(["created", "updated", "published"]);

    // Refused: active → planned, archived → active, archived → planned; nothing changes.
    const active = await getListing(owner, both.id);
    const archived = await getListing(owner, planned.id);
    for (const [listing, status, from] of [
      [active, "planned", "active"],
      [archived, "active", "archived"],
      [archived, "planned", "archived"],
    ] as const) {
      const refused = serviceError(await put(owner, listing, { status, title: "Nie" }));
      expect(refused.code).toBe("invalid_transition");
      expect(refused.detail).toBe(`This listing cannot go from ${from} to ${status}.`);
      expect(await getListing(owner, listing.id)).toEqual(listing);
    }
    // Archived is final: no field changes either (copy it instead); the same body again is fine.
    expect(serviceError(await put(owner, archived, { title: "Wieder da" })).code).toBe("listing_archived");
    expect(await ok(await put(owner, archived))).toEqual(archived);
    expect((await activitiesOf(planned.id)).map((a) => a.verb)).toEqual(["created", "published", "archived"]);
  });

  it("keeps a published listing's runtime whatever publish date the body names", async () => {
    const owner = await buildOrganization(t);
    const listing = await getListing(owner, (await activeListing(owner)).id);
    const saved = await ok(await put(owner, listing, { published_on: addDays(today(), 20), title: "Anders" }));
    expect(saved).toMatchObject({ published_on: listing.published_on, ends_on: listing.ends_on, title: "Anders" });
  });
});

describe("POST /capi/org/listings/{listing_id}/extend", () => {
  it("adds 30 days while the free plan allows (one), then refuses with 'Listing could not be extended anymore'", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const listing = await activeListing(owner);
    const extended = await ok(await extend(owner, listing.id));
    expect(extended).toMatchObject({
      ends_on: addDays(listing.endsOn!, 30),
      remaining_days: 60,
      extensions_used: 1,
      extensions_left: 0,
    });
    const refused = serviceError(await extend(owner, listing.id));
    expect(refused).toEqual({
      type: "ServiceError",
      code: "plan_limit_extensions_per_listing",
      detail: "Listing could not be extended anymore",
    });
    const german = serviceError(
      await call("POST", `/capi/org/listings/${listing.id}/extend`, { ...owner.headers, "accept-language": "de" }),
    );
    expect(german.detail).toBe("Das Inserat konnte nicht mehr verlängert werden");
    expect(await getListing(owner, listing.id)).toMatchObject({ extensions_used: 1, ends_on: extended.ends_on });
    expect((await activitiesOf(listing.id)).map((a) => a.verb)).toEqual(["extended"]);
  });

  it("allows 3 on pro and any number on enterprise; accepts an empty JSON body", async () => {
    const pro = await buildOrganization(t, { plan: "pro" });
    const listing = await activeListing(pro);
    for (let i = 0; i < 3; i++) await ok(await extend(pro, listing.id));
    expect(serviceError(await extend(pro, listing.id)).code).toBe("plan_limit_extensions_per_listing");

    const enterprise = await buildOrganization(t, { plan: "enterprise" });
    const unlimited = await activeListing(enterprise);
    let last;
    for (let i = 0; i < 5; i++) {
      last = await ok(
        await call(
          "POST",
          `/capi/org/listings/${unlimited.id}/extend`,
          { ...enterprise.headers, "content-type": "application/json" },
          {},
        ),
      );
    }
    expect(last).toMatchObject({ extensions_used: 5, extensions_left: null, remaining_days: 180 });
    expect(
      fieldErrors(await call("POST", `/capi/org/listings/${unlimited.id}/extend`, enterprise.headers, { days: 60 })),
    ).toHaveProperty("days");
  });

  it("extends only active listings whose runtime has not ended", async () => {
    const owner = await buildOrganization(t, { plan: "enterprise" });
    const planned = await activeListing(owner, { status: "planned", publishedOn: addDays(today(), 2) });
    const archived = await activeListing(owner, { status: "archived" });
    // Ended yesterday; the scheduler has not archived it yet.
    const ended = await activeListing(owner, { publishedOn: addDays(today(), -30) });
    expect(ended.endsOn).toBe(addDays(today(), -1));
    for (const listing of [planned, archived, ended]) {
      expect(serviceError(await extend(owner, listing.id)).code).toBe("plan_limit_extensions_per_listing");
      expect((await activitiesOf(listing.id)).length).toBe(0);
    }
    const foreign = await activeListing(await buildOrganization(t, { plan: "enterprise" }));
    expect((await extend(owner, foreign.id)).statusCode).toBe(404);
    expect((await activitiesOf(foreign.id)).length).toBe(0);
  });

  it("counts parallel extensions one after another: never past the plan's allowance", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const listing = await activeListing(owner);
    const answers = await Promise.all(Array.from({ length: 4 }, () => extend(owner, listing.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await getListing(owner, listing.id)).toMatchObject({
      extensions_used: 1,
      ends_on: addDays(listing.endsOn!, 30),
    });
  });
});

describe("the active-listing limit of the plan", () => {
  it("refuses a third active listing on the free plan, by POST and by publishing now; planned ones are fine", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    await activeListing(owner);
    await ok(await create(owner, await newListingBody(owner, { status: "active", published_on: null })), 201);
    const third = serviceError(
      await create(owner, await newListingBody(owner, { status: "active", published_on: null })),
    );
    expect(third).toEqual({
      type: "ServiceError",
      code: "plan_limit_active_listings",
      detail: "Your plan allows 2 active listings at a time.",
    });
    const planned = await ok(await create(owner, await newListingBody(owner)), 201);
    expect(serviceError(await put(owner, planned, { status: "active" })).code).toBe("plan_limit_active_listings");
    expect(await getListing(owner, planned.id)).toEqual(planned);
    // Ending one frees a place.
    const [first] = (
      await ok<{ items: TOrgListingDetail[] }>(await call("GET", "/capi/org/listings?status=active", owner.headers))
    ).items;
    await ok(await put(owner, await getListing(owner, first!.id), { status: "archived" }));
    expect(await ok(await put(owner, planned, { status: "active" }))).toMatchObject({ status: "active" });
  });

  it("does not count listings whose runtime is over though the lifecycle task has not archived them yet", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    // Both places are taken by listings whose last day was yesterday (still stored as active).
    for (let i = 0; i < 2; i++) {
      await activeListing(owner, { publishedOn: addDays(today(), -30), endsOn: addDays(today(), -1) });
    }
    const published = await create(owner, await newListingBody(owner, { status: "active", published_on: null }));
    expect(published.statusCode, published.body).toBe(201);
  });

  it("lets only one of two parallel activations take the last place", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    await activeListing(owner);
    const a = await ok(await create(owner, await newListingBody(owner)), 201);
    const b = await ok(await create(owner, await newListingBody(owner)), 201);
    const answers = await Promise.all([put(owner, a, { status: "active" }), put(owner, b, { status: "active" })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const active = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.organizationId, owner.organization.id), eq(listings.status, "active")));
    expect(active).toHaveLength(2);
  });
});

describe("remaining days", () => {
  it("count today in Zurich: 1 on the last day until 23:59, then 0, in winter and in summer time", async () => {
    const owner = await buildOrganization(t);
    // Winter (UTC+1): a listing ending on 2026-03-10.
    const winter = await activeListing(owner, { publishedOn: "2026-02-09", endsOn: "2026-03-10" });
    const days = async (id: number) => (await getListing(owner, id)).remaining_days;
    setClock("2026-03-09T22:58:00Z"); // 23:58 on 9 March: the 9th and the 10th
    expect(await days(winter.id)).toBe(2);
    setClock("2026-03-09T23:00:00Z"); // midnight: the last day
    expect(await days(winter.id)).toBe(1);
    setClock("2026-03-10T22:58:59Z"); // 23:58:59
    expect(await days(winter.id)).toBe(1);
    setClock("2026-03-10T22:59:00Z"); // 23:59: over
    expect(await days(winter.id)).toBe(0);
    expect(serviceError(await extend(owner, winter.id)).code).toBe("plan_limit_extensions_per_listing");

    // Summer (UTC+2): a listing ending on 2026-07-01 (a session of that time: sessions last 30 days).
    setClock("2026-06-20T08:00:00Z");
    const summerOwner = await buildOrganization(t);
    const summer = await activeListing(summerOwner, { publishedOn: "2026-06-02", endsOn: "2026-07-01" });
    const summerDays = async () => (await getListing(summerOwner, summer.id)).remaining_days;
    setClock("2026-06-30T21:58:00Z"); // 23:58 on 30 June
    expect(await summerDays()).toBe(2);
    setClock("2026-06-30T22:00:00Z"); // midnight
    expect(await summerDays()).toBe(1);
    setClock("2026-07-01T21:58:00Z"); // 23:58
    expect(await summerDays()).toBe(1);
    setClock("2026-07-01T21:59:00Z"); // 23:59
    expect(await summerDays()).toBe(0);
    // On its publish date a listing has its whole runtime left.
    setClock("2026-06-02T05:00:00Z");
    expect(await summerDays()).toBe(30);
  });
});

describe("who may", () => {
  const ROLES: TMemberRole[] = ["owner", "admin", "recruiter"];

  it("lets owners, admins and recruiters do every listing call", async () => {
    for (const role of ROLES) {
      const member = await buildOrganization(t, { role, plan: "pro" });
      const created = await ok(await create(member, await newListingBody(member)), 201);
      await ok(await call("GET", "/capi/org/listings", member.headers));
      await ok(await call("GET", `/capi/org/listings/${created.id}`, member.headers));
      const active = await ok(await put(member, created, { status: "active" }));
      await ok(await extend(member, active.id));
      expect((await activitiesOf(created.id)).map((a) => a.actor)).toEqual([
        member.user.id,
        member.user.id,
        member.user.id,
      ]);
    }
  });

  it("answers 401 signed out and 404 to anyone not a member, for every call", async () => {
    const owner = await buildOrganization(t);
    const listing = await activeListing(owner);
    const outsider = await buildOrganization(t);
    const seeker = await buildSession(t);
    const body = await newListingBody(owner);
    const endpoints: [Method, string, object?][] = [
      ["GET", "/capi/org/listings"],
      ["POST", "/capi/org/listings", body],
      ["GET", `/capi/org/listings/${listing.id}`],
      ["PUT", `/capi/org/listings/${listing.id}`, updateBody(await getListing(owner, listing.id))],
      ["POST", `/capi/org/listings/${listing.id}/extend`],
    ];
    for (const [method, url, payload] of endpoints) {
      const signedOut = await call(
        method,
        url,
        { ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug },
        payload,
      );
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [
        { ...outsider.headers, [ORGANIZATION_HEADER]: owner.organization.slug },
        { ...seeker.headers, [ORGANIZATION_HEADER]: owner.organization.slug },
      ]) {
        expect((await call(method, url, headers, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      // The outsider in their own organisation: the listing is not theirs.
      if (url.includes(String(listing.id))) {
        expect((await call(method, url, outsider.headers, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await activitiesOf(listing.id)).toEqual([]);
  });

  it("acts on the organisation the header names when a member has several", async () => {
    const first = await buildOrganization(t);
    const second = await buildMember(t, (await buildOrganization(t)).organization, {
      user: first.user,
      role: "recruiter",
    });
    const mine = await activeListing(second);
    expect((await call("GET", `/capi/org/listings/${mine.id}`, first.headers)).statusCode).toBe(404);
    expect((await call("GET", `/capi/org/listings/${mine.id}`, second.headers)).statusCode).toBe(200);
  });
});

describe("search stays true", () => {
  it("finds a listing published here, under its new title after an edit, and no longer once archived, as the change feed applies each", async () => {
    await waitForSearchIndex(t);
    const owner = await buildOrganization(t, { plan: "pro", name: "Zuckerbäckerei Morgenrot AG" });
    const address = await buildAddress(t, { organization: owner });
    const hits = async (query: string) =>
      (
        (await t.app.inject(`/capi/search/employers?query=${encodeURIComponent(query)}`)).json() as {
          items: { id: number; listings: { id: number; title: string }[] }[];
        }
      ).items.filter((hit) => hit.id === owner.organization.id);
    const listing = await ok(
      await create(owner, await newListingBody(owner, { title: "Marzipanmodelleur/in", address_id: address.id })),
      201,
    );
    expect(await hits("marzipanmodelleur")).toEqual([]);

    const published = await ok(await put(owner, listing, { status: "active" }));
    await t.searchCaughtUp();
    const [found] = await hits("marzipanmodelleur");
    expect(found?.listings.map((l) => l.id)).toContain(listing.id);

    const renamed = await ok(await put(owner, published, { title: "Pralinenkünstler/in" }));
    await t.searchCaughtUp();
    const [edited] = await hits("pralinenkunstler");
    expect(edited?.listings.find((l) => l.id === listing.id)?.title).toBe("Pralinenkünstler/in");

    await ok(await put(owner, renamed, { status: "archived" }));
    await t.searchCaughtUp();
    const [archived] = await hits("pralinenkunstler");
    expect(archived?.listings.map((l) => l.id) ?? []).not.toContain(listing.id);
  });
});
