import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ZPublicCompany,
  ZPublicJob,
  ZPublicListing,
  ZPublicListingsResponse,
  type TPublicListingSummary,
} from "@jobatlas/contract";
import { listings, media, organizations } from "../../db/schema";
import { addDays, todayInZurich } from "../../lib/dates";
import {
  buildAddress,
  buildEmptyOrganization,
  buildJob,
  buildListing,
  buildQuestionnaire,
  buildSession,
  type Organization,
} from "../../test/factories";
import { buildTestApp, csrfHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";
import { withPageReads } from "./companies.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await waitForSearchIndex(t); // similar employers come from the search index
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const today = () => todayInZurich(t.now());

async function like(headers: Record<string, string>, companyId: number) {
  const res = await t.app.inject({ method: "PUT", url: `/capi/user/likes/${companyId}`, headers });
  expect(res.statusCode).toBe(200);
}

/** A picture we serve (features/media), as an upload leaves it. */
async function storedPicture(id: string): Promise<string> {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  await t.database.db.insert(media).values({ id, ownerUserId: null, contentType: "image/jpeg", bytes, byteSize: 4 });
  return id;
}

/** Ids that name nothing: unknown numbers and values that are no id at all. */
const NO_SUCH_IDS = ["999999", "abc", "1.5", "0", "-1", "1e3", "99999999999999999999", "%20"];

describe("GET /capi/companies/{id}", () => {
  it("answers the public profile with its addresses and counts of active listings and jobs", async () => {
    const organization = await buildEmptyOrganization(t, {
      name: "Alpenblick Informatik AG",
      description: "Wir bauen **Software**.",
      sectors: ["J62", "M70"],
      keywords: ["Software", "Cloud"],
      mainWebsite: "https://alpenblick.example",
      jobsWebsite: "https://alpenblick.example/jobs",
      logoUrl: "/media/0123456789abcdef0123456789abcdef",
    });
    const bern = await buildAddress(t, {
      organizationId: organization.id,
      label: "Filiale",
      street: "Bundesgasse",
      houseNumber: "3",
      postalCode: "3011",
      city: "Bern",
      canton: "BE",
      lat: 46.9466,
      lng: 7.444,
    });
    const job = await buildJob(t, { organizationId: organization.id });
    await buildJob(t, { organizationId: organization.id, status: "planned" });
    await buildJob(t, { organizationId: organization.id, status: "archived" });
    await buildListing(t, { job, addressId: bern.id });
    await buildListing(t, { job, addressId: bern.id });
    await buildListing(t, { job, addressId: bern.id, status: "planned" });
    await buildListing(t, { job, addressId: bern.id, status: "archived" });

    const res = await get(`/capi/companies/${organization.id}`);
    expect(res.statusCode).toBe(200);
    const company = ZPublicCompany.strict().parse(res.json());
    expect(company).toEqual({
      id: organization.id,
      slug: organization.slug,
      name: "Alpenblick Informatik AG",
      description: "Wir bauen **Software**.",
      legal_form: "AG",
      logo_url: "/media/0123456789abcdef0123456789abcdef",
      sectors: ["J62", "M70"],
      keywords: ["Software", "Cloud"],
      main_website: "https://alpenblick.example",
      jobs_website: "https://alpenblick.example/jobs",
      addresses: [
        {
          id: bern.id,
          label: "Filiale",
          street: "Bundesgasse",
          house_number: "3",
          postal_code: "3011",
          city: "Bern",
          canton: "BE",
          country: "CH",
          lat: 46.9466,
          lng: 7.444,
        },
      ],
      open_listings_count: 2,
      active_jobs_count: 1,
      liked: false,
      // The default answer time; no record below 5 applications (issue 29).
      answer_days: 14,
      retention_days: 90,
      response_record: null,
    });
  });

  it("shows any organisation, also one without addresses, listings or jobs", async () => {
    const organization = await buildEmptyOrganization(t);
    const res = await get(`/capi/companies/${organization.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ addresses: [], open_listings_count: 0, active_jobs_count: 0 });
  });

  it("says liked only to the user who liked it", async () => {
    const organization = await buildEmptyOrganization(t);
    const fan = await buildSession(t);
    const other = await buildSession(t);
    await like(fan.headers, organization.id);

    expect((await get(`/capi/companies/${organization.id}`, fan.headers)).json().liked).toBe(true);
    expect((await get(`/capi/companies/${organization.id}`, other.headers)).json().liked).toBe(false);
    expect((await get(`/capi/companies/${organization.id}`)).json().liked).toBe(false);
  });

  it.each(NO_SUCH_IDS)("answers 404 NotFound for the id %s", async (id) => {
    const res = await get(`/capi/companies/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
  });

  it("rejects unknown query parameters", async () => {
    const organization = await buildEmptyOrganization(t);
    const res = await get(`/capi/companies/${organization.id}?expand=all`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["query", "expand"] }] });
  });
});

describe("GET /capi/companies/{id}/listings", () => {
  let organization: Organization;
  let published: number[];
  beforeAll(async () => {
    organization = await buildEmptyOrganization(t);
    const job = await buildJob(t, { organizationId: organization.id });
    // Active listings published 0, 5, 10 days ago, two of them on the same day (the newer id first).
    const daysAgo = [5, 0, 10, 5];
    const rows = [];
    for (const days of daysAgo) rows.push(await buildListing(t, { job, publishedOn: addDays(today(), -days) }));
    published = [rows[1]!, rows[3]!, rows[0]!, rows[2]!].map((r) => r.id);
    await buildListing(t, { job, status: "planned", publishedOn: addDays(today(), 3) });
    await buildListing(t, { job, status: "archived", publishedOn: addDays(today(), -40) });
    // Another company's listing never shows here.
    await buildListing(t);
  });

  it("lists the active listings only, newest published first, with the total count", async () => {
    const res = await get(`/capi/companies/${organization.id}/listings`);
    expect(res.statusCode).toBe(200);
    const body = ZPublicListingsResponse.parse(res.json());
    expect(body.count).toBe(4);
    expect(body.items.map((l) => l.id)).toEqual(published);
    expect(body.items.every((l) => l.company_id === organization.id)).toBe(true);
  });

  it("pages with limit and offset", async () => {
    const first = (await get(`/capi/companies/${organization.id}/listings?limit=3`)).json();
    const second = (await get(`/capi/companies/${organization.id}/listings?limit=3&offset=3`)).json();
    expect(first.items.map((l: TPublicListingSummary) => l.id)).toEqual(published.slice(0, 3));
    expect(second.items.map((l: TPublicListingSummary) => l.id)).toEqual(published.slice(3));
    expect([first.count, second.count]).toEqual([4, 4]);
    const past = (await get(`/capi/companies/${organization.id}/listings?offset=10`)).json();
    expect(past).toEqual({ items: [], count: 4 });
  });

  it("gives each listing its work place, or null when by agreement", async () => {
    const other = await buildEmptyOrganization(t);
    const address = await buildAddress(t, { organizationId: other.id, city: "Lugano", postalCode: "6900" });
    const atAddress = await buildListing(t, { organizationId: other.id, addressId: address.id });
    const byAgreement = await buildListing(t, { organizationId: other.id, locationByAgreement: true });
    const items: TPublicListingSummary[] = (await get(`/capi/companies/${other.id}/listings`)).json().items;
    expect(items.find((l) => l.id === atAddress.id)?.location).toMatchObject({
      id: address.id,
      city: "Lugano",
      postal_code: "6900",
    });
    expect(items.find((l) => l.id === byAgreement.id)?.location).toBeNull();
  });

  it("names each listing's external apply link and picture, so the company page's Apply goes where the listing's does", async () => {
    const other = await buildEmptyOrganization(t);
    const elsewhere = await buildListing(t, {
      organizationId: other.id,
      applyUrl: "https://jobs.other.example/apply/100",
      pictureId: await storedPicture("aabbccddeeff00112233445566778899"),
    });
    const here = await buildListing(t, { organizationId: other.id });
    const items: TPublicListingSummary[] = (await get(`/capi/companies/${other.id}/listings`)).json().items;
    expect(items.find((l) => l.id === elsewhere.id)).toMatchObject({
      apply_url: "https://jobs.other.example/apply/100",
      picture_url: "/media/aabbccddeeff00112233445566778899",
    });
    expect(items.find((l) => l.id === here.id)).toMatchObject({ apply_url: null, picture_url: null });
  });

  it.each([
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["order_by=title", "order_by"],
    ["status=archived", "status"],
  ])("answers 400 ValidationError for %s", async (query, field) => {
    const res = await get(`/capi/companies/${organization.id}/listings?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["query", field] }] });
  });

  it("accepts the largest page", async () => {
    expect((await get(`/capi/companies/${organization.id}/listings?limit=100`)).statusCode).toBe(200);
  });

  it.each(NO_SUCH_IDS)("answers 404 for the company id %s", async (id) => {
    const res = await get(`/capi/companies/${id}/listings`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
  });
});

describe("GET /capi/companies/{id}/jobs and /jobs/{job_id}", () => {
  let organization: Organization;
  let active: Awaited<ReturnType<typeof buildJob>>[];
  let planned: Awaited<ReturnType<typeof buildJob>>;
  let archived: Awaited<ReturnType<typeof buildJob>>;
  beforeAll(async () => {
    organization = await buildEmptyOrganization(t);
    active = [
      await buildJob(t, { organizationId: organization.id, title: "Zimmermann/in EFZ" }),
      await buildJob(t, {
        organizationId: organization.id,
        title: "Applikationsentwickler/in",
        language: "fr",
        roleAndResponsibilities: "Développer des applications.",
        requirements: "CFC d'informaticien.",
        teamDescription: "Une petite équipe.",
        benefits: "Cinq semaines de vacances.",
      }),
    ];
    planned = await buildJob(t, { organizationId: organization.id, status: "planned" });
    archived = await buildJob(t, { organizationId: organization.id, status: "archived" });
  });

  it("lists the active job profiles by title with their texts", async () => {
    const res = await get(`/capi/companies/${organization.id}/jobs`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.items.map((j: { title: string }) => j.title)).toEqual([
      "Applikationsentwickler/in",
      "Zimmermann/in EFZ",
    ]);
    expect(ZPublicJob.strict().parse(body.items[0])).toEqual({
      id: active[1]!.id,
      company_id: organization.id,
      title: "Applikationsentwickler/in",
      language: "fr",
      role_and_responsibilities: "Développer des applications.",
      requirements: "CFC d'informaticien.",
      team_description: "Une petite équipe.",
      benefits: "Cinq semaines de vacances.",
      updated_at: active[1]!.updatedAt.toISOString(),
    });
  });

  it("pages the job profiles", async () => {
    const body = (await get(`/capi/companies/${organization.id}/jobs?limit=1&offset=1`)).json();
    expect(body).toMatchObject({ count: 2, items: [{ id: active[0]!.id }] });
    expect((await get(`/capi/companies/${organization.id}/jobs?limit=101`)).statusCode).toBe(400);
  });

  it("answers one active job profile of the company", async () => {
    const res = await get(`/capi/companies/${organization.id}/jobs/${active[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: active[0]!.id, company_id: organization.id, title: "Zimmermann/in EFZ" });
  });

  it("answers 404 for a planned or archived job, another company's job and unknown ids", async () => {
    const foreign = await buildJob(t);
    for (const url of [
      `/capi/companies/${organization.id}/jobs/${planned.id}`,
      `/capi/companies/${organization.id}/jobs/${archived.id}`,
      `/capi/companies/${organization.id}/jobs/${foreign.id}`,
      `/capi/companies/${foreign.organizationId}/jobs/${active[0]!.id}`,
      `/capi/companies/${organization.id}/jobs/999999`,
      `/capi/companies/${organization.id}/jobs/abc`,
      `/capi/companies/abc/jobs/${active[0]!.id}`,
      `/capi/companies/999999/jobs`,
      `/capi/companies/abc/jobs`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ type: "NotFound" });
    }
  });
});

describe("GET /capi/listings/{id}", () => {
  it("answers an active listing with every field its page shows", async () => {
    const organization = await buildEmptyOrganization(t, {
      name: "Seeblick Pflege AG",
      logoUrl: "/media/fedcba9876543210fedcba9876543210",
    });
    const address = await buildAddress(t, { organizationId: organization.id, city: "Luzern", postalCode: "6003" });
    const job = await buildJob(t, {
      organizationId: organization.id,
      title: "Pflegefachfrau/-mann HF",
      roleAndResponsibilities: "Pflege der Bewohnerinnen.",
      requirements: "Diplom HF.",
      teamDescription: "Zwölf Pflegende.",
      benefits: "Weiterbildung.",
    });
    const questionnaire = await buildQuestionnaire(t, { organizationId: organization.id });
    const listing = await buildListing(t, {
      job,
      addressId: address.id,
      title: "Pflegefachfrau/-mann HF 80–100%",
      language: "de",
      pictureId: await storedPicture("00112233445566778899aabbccddeeff"),
      contactName: "Petra Muster",
      contactEmail: "petra.muster@seeblick.example",
      contactPhone: "+41 41 555 12 34",
      startKind: "by_date",
      startDate: addDays(today(), 60),
      employmentType: "part_time",
      remoteType: "hybrid",
      workloadMin: 80,
      workloadMax: 100,
      salaryMin: 90_000,
      salaryMax: 105_000,
      requiredLanguages: ["de", "fr"],
      listingUrl: "https://seeblick.example/jobs/1",
      applyUrl: "https://seeblick.example/apply/1",
      questionnaireId: questionnaire.id,
    });

    const res = await get(`/capi/listings/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(ZPublicListing.strict().parse(res.json())).toEqual({
      id: listing.id,
      company_id: organization.id,
      job_id: job.id,
      title: "Pflegefachfrau/-mann HF 80–100%",
      language: "de",
      published_on: today(),
      ends_on: addDays(today(), 29),
      employment_type: "part_time",
      remote_type: "hybrid",
      workload_min: 80,
      workload_max: 100,
      location: expect.objectContaining({ id: address.id, city: "Luzern", postal_code: "6003" }),
      status: "active",
      picture_url: "/media/00112233445566778899aabbccddeeff",
      my_application: null,
      country: "CH",
      start_kind: "by_date",
      start_date: addDays(today(), 60),
      salary_min: 90_000,
      salary_max: 105_000,
      required_languages: ["de", "fr"],
      listing_url: "https://seeblick.example/jobs/1",
      apply_url: "https://seeblick.example/apply/1",
      has_questionnaire: true,
      // What the wizard promises: "shown to applicants with questions about the job".
      contact_name: "Petra Muster",
      contact_email: "petra.muster@seeblick.example",
      contact_phone: "+41 41 555 12 34",
      job: {
        role_and_responsibilities: "Pflege der Bewohnerinnen.",
        requirements: "Diplom HF.",
        team_description: "Zwölf Pflegende.",
        benefits: "Weiterbildung.",
      },
      company: {
        id: organization.id,
        slug: organization.slug,
        name: "Seeblick Pflege AG",
        logo_url: "/media/fedcba9876543210fedcba9876543210",
        liked: false,
      },
    });
  });

  it("answers the optional fields as null when not given", async () => {
    const listing = await buildListing(t, { locationByAgreement: true });
    expect((await get(`/capi/listings/${listing.id}`)).json()).toMatchObject({
      location: null,
      picture_url: null,
      start_kind: "asap",
      start_date: null,
      salary_min: null,
      salary_max: null,
      required_languages: [],
      listing_url: null,
      apply_url: null,
      has_questionnaire: false,
      contact_name: "",
      contact_email: null,
      contact_phone: null,
    });
  });

  it("says whether the signed-in user liked the company", async () => {
    const listing = await buildListing(t);
    const fan = await buildSession(t);
    await like(fan.headers, listing.organizationId);
    expect((await get(`/capi/listings/${listing.id}`, fan.headers)).json().company.liked).toBe(true);
    expect((await get(`/capi/listings/${listing.id}`, (await buildSession(t)).headers)).json().company.liked).toBe(
      false,
    );
  });

  it("answers 410 Gone once archived", async () => {
    const listing = await buildListing(t, {
      status: "archived",
      publishedOn: addDays(today(), -40),
      endsOn: addDays(today(), -11),
    });
    const res = await get(`/capi/listings/${listing.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ type: "Gone" });
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it("answers 404 for a planned listing (never public yet)", async () => {
    const listing = await buildListing(t, { status: "planned", publishedOn: addDays(today(), 5) });
    const res = await get(`/capi/listings/${listing.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
  });

  it.each(NO_SUCH_IDS)("answers 404 for the id %s", async (id) => {
    const res = await get(`/capi/listings/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
  });

  it("follows the listing's life: planned 404, active 200, archived 410", async () => {
    const listing = await buildListing(t, { status: "planned", publishedOn: addDays(today(), 1) });
    const statusOf = async () => (await get(`/capi/listings/${listing.id}`)).statusCode;
    expect(await statusOf()).toBe(404);
    await t.database.db.update(listings).set({ status: "active" }).where(eq(listings.id, listing.id));
    expect(await statusOf()).toBe(200);
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, listing.id));
    expect(await statusOf()).toBe(410);
  });
});

describe("GET /capi/companies/{id}/similar of an unknown company", () => {
  it.each(NO_SUCH_IDS)("answers 404 for the id %s", async (id) => {
    const res = await get(`/capi/companies/${id}/similar`);
    expect(res.statusCode).toBe(404);
  });
});

describe("public calls", () => {
  it("need no session and no CSRF token, and read one when there is", async () => {
    const listing = await buildListing(t);
    for (const url of [
      `/capi/companies/${listing.organizationId}`,
      `/capi/companies/${listing.organizationId}/listings`,
      `/capi/companies/${listing.organizationId}/jobs`,
      `/capi/companies/${listing.organizationId}/jobs/${listing.jobId}`,
      `/capi/companies/${listing.organizationId}/similar`,
      `/capi/listings/${listing.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url, csrfHeaders)).statusCode, url).toBe(200);
    }
  });
});

describe("one public page's reads", () => {
  it("read a company once: the head's read and the drawing's in-process API call share it", async () => {
    const organization = await buildEmptyOrganization(t, { name: "Read Once AG" });
    const read = async () => ZPublicCompany.parse((await get(`/capi/companies/${organization.id}`)).json()).name;
    const rename = () =>
      t.database.db.update(organizations).set({ name: "Renamed AG" }).where(eq(organizations.id, organization.id));
    const onePage = await withPageReads(async () => {
      const first = await read();
      await rename();
      return [first, await read()];
    });
    expect(onePage).toEqual(["Read Once AG", "Read Once AG"]);
    // Outside a page's answer every call reads anew.
    expect(await read()).toBe("Renamed AG");
  });
});
