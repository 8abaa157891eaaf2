/**
 * The sitemaps (sitemaps.org 0.9, ADR 013): /sitemap.xml is an index of pages per kind,
 * /sitemap-companies-{n}.xml and /sitemap-listings-{n}.xml. Each item is listed in every
 * language with the others as xhtml:link alternates, so a page of W ids holds at most 2·W URLs;
 * W = 25,000 keeps every file within the protocol's 50,000 URLs (and far below 50 MB). A page is
 * written as it is read, a chunk of rows at a time.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { languageUrls, publicPaths, siteUrl, type SiteUrl } from "./seo.head";
import {
  companySitemapPages,
  companyUrlChunk,
  listingSitemapPages,
  listingUrlChunk,
  type IdWindow,
  type SitemapPageRef,
} from "./seo.repo";
import { escapeXml } from "./seo.text";

export const SITEMAP_KINDS = ["companies", "listings"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The protocol's limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapOptions {
  /** Ids per sitemap page: every item gives one URL per language. */
  window?: number;
  /** Rows read per query while a page is written. */
  chunk?: number;
}

const DEFAULTS = { window: MAX_URLS_PER_SITEMAP / LANGUAGES.length, chunk: 2_500 };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A W3C datetime to the second (sitemaps' lastmod), never after `now`: a change stamped ahead of
 * the clock (a row dated by its business date and a drawn time of day) is no change yet, and a
 * crawler told of a future change distrusts the sitemap (issue 24 point 9).
 */
function lastmod(date: Date, now: Date): string {
  return (date > now ? now : date).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function sitemapFileName(kind: SitemapKind, page: number): string {
  return `sitemap-${kind}-${page}.xml`;
}

/** /sitemap.xml: every sitemap page that has items, with the newest change in it. */
export async function sitemapIndex(ctx: AppContext, options: SitemapOptions = {}): Promise<string> {
  const { window } = { ...DEFAULTS, ...options };
  const site = siteUrl(ctx.config.publicUrl);
  const now = ctx.now();
  const [companies, listings] = await Promise.all([
    companySitemapPages(ctx.read ?? ctx.db, window), // public reads: the replica when there is one
    listingSitemapPages(ctx.read ?? ctx.db, window),
  ]);
  const entry = (kind: SitemapKind) => (ref: SitemapPageRef) =>
    `<sitemap><loc>${escapeXml(`${site}/${sitemapFileName(kind, ref.page)}`)}</loc><lastmod>${lastmod(ref.lastmod, now)}</lastmod></sitemap>`;
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...companies.map(entry("companies")), ...listings.map(entry("listings"))].map((line) => `${line}\n`).join("") +
    "</sitemapindex>\n"
  );
}

/** One page's `<url>` per language, each with every language's alternate. */
function urlEntries(site: SiteUrl, path: string, changed: Date, now: Date): string {
  const urls = languageUrls(site, path);
  const alternates =
    LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(urls[lang])}"/>`).join(
      "",
    ) + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls[DEFAULT_LANGUAGE])}"/>`;
  return LANGUAGES.map(
    (lang) =>
      `<url><loc>${escapeXml(urls[lang])}</loc><lastmod>${lastmod(changed, now)}</lastmod>${alternates}</url>\n`,
  ).join("");
}

/**
 * A sitemap page as chunks of text, or undefined when the page holds nothing (unknown page: 404).
 * The first rows are read before it answers, the rest while it is sent.
 */
export async function sitemapPage(
  ctx: AppContext,
  kind: SitemapKind,
  page: number,
  options: SitemapOptions = {},
): Promise<AsyncIterable<string> | undefined> {
  const { window, chunk } = { ...DEFAULTS, ...options };
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  const site = siteUrl(ctx.config.publicUrl);
  const ids: IdWindow = { after: (page - 1) * window, last: page * window };
  const now = ctx.now();
  if (!Number.isSafeInteger(ids.last)) return undefined;

  const read = async (after: number): Promise<{ lastId: number; xml: string; count: number }> => {
    const range = { after, last: ids.last };
    if (kind === "companies") {
      const rows = await companyUrlChunk(ctx.read ?? ctx.db, range, chunk);
      return {
        lastId: rows.at(-1)?.id ?? after,
        xml: rows.map((row) => urlEntries(site, publicPaths.company(row.id), row.updatedAt, now)).join(""),
        count: rows.length,
      };
    }
    const rows = await listingUrlChunk(ctx.read ?? ctx.db, range, chunk);
    return {
      lastId: rows.at(-1)?.id ?? after,
      xml: rows
        .map((row) => urlEntries(site, publicPaths.listing(row.organizationId, row.id), row.updatedAt, now))
        .join(""),
      count: rows.length,
    };
  };

  const first = await read(ids.after);
  if (first.count === 0) return undefined;
  return (async function* () {
    yield (
      XML_HEAD +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    );
    let current = first;
    yield current.xml;
    while (current.count === chunk) {
      current = await read(current.lastId);
      yield current.xml;
    }
    yield "</urlset>\n";
  })();
}

/** robots.txt: the public pages open, the API and every signed-in area closed, the sitemap named. */
export function robotsTxt(ctx: AppContext): string {
  const site = siteUrl(ctx.config.publicUrl);
  // /media/ stays open: logos and pictures are what the JobPosting and Open Graph tags point at.
  const closed = ["/capi/", "/i18n/"];
  // Signed-in areas, pages opened by a token from a mail, embeds and development screens.
  const perLanguage = [
    "account/",
    "user",
    "org/",
    "listings",
    "contact-requests/",
    "subscriptions/",
    "ztdi/",
    "experiments",
    "widget/",
    "debug",
  ];
  for (const lang of LANGUAGES) for (const path of perLanguage) closed.push(`/${lang}/${path}`);
  return [
    "User-agent: *",
    "Allow: /",
    ...closed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
}
