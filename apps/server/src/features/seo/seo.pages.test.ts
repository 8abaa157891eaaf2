import { LANGUAGES } from "@jobatlas/contract";
/**
 * The server-rendered head of the company, listing and job profile pages (issue 8 point 6,
 * ADR 013): what a crawler reads before any script runs, and the status of each page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { APP_SETTINGS_NODE_ID, ZPublicListing, type TPublicListing } from "@jobatlas/contract";
import { buildAddress, buildEmptyOrganization, buildJob, buildListing, type Organization } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { media } from "../../db/schema";

/** A page's URL in each of the four languages, and x-default (de), as hreflang alternates list them. */
function alternatesOf(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map((lang) => [lang, `${SITE}/${lang}${path}`])),
    "x-default": `${SITE}/de${path}`,
  };
}

const SITE = "https://jobatlas.example";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: SITE });
});
afterAll(() => t.app.close());

const get = (url: string) => t.app.inject({ url });

/** The page as a browser (or a crawler) parses it. */
function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html");
}
type Page = ReturnType<typeof parse>;

const meta = (doc: Page, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute("content");
const og = (doc: Page, property: string) =>
  doc.querySelector(`meta[property="og:${property}"]`)?.getAttribute("content");
const canonical = (doc: Page) => doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
const alternates = (doc: Page) =>
  Object.fromEntries(
    Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  );

/** The JobPosting blocks of a page, parsed as a crawler does (JSON.parse of the script's text). */
function jsonLd(doc: Page): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}

/** The page loads the app as every page does: the settings node is there. */
function expectTheApp(res: { headers: Record<string, unknown>; body: string }) {
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body).toContain(`<script id="${APP_SETTINGS_NODE_ID}" type="application/json">`);
  expect(res.body).toContain('<div id="root"></div>');
}

async function publicListing(id: number): Promise<TPublicListing> {
  const res = await get(`/capi/listings/${id}`);
  expect(res.statusCode).toBe(200);
  return ZPublicListing.parse(res.json());
}

describe("the search page", () => {
  it.each([
    ["de", "Stellensuche · Jobatlas", "Arbeitgeber und Stellen in der Schweiz"],
    ["en", "Job search · Jobatlas", "Employers and jobs in Switzerland"],
  ] as const)("in %s has a title, a description and the plain search as canonical", async (lang, title, text) => {
    const res = await get(`/${lang}/search?q=Informatik&industries=J62`);
    expect(res.statusCode).toBe(200);
    expectTheApp(res);
    const doc = parse(res.body);
    expect(doc.title).toBe(title);
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(meta(doc, "description")).toContain(text);
    expect(canonical(doc)).toBe(`${SITE}/${lang}/search`);
    expect(alternates(doc)).toEqual(alternatesOf(`/search`));
  });
});

describe("the company page", () => {
  let org: Organization;
  beforeAll(async () => {
    org = await buildEmptyOrganization(t, {
      name: "Alpenblick Informatik AG",
      description: "## Über uns\n\nWir bauen **Software** für Spitäler in [Bern](https://bern.example).",
      logoUrl: "/media/0123456789abcdef0123456789abcdef",
      mainWebsite: "https://alpenblick.example",
    });
  });

  it.each(LANGUAGES)("in %s has its title, description, canonical and language alternates", async (lang) => {
    const res = await get(`/${lang}/company/${org.id}?b=1`);
    expect(res.statusCode).toBe(200);
    expectTheApp(res);
    const doc = parse(res.body);
    expect(doc.documentElement.getAttribute("lang")).toBe(lang);
    expect(doc.title).toBe("Alpenblick Informatik AG · Jobatlas");
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(meta(doc, "description")).toBe("Über uns Wir bauen Software für Spitäler in Bern.");
    // absolute, language-specific, without the query; the route's own form ends with a slash
    expect(canonical(doc)).toBe(`${SITE}/${lang}/company/${org.id}/`);
    expect(alternates(doc)).toEqual(alternatesOf(`/company/${org.id}/`));
    expect(og(doc, "title")).toBe("Alpenblick Informatik AG");
    expect(og(doc, "url")).toBe(canonical(doc));
    expect(og(doc, "image")).toBe(`${SITE}/media/0123456789abcdef0123456789abcdef`);
    expect(jsonLd(doc)).toEqual([]);
  });

  it("with a trailing slash or another case is the same page with the same canonical", async () => {
    for (const url of [`/de/company/${org.id}/`, `/de/Company/${org.id}`]) {
      const doc = parse((await get(url)).body);
      expect(canonical(doc)).toBe(`${SITE}/de/company/${org.id}/`);
    }
  });

  it("without a description is described in the page's language", async () => {
    const bare = await buildEmptyOrganization(t, { name: "Leer GmbH", description: "" });
    expect(meta(parse((await get(`/de/company/${bare.id}`)).body), "description")).toBe(
      "Leer GmbH: offene Stellen und Stellenprofile auf Jobatlas.",
    );
    expect(meta(parse((await get(`/en/company/${bare.id}`)).body), "description")).toBe(
      "Leer GmbH: open jobs and job profiles on Jobatlas.",
    );
  });

  it("of an unknown company, or with no id at all, answers 404 with the app (which shows its 404 screen)", async () => {
    for (const url of ["/de/company/999999", "/en/company/999999/", "/de/company/abc", "/de/company/0/"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectTheApp(res);
      expect(canonical(parse(res.body)), url).toBeUndefined();
    }
  });
});

describe("the listing page", () => {
  let org: Organization;
  beforeAll(async () => {
    org = await buildEmptyOrganization(t, {
      name: "Bäckerei Steiner GmbH",
      description: "Brot seit 1901.",
      mainWebsite: "https://steiner.example",
      logoUrl: "https://cdn.example/steiner.png",
    });
  });

  it("has the head of the listing and a JobPosting that matches the listing field by field", async () => {
    const address = await buildAddress(t, {
      organizationId: org.id,
      street: "Marktgasse",
      houseNumber: "12",
      postalCode: "3011",
      city: "Bern",
      canton: "BE",
      lat: 46.948,
      lng: 7.447,
    });
    const job = await buildJob(t, {
      organizationId: org.id,
      title: "Bäcker/in EFZ",
      roleAndResponsibilities: "Du backst **Brot** und Zopf.\n\n- Teig\n- Ofen",
      requirements: "Lehre als Bäcker/in.",
      teamDescription: "",
      benefits: "Fünf Wochen Ferien.",
    });
    const row = await buildListing(t, {
      job,
      addressId: address.id,
      title: "Bäcker/in EFZ 80–100 %",
      publishedOn: "2026-06-20",
      endsOn: "2026-07-19",
      employmentType: "part_time",
      remoteType: "on_site",
      salaryMin: 62000,
      salaryMax: 70000,
      startKind: "by_date",
      startDate: "2026-08-01",
    });
    const listing = await publicListing(row.id);

    const res = await get(`/en/company/${org.id}/job/${row.id}`);
    expect(res.statusCode).toBe(200);
    expectTheApp(res);
    const doc = parse(res.body);
    expect(doc.title).toBe("Bäcker/in EFZ 80–100 % – Bäckerei Steiner GmbH · Jobatlas");
    expect(meta(doc, "description")).toBe("Bäckerei Steiner GmbH, Bern: Du backst Brot und Zopf. Teig Ofen");
    const url = `${SITE}/en/company/${org.id}/job/${row.id}`;
    expect(canonical(doc)).toBe(url);
    expect(alternates(doc)).toEqual(alternatesOf(`/company/${org.id}/job/${row.id}`));

    const postings = jsonLd(doc);
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    const location = listing.location!;
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe(listing.title);
    expect(posting.url).toBe(url);
    expect(posting.datePosted).toBe(listing.published_on);
    expect(listing.ends_on).toBe("2026-07-19");
    expect(posting.validThrough).toBe("2026-07-19T23:59:00+02:00");
    expect(posting.employmentType).toBe("PART_TIME");
    expect(posting.identifier).toEqual({ "@type": "PropertyValue", name: listing.company.name, value: String(row.id) });
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: listing.company.name,
      sameAs: "https://steiner.example",
      logo: listing.company.logo_url,
    });
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: `${location.street} ${location.house_number}`,
        postalCode: location.postal_code,
        addressLocality: location.city,
        addressRegion: location.canton,
        addressCountry: location.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    });
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "CHF",
      value: {
        "@type": "QuantitativeValue",
        minValue: listing.salary_min,
        maxValue: listing.salary_max,
        unitText: "YEAR",
      },
    });
    expect(posting.jobStartDate).toBe(listing.start_date);
    expect(posting.directApply).toBe(true);
    // the job texts under headings in the page's language; an empty text is left out
    expect(posting.description).toBe(
      "<h2>Role and responsibilities</h2><p>Du backst <strong>Brot</strong> und Zopf.</p><ul><li>Teig</li><li>Ofen</li></ul>" +
        "<h2>Requirements</h2><p>Lehre als Bäcker/in.</p>" +
        "<h2>Benefits</h2><p>Fünf Wochen Ferien.</p>",
    );
  });

  it("in German has German headings in the description and a winter validThrough with +01:00", async () => {
    const row = await buildListing(t, { organization: org, publishedOn: "2026-11-20", endsOn: "2026-12-19" });
    const [posting] = jsonLd(parse((await get(`/de/company/${org.id}/job/${row.id}`)).body));
    expect(posting!.validThrough).toBe("2026-12-19T23:59:00+01:00");
    expect(posting!.description).toMatch(/^<h2>Aufgaben<\/h2>/);
    expect(posting!.baseSalary).toBeUndefined();
    expect(posting!.jobStartDate).toBeUndefined();
  });

  it.each([
    ["full_time", "FULL_TIME"],
    ["part_time", "PART_TIME"],
    ["contract", "CONTRACTOR"],
    ["temporary", "TEMPORARY"],
    ["other", "OTHER"],
  ] as const)("maps the employment type %s to %s", async (employmentType, expected) => {
    const row = await buildListing(t, { organization: org, employmentType });
    const [posting] = jsonLd(parse((await get(`/de/company/${org.id}/job/${row.id}`)).body));
    expect(posting!.employmentType).toBe(expected);
  });

  it("of a remote job is TELECOMMUTE for applicants in its country; by agreement on site names the country only", async () => {
    const remoteAnywhere = await buildListing(t, {
      organization: org,
      remoteType: "remote",
      locationByAgreement: true,
      addressId: null,
      country: "LI",
    });
    const [remote] = jsonLd(parse((await get(`/de/company/${org.id}/job/${remoteAnywhere.id}`)).body));
    expect(remote!.jobLocationType).toBe("TELECOMMUTE");
    expect(remote!.applicantLocationRequirements).toEqual({ "@type": "Country", name: "Liechtenstein" });
    expect(remote!.jobLocation).toBeUndefined();

    const remoteWithOffice = await buildListing(t, { organization: org, remoteType: "remote" });
    const [withOffice] = jsonLd(parse((await get(`/de/company/${org.id}/job/${remoteWithOffice.id}`)).body));
    expect(withOffice!.jobLocationType).toBe("TELECOMMUTE");
    expect((withOffice!.jobLocation as { address: { addressLocality: string } }).address.addressLocality).toBe(
      "Zürich",
    );

    const hybrid = await buildListing(t, { organization: org, remoteType: "hybrid" });
    const [hybridPosting] = jsonLd(parse((await get(`/de/company/${org.id}/job/${hybrid.id}`)).body));
    expect(hybridPosting!.jobLocationType).toBeUndefined();
    expect(hybridPosting!.jobLocation).toBeDefined();

    const byAgreement = await buildListing(t, {
      organization: org,
      remoteType: "on_site",
      locationByAgreement: true,
      addressId: null,
    });
    const [agreed] = jsonLd(parse((await get(`/de/company/${org.id}/job/${byAgreement.id}`)).body));
    expect(agreed!.jobLocationType).toBeUndefined();
    expect(agreed!.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressCountry: "CH" },
    });
  });

  it("shows the listing's uploaded picture as the JobPosting's image and og:image, on our origin", async () => {
    const pictureId = "0123456789abcdef0123456789abcdee";
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    await t.database.db
      .insert(media)
      .values({ id: pictureId, ownerUserId: null, contentType: "image/jpeg", bytes, byteSize: 4 });
    const row = await buildListing(t, { organization: org, pictureId });
    const doc = parse((await get(`/de/company/${org.id}/job/${row.id}`)).body);
    const [posting] = jsonLd(doc);
    expect(posting!.image).toBe(`${SITE}/media/${pictureId}`);
    expect(og(doc, "image")).toBe(`${SITE}/media/${pictureId}`);
    const without = await buildListing(t, { organization: org });
    const [plain] = jsonLd(parse((await get(`/de/company/${org.id}/job/${without.id}`)).body));
    expect(plain).not.toHaveProperty("image");
  });

  it("sends applicants elsewhere: directApply false when the listing has its own apply URL", async () => {
    const row = await buildListing(t, { organization: org, applyUrl: "https://steiner.example/apply" });
    const [posting] = jsonLd(parse((await get(`/de/company/${org.id}/job/${row.id}`)).body));
    expect(posting!.directApply).toBe(false);
  });

  it("embedded (?iframe) has the same head, with the page's canonical URL", async () => {
    const row = await buildListing(t, { organization: org });
    const res = await get(`/de/company/${org.id}/job/${row.id}?iframe`);
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(canonical(doc)).toBe(`${SITE}/de/company/${org.id}/job/${row.id}`);
    expect(jsonLd(doc)).toHaveLength(1);
  });

  it("of an archived listing answers 410 with the app (its gone page) and no JobPosting", async () => {
    const row = await buildListing(t, { organization: org, status: "archived" });
    for (const lang of LANGUAGES) {
      const res = await get(`/${lang}/company/${org.id}/job/${row.id}`);
      expect(res.statusCode).toBe(410);
      expectTheApp(res);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      const doc = parse(res.body);
      expect(jsonLd(doc)).toEqual([]);
      expect(canonical(doc)).toBeUndefined();
    }
  });

  it("under another company's id moves for good (301) to its own company's address, keeping the language and query", async () => {
    const active = await buildListing(t, { organization: org });
    const archived = await buildListing(t, { organization: org, status: "archived" });
    const other = await buildEmptyOrganization(t);
    for (const [url, location] of [
      [`/de/company/${other.id}/job/${active.id}`, `/de/company/${org.id}/job/${active.id}`],
      [`/en/company/${other.id}/job/${active.id}?iframe=1&b=`, `/en/company/${org.id}/job/${active.id}?iframe=1&b=`],
      [`/de/company/999999/job/${active.id}`, `/de/company/${org.id}/job/${active.id}`],
      // an archived listing too: its gone page lists its own company's other jobs, not the URL's
      [`/de/company/${other.id}/job/${archived.id}`, `/de/company/${org.id}/job/${archived.id}`],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await get(`/de/company/${org.id}/job/${archived.id}`)).statusCode).toBe(410);
  });

  it("answers 404 for a planned or unknown listing, under its own company or any other", async () => {
    const planned = await buildListing(t, { organization: org, status: "planned" });
    const other = await buildEmptyOrganization(t);
    for (const url of [
      `/de/company/${org.id}/job/${planned.id}`,
      `/de/company/${other.id}/job/${planned.id}`,
      `/de/company/${org.id}/job/999999`,
      `/de/company/${other.id}/job/999999`,
      `/de/company/${org.id}/job/abc`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectTheApp(res);
      expect(jsonLd(parse(res.body)), url).toEqual([]);
    }
  });
});

describe("the job profile page", () => {
  it("has the job's title, description and canonical, and no JobPosting (it is not an open position)", async () => {
    const org = await buildEmptyOrganization(t, { name: "Gotthard Warenhaus AG" });
    const job = await buildJob(t, {
      organizationId: org.id,
      title: "Verkäufer/in",
      roleAndResponsibilities: "Du berätst Kundinnen und Kunden.",
    });
    const res = await get(`/de/company/${org.id}/profile/${job.id}`);
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(doc.title).toBe("Verkäufer/in – Gotthard Warenhaus AG · Jobatlas");
    expect(meta(doc, "description")).toBe("Du berätst Kundinnen und Kunden.");
    expect(canonical(doc)).toBe(`${SITE}/de/company/${org.id}/profile/${job.id}`);
    expect(alternates(doc).en).toBe(`${SITE}/en/company/${org.id}/profile/${job.id}`);
    expect(jsonLd(doc)).toEqual([]);
  });

  it("answers 404 for an archived or planned job, another company's job and an unknown one", async () => {
    const org = await buildEmptyOrganization(t);
    const archived = await buildJob(t, { organizationId: org.id, status: "archived" });
    const planned = await buildJob(t, { organizationId: org.id, status: "planned" });
    const elsewhere = await buildJob(t);
    for (const id of [archived.id, planned.id, elsewhere.id, 999999]) {
      const res = await get(`/en/company/${org.id}/profile/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expectTheApp(res);
    }
  });
});

describe("hostile text written by a company", () => {
  const SCRIPT = "</script><script>alert(1)</script>";
  const IMG = "<img src=x onerror=alert(1)>";
  const LINK = "[Mehr](javascript:alert(1))";

  it("stays inert text in the title, the tags and the JobPosting", async () => {
    const org = await buildEmptyOrganization(t, {
      name: `Evil ${SCRIPT} AG`,
      description: `Wir ${SCRIPT} ${IMG} ${LINK} "quoted" \u2028 end`,
      mainWebsite: "javascript:alert(1)",
      logoUrl: "javascript:alert(1)",
    });
    const job = await buildJob(t, {
      organizationId: org.id,
      roleAndResponsibilities: `Aufgaben ${SCRIPT}\n\n- ${IMG}\n- ${LINK}`,
      requirements: `<!-- ${SCRIPT}`,
    });
    const title = `Koch ${SCRIPT} ${IMG} "x" 'y' & \u2028`;
    const row = await buildListing(t, { job, title });

    for (const url of [`/de/company/${org.id}`, `/de/company/${org.id}/job/${row.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // nothing the company wrote became markup: the page has the template's nodes and ours only
      expect(res.body).not.toContain("<script>alert(1)");
      expect(res.body).not.toContain("<img");
      expect(res.body).not.toMatch(/href="javascript:|content="javascript:/);
      const doc = parse(res.body);
      // inside the JSON-LD, the line separator is escaped too (it is harmless in HTML text)
      const ldText = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
      expect(ldText).not.toMatch(/[<>&\u2028\u2029]/);
      expect(doc.querySelectorAll("img")).toHaveLength(0);
      expect(doc.querySelectorAll("[onerror]")).toHaveLength(0);
      const scripts = Array.from(doc.querySelectorAll("script"));
      expect(scripts.map((s) => s.getAttribute("type")).sort()).toEqual(
        url.includes("/job/") ? ["application/json", "application/ld+json"] : ["application/json"],
      );
      // the settings node still parses (the app starts)
      expect(JSON.parse(doc.getElementById(APP_SETTINGS_NODE_ID)?.textContent ?? "")).toMatchObject({ language: "de" });
      expect(doc.querySelectorAll("title")).toHaveLength(1);
    }

    const company = parse((await get(`/de/company/${org.id}`)).body);
    expect(company.title).toBe(`Evil ${SCRIPT} AG · Jobatlas`);
    expect(meta(company, "description")).toBe(`Wir ${SCRIPT} ${IMG} Mehr "quoted" end`);
    expect(og(company, "image")).toBeUndefined();

    const page = parse((await get(`/de/company/${org.id}/job/${row.id}`)).body);
    expect(page.title).toBe(`${title} – Evil ${SCRIPT} AG · Jobatlas`);
    const [posting] = jsonLd(page);
    // the text comes back exactly as written, as data
    expect(posting!.title).toBe(title);
    expect((posting!.hiringOrganization as Record<string, unknown>).name).toBe(`Evil ${SCRIPT} AG`);
    expect(posting!.hiringOrganization).not.toHaveProperty("sameAs");
    expect(posting!.hiringOrganization).not.toHaveProperty("logo");
    expect(og(page, "image")).toBeUndefined();
    const description = String(posting!.description);
    expect(description).not.toContain("javascript:");
    expect(description).not.toMatch(/<(?!\/?(h2|h3|p|br|ul|li|strong|em)>)/);
    expect(description).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(description).toContain("<li>&lt;img src=x onerror=alert(1)&gt;</li><li>Mehr</li>");
  });
});

describe("caching", () => {
  it("pages are never stored by shared caches and always revalidated; hashed assets stay immutable", async () => {
    const org = await buildEmptyOrganization(t);
    for (const url of [`/de/company/${org.id}`, "/de/company/999999", "/de/search"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("private, no-cache");
    }
    expect((await get("/assets/app-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
