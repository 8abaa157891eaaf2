/**
 * Issue 30 point 4, the job feeds (ADR 092): what the global and an organisation's feed hold (active
 * listings only, opted-out organisations only in their own), every field aggregators take, the
 * XML valid against the served XSD (xmllint-wasm) whatever a company typed, the JSON Feed 1.1
 * shape, ETag and Last-Modified answered with 304 both ways, gzip, and the organisation's setting
 * with its permissions.
 */
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { validateXML } from "xmllint-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZJobFeedSetting } from "@jobatlas/contract";
import { listings, organizations } from "../../db/schema";
import { testClock } from "../../test/clock";
import {
  buildAddress,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  type BuiltMember,
} from "../../test/factories";
import { buildTestApp, jsonHeaders, type TestApp } from "../../test/test-app";
import { JOB_FEED_XSD } from "./job-feed.xsd";

const clock = testClock(new Date("2027-03-10T10:00:00Z"));
let t: TestApp;
let acme: BuiltMember;
let hidden: BuiltMember;
let other: BuiltMember;
const ids = { active: 0, placedElsewhere: 0, planned: 0, archived: 0, hidden: 0, other: 0 };
const HOSTILE = 'Koch <script>alert("x")</script> & Sous-Chef ]]> \u0001\u0008\uFFFE \u{1F373}';

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobs.example.ch" }, { now: clock.now });
  await t.app.ready();
  acme = await buildOrganization(t, {
    role: "owner",
    name: "Acme & Söhne <AG>",
    slug: "acme-feed",
    mainWebsite: "https://acme.example",
  });
  hidden = await buildOrganization(t, { role: "owner", slug: "hidden-feed", inJobFeed: false });
  other = await buildOrganization(t, { role: "owner", slug: "other-feed" });
  const address = await buildAddress(t, {
    organization: acme,
    street: "Bahnhofstrasse",
    houseNumber: "1",
    postalCode: "3011",
    city: "Bern",
    canton: "BE",
  });
  const job = await buildJob(t, {
    organization: acme,
    title: HOSTILE,
    roleAndResponsibilities: "## Aufgaben\n- Kochen <b>gut</b> & schnell ]]> \u0007\n- [Link](javascript:alert(1))",
    benefits: "Fünf Wochen Ferien",
  });
  ids.active = (
    await buildListing(t, {
      job,
      title: HOSTILE,
      addressId: address.id,
      salaryMin: 80_000,
      salaryMax: 95_000,
      workloadMin: 80,
      workloadMax: 100,
      employmentType: "part_time",
      remoteType: "hybrid",
      requiredLanguages: ["de", "fr"],
      startKind: "by_date",
      startDate: "2027-05-01",
    })
  ).id;
  ids.placedElsewhere = (
    await buildListing(t, {
      organization: acme,
      locationByAgreement: true,
      remoteType: "remote",
      applyUrl: "https://careers.acme.example/apply/7",
    })
  ).id;
  ids.planned = (await buildListing(t, { organization: acme, status: "planned", publishedOn: "2027-03-20" })).id;
  ids.archived = (await buildListing(t, { organization: acme, status: "archived" })).id;
  ids.hidden = (await buildListing(t, { organization: hidden })).id;
  ids.other = (await buildListing(t, { organization: other })).id;
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const jobIds = (xml: string) => [...xml.matchAll(/<job id="(\d+)">/g)].map((m) => Number(m[1]));
const jobOf = (xml: string, id: number) => new RegExp(`<job id="${id}">.*?</job>`, "s").exec(xml)?.[0] ?? "";

async function validAgainstXsd(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: "jobs.xml", contents: xml }],
    schema: [{ fileName: "jobs.xsd", contents: JOB_FEED_XSD }],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

describe("the global XML feed", () => {
  it("lists the active listings of taking-part organisations only, valid against the served XSD", async () => {
    const res = await get("/feeds/jobs.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const found = jobIds(res.body);
    expect(found).toEqual(expect.arrayContaining([ids.active, ids.placedElsewhere, ids.other]));
    expect(found).not.toContain(ids.planned);
    expect(found).not.toContain(ids.archived);
    expect(found).not.toContain(ids.hidden);
    const schema = await get("/feeds/jobs.xsd");
    expect(schema.statusCode).toBe(200);
    expect(schema.body).toBe(JOB_FEED_XSD);
    expect(await validAgainstXsd(res.body)).toEqual({ valid: true, errors: [] });
  });

  it("carries every field aggregators take, with the company's text escaped and control characters removed", async () => {
    const job = jobOf((await get("/feeds/jobs.xml")).body, ids.active);
    const page = `https://jobs.example.ch/de/company/${acme.organization.id}/job/${ids.active}`;
    expect(job).toContain(
      "<title>Koch &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sous-Chef ]]&gt;  \u{1F373}</title>",
    );
    for (const removed of ["\u0001", "\u0007", "\u0008", "\uFFFE"]) expect(job).not.toContain(removed);
    expect(job).toContain(`<url>${page}</url>`);
    expect(job).toContain(
      `<applyUrl>https://jobs.example.ch/de/company/${acme.organization.id}/apply?listing_id=${ids.active}</applyUrl>`,
    );
    expect(job).toContain(
      `<company id="${acme.organization.id}" slug="acme-feed"><name>Acme &amp; Söhne &lt;AG&gt;</name>`,
    );
    expect(job).toContain("<website>https://acme.example</website>");
    expect(job).toContain(
      '<place byAgreement="false" remote="hybrid"><street>Bahnhofstrasse 1</street><postalCode>3011</postalCode><city>Bern</city><canton>BE</canton><country>CH</country>',
    );
    expect(job).toContain('<workload min="80" max="100"/><employmentType>part_time</employmentType>');
    expect(job).toContain('<start kind="by_date" date="2027-05-01"/>');
    expect(job).toContain('<salary min="80000" max="95000" currency="CHF" period="year"/>');
    expect(job).toContain("<requiredLanguages><language>de</language><language>fr</language></requiredLanguages>");
    expect(job).toContain(
      "<published>2027-03-10</published><ends>2027-04-08</ends><updated>2027-03-10T10:00:00Z</updated>",
    );
    // The description is the page's inert HTML in CDATA: the typed tag stays text, the link's target is gone.
    const description = /<description><!\[CDATA\[(.*)\]\]><\/description>/s.exec(job)?.[1] ?? "";
    expect(description).toContain("<h2>Aufgaben</h2>");
    expect(description).toContain("<h3>Aufgaben</h3><ul><li>Kochen &lt;b&gt;gut&lt;/b&gt; &amp; schnell ]]&gt;</li>");
    expect(description).toContain("<li>Link</li>");
    expect(description).not.toContain("javascript:");
    expect(description).toContain("<h2>Wir bieten</h2><p>Fünf Wochen Ferien</p>");
  });

  it("says when the place is by agreement and the work remote, and sends applicants to the listing's own address", async () => {
    const job = jobOf((await get("/feeds/jobs.xml")).body, ids.placedElsewhere);
    expect(job).toContain('<place byAgreement="true" remote="remote"><country>CH</country></place>');
    expect(job).toContain("<applyUrl>https://careers.acme.example/apply/7</applyUrl>");
    expect(job).not.toContain("<salary");
  });

  it("is gzipped for a client that takes it", async () => {
    const plain = await get("/feeds/jobs.xml");
    const zipped = await get("/feeds/jobs.xml", { "accept-encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(
      gunzipSync(zipped.rawPayload)
        .toString("utf8")
        .replace(/generated="[^"]+"/, ""),
    ).toBe(plain.body.replace(/generated="[^"]+"/, ""));
  });

  it("answers 404 at an unknown feed address instead of the app's page or a language redirect", async () => {
    for (const url of [
      "/feeds/nothing.xml",
      "/feeds/companies/nobody-here/jobs.xml",
      "/feeds/companies/Bad_Slug/jobs.json",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });
});

describe("validators", () => {
  it("answers 304 to If-None-Match with the current ETag, and 200 with a new one after a change", async () => {
    const first = await get("/feeds/jobs.xml");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    const again = await get("/feeds/jobs.xml", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    clock.advanceMinutes(5);
    await t.database.db
      .update(listings)
      .set({ title: "Koch EFZ", updatedAt: clock.now() })
      .where(eq(listings.id, ids.other));
    const changed = await get("/feeds/jobs.xml", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(jobOf(changed.body, ids.other)).toContain("<title>Koch EFZ</title>");
  });

  it("answers 304 to If-Modified-Since at its Last-Modified, and 200 once a listing ended", async () => {
    const first = await get("/feeds/jobs.json");
    const lastModified = first.headers["last-modified"] as string;
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect((await get("/feeds/jobs.json", { "if-modified-since": lastModified })).statusCode).toBe(304);

    clock.advanceMinutes(5);
    const ending = await buildListing(t, { organization: other });
    await t.database.db
      .update(listings)
      .set({ status: "archived", updatedAt: clock.now() })
      .where(eq(listings.id, ending.id));
    const later = await get("/feeds/jobs.json", { "if-modified-since": lastModified });
    expect(later.statusCode).toBe(200);
    expect(Date.parse(later.headers["last-modified"] as string)).toBeGreaterThan(Date.parse(lastModified));
  });

  it("keeps an organisation's feed versioned on its own", async () => {
    const first = await get("/feeds/companies/acme-feed/jobs.xml");
    const etag = first.headers.etag as string;
    expect((await get("/feeds/companies/acme-feed/jobs.xml", { "if-none-match": `"x", ${etag}` })).statusCode).toBe(
      304,
    );
    clock.advanceMinutes(1);
    await t.database.db
      .update(listings)
      .set({ status: "archived", updatedAt: clock.now() })
      .where(eq(listings.id, ids.placedElsewhere));
    const after = await get("/feeds/companies/acme-feed/jobs.xml", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(jobIds(after.body)).toEqual([ids.active]);
  });
});

describe("the JSON feed", () => {
  it("is a JSON Feed 1.1 with the same listings and the feed's fields under _jobatlas", async () => {
    const res = await get("/feeds/jobs.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = res.json();
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Jobatlas",
      home_page_url: "https://jobs.example.ch/de/search",
      feed_url: "https://jobs.example.ch/feeds/jobs.json",
      _jobatlas: { about: "https://jobs.example.ch/feeds/jobs.xsd", version: 1 },
    });
    const items = feed.items as { id: string }[];
    expect(items.map((item) => Number(item.id))).toEqual(jobIds((await get("/feeds/jobs.xml")).body));
    const item = items.find((i) => i.id === String(ids.active));
    expect(item).toMatchObject({
      url: `https://jobs.example.ch/de/company/${acme.organization.id}/job/${ids.active}`,
      title: 'Koch <script>alert("x")</script> & Sous-Chef ]]>  \u{1F373}',
      date_published: "2027-03-10T00:00:00+01:00",
      language: "de",
      authors: [{ name: "Acme & Söhne <AG>", url: `https://jobs.example.ch/de/company/${acme.organization.id}/` }],
      _jobatlas: {
        company: { id: acme.organization.id, slug: "acme-feed" },
        place: {
          by_agreement: false,
          postal_code: "3011",
          city: "Bern",
          canton: "BE",
          country: "CH",
          remote: "hybrid",
        },
        workload: { min: 80, max: 100 },
        employment_type: "part_time",
        salary: { min: 80000, max: 95000, currency: "CHF", period: "year" },
        required_languages: ["de", "fr"],
        published: "2027-03-10",
        ends: "2027-04-08",
      },
    });
    expect((item as unknown as { content_html: string }).content_html).toContain("<h2>Aufgaben</h2>");
    expect(item).not.toHaveProperty("content_text");
  });
});

describe("taking part in the global feed", () => {
  const setting = (member: BuiltMember, inJobFeed?: boolean) =>
    inJobFeed === undefined
      ? t.app.inject({ url: "/capi/org/job-feed", headers: member.headers })
      : t.app.inject({
          method: "PUT",
          url: "/capi/org/job-feed",
          headers: { ...jsonHeaders, ...member.headers },
          payload: { in_job_feed: inJobFeed },
        });

  it("an owner reads it with the feeds' addresses, and leaving keeps the own feed", async () => {
    const read = await setting(other);
    expect(read.statusCode).toBe(200);
    expect(ZJobFeedSetting.parse(read.json())).toEqual({
      in_job_feed: true,
      urls: {
        global_xml: "https://jobs.example.ch/feeds/jobs.xml",
        global_json: "https://jobs.example.ch/feeds/jobs.json",
        own_xml: "https://jobs.example.ch/feeds/companies/other-feed/jobs.xml",
        own_json: "https://jobs.example.ch/feeds/companies/other-feed/jobs.json",
        schema: "https://jobs.example.ch/feeds/jobs.xsd",
      },
    });
    const before = await get("/feeds/jobs.xml");
    expect(jobIds(before.body)).toContain(ids.other);

    const left = await setting(other, false);
    expect(left.statusCode).toBe(200);
    // The global feed's version is asked again after GLOBAL_STAMP_KEPT_MS.
    clock.advanceMinutes(1);
    expect(left.json()).toMatchObject({ in_job_feed: false });
    const global = await get("/feeds/jobs.xml", { "if-none-match": before.headers.etag as string });
    expect(global.statusCode).toBe(200);
    expect(jobIds(global.body)).not.toContain(ids.other);
    expect(jobIds((await get("/feeds/companies/other-feed/jobs.xml")).body)).toContain(ids.other);
    expect(jobIds((await get("/feeds/companies/hidden-feed/jobs.xml")).body)).toEqual([ids.hidden]);

    expect((await setting(other, true)).json()).toMatchObject({ in_job_feed: true });
    clock.advanceMinutes(1);
    expect(jobIds((await get("/feeds/jobs.xml")).body)).toContain(ids.other);
  });

  it("is the owners' and admins' only: a recruiter is refused, another organisation is not found", async () => {
    const admin = await buildMember(t, other.organization, { role: "admin" });
    expect((await setting(admin, true)).statusCode).toBe(200);
    const recruiter = await buildMember(t, other.organization, { role: "recruiter" });
    expect((await setting(recruiter)).statusCode).toBe(403);
    expect((await setting(recruiter, false)).statusCode).toBe(403);
    const outsider = { ...acme, headers: { ...acme.headers, "x-organization": other.organization.slug } };
    expect((await setting(outsider)).statusCode).toBe(404);
    expect((await setting(outsider, false)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ inJobFeed: organizations.inJobFeed })
      .from(organizations)
      .where(eq(organizations.id, other.organization.id));
    expect(row?.inJobFeed).toBe(true);
  });

  it("refuses a body that is no boolean with a validation error", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/org/job-feed",
      headers: { ...jsonHeaders, ...other.headers },
      payload: { in_job_feed: "yes" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError" });
  });
});
