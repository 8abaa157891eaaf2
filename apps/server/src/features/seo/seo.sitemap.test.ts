import { LANGUAGES } from "@jobatlas/contract";
/** GET /sitemap.xml, its pages and /robots.txt (issue 8 point 6, ADR 013). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { buildEmptyOrganization, buildListing, type Listing, type Organization } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { testClock } from "../../test/clock";
import type { AppContext } from "../../context";
import { sitemapIndex, sitemapPage } from "./seo.sitemap";

/** A page's URL in each of the four languages, and x-default (de), as hreflang alternates list them. */
function alternatesOf(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map((lang) => [lang, `${SITE}/${lang}${path}`])),
    "x-default": `${SITE}/de${path}`,
  };
}

const SITE = "https://jobatlas.example";
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

const clock = testClock();
let t: TestApp;
let ctx: AppContext;
let bare: Organization;
let hiring: Organization;
let active: Listing;
let archived: Listing;
let planned: Listing;
/** Every active listing this file made, oldest first. */
const actives: Listing[] = [];
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: SITE }, { now: clock.now });
  ctx = { db: t.database.db, now: t.now, config: t.config };
  bare = await buildEmptyOrganization(t);
  hiring = await buildEmptyOrganization(t);
  active = await buildListing(t, { organization: hiring });
  actives.push(active);
  archived = await buildListing(t, { organization: hiring, status: "archived" });
  planned = await buildListing(t, { organization: hiring, status: "planned" });
});
afterAll(() => t.app.close());

/** Parses XML as a strict parser does; a document that is not well-formed fails the test. */
function parseXml(xml: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror"), xml.slice(0, 500)).toHaveLength(0);
  return doc;
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface SitemapUrl {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

function urlsOf(xml: string): SitemapUrl[] {
  const doc = parseXml(xml);
  expect(doc.documentElement.localName).toBe("urlset");
  expect(doc.documentElement.namespaceURI).toBe(NS);
  return Array.from(doc.getElementsByTagName("url")).map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagName("xhtml:link")).map((link) => {
        expect(link.namespaceURI).toBe(XHTML);
        expect(link.getAttribute("rel")).toBe("alternate");
        return [link.getAttribute("hreflang"), link.getAttribute("href")];
      }),
    ),
  }));
}

async function text(stream: AsyncIterable<string> | undefined): Promise<string> {
  expect(stream).toBeDefined();
  let out = "";
  for await (const chunk of stream!) out += chunk;
  return out;
}

describe("GET /sitemap.xml", () => {
  it("is an index of the company and listing pages, which list companies and active listings in every language", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const index = parseXml(res.body);
    expect(index.documentElement.localName).toBe("sitemapindex");
    expect(index.documentElement.namespaceURI).toBe(NS);
    const sitemaps = Array.from(index.getElementsByTagName("sitemap")).map((s) => ({
      loc: s.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: s.getElementsByTagName("lastmod")[0]?.textContent ?? "",
    }));
    expect(sitemaps.map((s) => s.loc)).toEqual([`${SITE}/sitemap-companies-1.xml`, `${SITE}/sitemap-listings-1.xml`]);
    for (const s of sitemaps) expect(s.lastmod).toMatch(W3C_DATETIME);

    const companies = await t.app.inject({ url: "/sitemap-companies-1.xml" });
    expect(companies.statusCode).toBe(200);
    expect(companies.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const companyUrls = urlsOf(companies.body);
    for (const org of [bare, hiring]) {
      for (const lang of LANGUAGES) {
        const entry = companyUrls.find((u) => u.loc === `${SITE}/${lang}/company/${org.id}/`);
        expect(entry, `${lang} ${org.id}`).toBeDefined();
        expect(entry!.lastmod).toMatch(W3C_DATETIME);
        expect(entry!.alternates).toEqual(alternatesOf(`/company/${org.id}/`));
      }
    }

    const listings = await t.app.inject({ url: "/sitemap-listings-1.xml" });
    expect(listings.statusCode).toBe(200);
    const listingUrls = urlsOf(listings.body);
    const path = (l: Listing) => `/company/${hiring.id}/job/${l.id}`;
    expect(listingUrls.map((u) => u.loc)).toEqual(LANGUAGES.map((lang) => `${SITE}/${lang}${path(active)}`));
    expect(listingUrls[0]!.alternates).toEqual(alternatesOf(`${path(active)}`));
    expect(listingUrls[0]!.lastmod).toMatch(W3C_DATETIME);
    // archived and planned listings are not in it
    for (const l of [archived, planned]) expect(listings.body).not.toContain(path(l));
  });

  it("answers 404 for a page that holds nothing or is no page", async () => {
    for (const url of [
      "/sitemap-companies-2.xml",
      "/sitemap-listings-999.xml",
      "/sitemap-companies-0.xml",
      "/sitemap-companies-01.xml",
      "/sitemap-listings-x.xml",
      "/sitemap-companies-99999999999999999999.xml",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });
});

describe("the sitemap index", () => {
  const listingsLastmod = async () => {
    const doc = parseXml((await t.app.inject({ url: "/sitemap.xml" })).body);
    const entry = Array.from(doc.getElementsByTagName("sitemap")).find((s) =>
      s.getElementsByTagName("loc")[0]?.textContent?.endsWith("/sitemap-listings-1.xml"),
    );
    return entry?.getElementsByTagName("lastmod")[0]?.textContent;
  };

  it("is kept for 10 minutes by each process, then read again", async () => {
    const before = await listingsLastmod();
    const later = new Date(clock.now().getTime() + 5 * 60_000);
    actives.push(await buildListing(t, { organization: hiring, updatedAt: later }));
    expect(await listingsLastmod()).toBe(before);
    clock.advanceMinutes(11);
    expect(await listingsLastmod()).toBe(later.toISOString().replace(/\.\d{3}Z$/, "Z"));
  });
});

describe("lastmod", () => {
  it("never lies in the future: a listing stamped later today than the clock says counts as changed now", async () => {
    // The demo data dated today's listings at a drawn time of day (16:59 UTC, read at 06:14).
    const ahead = new Date(clock.now().getTime() + 11 * 3_600_000);
    const listing = await buildListing(t, { organization: hiring, updatedAt: ahead });
    actives.push(listing);
    const now = clock
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z");
    const page = Math.floor((listing.id - 1) / 2) + 1;
    const urls = urlsOf(await text(await sitemapPage(ctx, "listings", page, { window: 2 })));
    const entry = urls.find((u) => u.loc.endsWith(`/job/${listing.id}`));
    expect(entry?.lastmod).toBe(now);
    const index = parseXml(await sitemapIndex(ctx, { window: 2 }));
    const lastmods = Array.from(index.getElementsByTagName("lastmod")).map((l) => l.textContent ?? "");
    for (const lastmod of lastmods) expect(lastmod <= now, lastmod).toBe(true);
  });
});

describe("sitemap pages at scale (25,000 ids a page, so at most 50,000 URLs: here with windows of 2 ids)", () => {
  it("split the ids into windows, list only windows that hold rows, and read each in keyset chunks", async () => {
    const orgs = [bare, hiring];
    for (let i = 0; i < 5; i++) orgs.push(await buildEmptyOrganization(t));
    for (let i = 0; i < 4; i++) actives.push(await buildListing(t, { organization: hiring }));
    const window = 2;
    const xml = await sitemapIndex(ctx, { window });
    const locs = Array.from(parseXml(xml).getElementsByTagName("loc")).map((l) => l.textContent ?? "");

    // every company once per language, over the pages the index names, none of them over 4·window URLs
    const companyPages = locs.filter((loc) => loc.includes("sitemap-companies-"));
    const seen: string[] = [];
    for (const loc of companyPages) {
      const page = Number(/-(\d+)\.xml$/.exec(loc)![1]);
      const urls = urlsOf(await text(await sitemapPage(ctx, "companies", page, { window, chunk: 1 })));
      expect(urls.length).toBeLessThanOrEqual(LANGUAGES.length * window);
      seen.push(...urls.map((u) => u.loc));
    }
    const all = await t.app.inject({ url: "/sitemap-companies-1.xml" });
    expect(seen.sort()).toEqual(
      urlsOf(all.body)
        .map((u) => u.loc)
        .sort(),
    );
    for (const org of orgs) for (const lang of LANGUAGES) expect(seen).toContain(`${SITE}/${lang}/company/${org.id}/`);

    // listing windows with no active listing are left out of the index and answer 404
    const listingPages = locs
      .filter((loc) => loc.includes("sitemap-listings-"))
      .map((loc) => Number(/-(\d+)\.xml$/.exec(loc)![1]));
    const activeIds = actives.map((l) => l.id);
    expect(listingPages).toEqual([...new Set(activeIds.map((id) => Math.floor((id - 1) / window) + 1))]);
    const listed: string[] = [];
    for (const page of listingPages) {
      listed.push(
        ...urlsOf(await text(await sitemapPage(ctx, "listings", page, { window, chunk: 1 }))).map((u) => u.loc),
      );
    }
    expect(listed).toEqual(
      activeIds.flatMap((id) => LANGUAGES.map((lang) => `${SITE}/${lang}/company/${hiring.id}/job/${id}`)),
    );
    for (let page = 1; page <= Math.max(...listingPages); page++) {
      if (!listingPages.includes(page)) expect(await sitemapPage(ctx, "listings", page, { window })).toBeUndefined();
    }
  });
});

describe("GET /robots.txt", () => {
  it("opens the public pages, closes the API and the signed-in areas, and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/capi/", "/de/user", "/en/user", "/de/org/", "/en/org/", "/de/account/", "/en/account/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // nothing closes the public pages
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    for (const page of ["/de/company/1/", "/en/company/1/job/2", "/de/company/1/profile/3", "/de/search", "/media/x"]) {
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
    }
  });
});
