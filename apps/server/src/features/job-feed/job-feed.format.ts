/**
 * A feed listing as XML (the schema of job-feed.xsd.ts) and as a JSON Feed 1.1 item with the same
 * fields under `_jobatlas` (docs/job-feed.md, ADR 092). Everything a company wrote passes through
 * `xmlText` (characters XML 1.0 cannot hold removed, then escaped) or, for the description,
 * through the inert simple HTML of the JobPosting (every character escaped) inside CDATA.
 */
import type { TLanguage } from "@jobatlas/contract";
import { absoluteImageUrl, publicPaths, webUrl, zurichEndOfDay, zurichOffset, type SiteUrl } from "../seo/seo.head";
import { escapeXml, markdownToSimpleHtml } from "../seo/seo.text";
import { SEO_TEXTS } from "../seo/seo.texts";
import type { FeedRow } from "./job-feed.repo";
import { JOB_FEED_NAMESPACE, JOB_FEED_VERSION } from "./job-feed.xsd";

/** Characters XML 1.0 does not allow (C0 controls but tab and line ends, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A text without the characters XML cannot carry (the JSON feed drops them too: the same text in both). */
export function cleanText(text: string): string {
  return text.replace(NOT_XML, "");
}

/** Text for XML content and attribute values. */
export function xmlText(text: string): string {
  return escapeXml(cleanText(text));
}

/** Text inside CDATA: a `]]>` in it is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${cleanText(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

const JOB_TEXTS = ["role_and_responsibilities", "requirements", "team_description", "benefits"] as const;

function jobTexts(row: FeedRow): Record<(typeof JOB_TEXTS)[number], string> {
  return {
    role_and_responsibilities: row.roleAndResponsibilities,
    requirements: row.requirements,
    team_description: row.teamDescription,
    benefits: row.benefits,
  };
}

/** The four job texts as simple HTML, each under its heading in the listing's language (the JobPosting's description). */
export function descriptionHtml(row: FeedRow): string {
  const headings = SEO_TEXTS[row.language].jobTexts;
  const texts = jobTexts(row);
  return JOB_TEXTS.map((key) => {
    const html = markdownToSimpleHtml(cleanText(texts[key]));
    return html ? `<h2>${escapeXml(headings[key])}</h2>${html}` : "";
  }).join("");
}

/** The public addresses of a listing: its page, where to apply, its company's page. */
export function listingUrls(site: SiteUrl, row: FeedRow) {
  const lang: TLanguage = row.language;
  const page = `${site}/${lang}${publicPaths.listing(row.organizationId, row.id)}`;
  return {
    page,
    apply: webUrl(row.applyUrl) ?? `${site}/${lang}/company/${row.organizationId}/apply?listing_id=${row.id}`,
    company: `${site}/${lang}${publicPaths.company(row.organizationId)}`,
    website: webUrl(row.organizationWebsite),
    logo: absoluteImageUrl(site, row.organizationLogo),
  };
}

/** An instant as xs:dateTime / RFC 3339 to the second, in UTC. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The start of a Zurich business day, RFC 3339 with its offset. */
function zurichStartOfDay(date: string): string {
  return `${date}T00:00:00${zurichOffset(new Date(`${date}T00:00:00Z`))}`;
}

/** A row's newest change, never after `now` (a change stamped ahead of the clock is no change yet). */
function updatedOf(row: FeedRow, now: Date): Date {
  return row.changedAt > now ? now : row.changedAt;
}

const element = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? "" : `<${name}>${xmlText(value)}</${name}>`;

function placeXml(row: FeedRow): string {
  const placed = row.postalCode !== null;
  const street = [row.street, row.houseNumber].filter(Boolean).join(" ");
  const parts = placed
    ? [
        element("street", street),
        element("postalCode", row.postalCode),
        element("city", row.city),
        element("canton", row.canton),
        element("country", row.addressCountry ?? row.country),
        element("latitude", row.lat === null ? null : String(row.lat)),
        element("longitude", row.lng === null ? null : String(row.lng)),
      ]
    : [element("country", row.country)];
  return `<place byAgreement="${!placed}" remote="${row.remoteType}">${parts.join("")}</place>`;
}

/** One `<job>` of the feed. */
export function jobXml(site: SiteUrl, row: FeedRow, now: Date): string {
  const urls = listingUrls(site, row);
  const salary =
    row.salaryMin !== null || row.salaryMax !== null
      ? `<salary${row.salaryMin !== null ? ` min="${row.salaryMin}"` : ""}${row.salaryMax !== null ? ` max="${row.salaryMax}"` : ""} currency="CHF" period="year"/>`
      : "";
  const start = `<start kind="${row.startKind}"${row.startKind === "by_date" && row.startDate ? ` date="${row.startDate}"` : ""}/>`;
  return [
    `<job id="${row.id}">`,
    element("title", row.title),
    element("language", row.language),
    element("url", urls.page),
    element("applyUrl", urls.apply),
    `<company id="${row.organizationId}" slug="${xmlText(row.organizationSlug)}">`,
    element("name", row.organizationName),
    element("url", urls.company),
    element("website", urls.website),
    element("logo", urls.logo),
    "</company>",
    placeXml(row),
    `<description>${cdata(descriptionHtml(row))}</description>`,
    `<workload min="${row.workloadMin}" max="${row.workloadMax}"/>`,
    element("employmentType", row.employmentType),
    start,
    salary,
    `<requiredLanguages>${row.requiredLanguages.map((lang) => element("language", lang)).join("")}</requiredLanguages>`,
    element("published", row.publishedOn),
    element("ends", row.endsOn),
    element("updated", isoSeconds(updatedOf(row, now))),
    "</job>\n",
  ].join("");
}

/** The document's start: the XML declaration and the root with its attributes. */
export function xmlHead(site: SiteUrl, now: Date, organizationSlug?: string): string {
  const organization = organizationSlug ? ` organization="${xmlText(organizationSlug)}"` : "";
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<jobs xmlns="${JOB_FEED_NAMESPACE}" version="${JOB_FEED_VERSION}" generated="${isoSeconds(now)}" source="${xmlText(site)}/"${organization}>\n`
  );
}

export const XML_TAIL = "</jobs>\n";

/** The JSON Feed 1.1 item of a listing; the feed's own fields under `_jobatlas`. */
export function jsonItem(site: SiteUrl, row: FeedRow, now: Date) {
  const urls = listingUrls(site, row);
  const place =
    row.postalCode !== null
      ? {
          by_agreement: false,
          street: cleanText([row.street, row.houseNumber].filter(Boolean).join(" ")) || null,
          postal_code: cleanText(row.postalCode),
          city: cleanText(row.city ?? ""),
          canton: cleanText(row.canton ?? ""),
          country: row.addressCountry ?? row.country,
          latitude: row.lat,
          longitude: row.lng,
        }
      : {
          by_agreement: true,
          street: null,
          postal_code: null,
          city: null,
          canton: null,
          country: row.country,
          latitude: null,
          longitude: null,
        };
  return {
    id: String(row.id),
    url: urls.page,
    external_url: urls.apply,
    title: cleanText(row.title),
    content_html: descriptionHtml(row),
    ...(row.publishedOn ? { date_published: zurichStartOfDay(row.publishedOn) } : {}),
    date_modified: isoSeconds(updatedOf(row, now)),
    authors: [
      { name: cleanText(row.organizationName), url: urls.company, ...(urls.logo ? { avatar: urls.logo } : {}) },
    ],
    language: row.language,
    _jobatlas: {
      apply_url: urls.apply,
      company: {
        id: row.organizationId,
        slug: row.organizationSlug,
        name: cleanText(row.organizationName),
        url: urls.company,
        website: urls.website ?? null,
        logo: urls.logo ?? null,
      },
      place: { ...place, remote: row.remoteType },
      workload: { min: row.workloadMin, max: row.workloadMax },
      employment_type: row.employmentType,
      start: { kind: row.startKind, date: row.startKind === "by_date" ? row.startDate : null },
      salary:
        row.salaryMin !== null || row.salaryMax !== null
          ? { min: row.salaryMin, max: row.salaryMax, currency: "CHF", period: "year" }
          : null,
      required_languages: row.requiredLanguages,
      published: row.publishedOn,
      ends: row.endsOn,
      ends_at: row.endsOn ? zurichEndOfDay(row.endsOn) : null,
    },
  };
}

/** The JSON feed's fields before `items`, written as the start of the object (the items follow as a stream). */
export function jsonHead(input: {
  title: string;
  homePageUrl: string;
  feedUrl: string;
  schemaUrl: string;
  now: Date;
}): string {
  const head = {
    version: "https://jsonfeed.org/version/1.1",
    title: cleanText(input.title),
    home_page_url: input.homePageUrl,
    feed_url: input.feedUrl,
    _jobatlas: { about: input.schemaUrl, version: Number(JOB_FEED_VERSION), generated: isoSeconds(input.now) },
  };
  // The object without its closing brace, then the items array.
  return `${JSON.stringify(head).slice(0, -1)},"items":[\n`;
}

export const JSON_TAIL = "]}\n";
