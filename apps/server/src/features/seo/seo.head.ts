/**
 * What the server writes into the `<head>` of the company, listing and job profile pages (issue 8
 * point 6, ADR 013): the title, a meta description, the canonical URL and its language
 * alternates, Open Graph, and for an active listing a schema.org JobPosting. Pure functions of the
 * public DTOs, so what search engines read is what the page shows.
 */
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  type TEmploymentType,
  type TLanguage,
  type TPublicCompany,
  type TPublicJob,
  type TPublicListing,
} from "@jobatlas/contract";
import { escapeHtml, jsonForScript, markdownToPlainText, markdownToSimpleHtml, truncate } from "./seo.text";
import { SEO_TEXTS } from "./seo.texts";

/** The head of one page: its full title (brand suffix included) and the elements after it. */
export interface PageHead {
  title: string;
  /** `<meta>`, `<link>` and `<script type="application/ld+json">` elements, every value escaped. */
  tags: string;
}

/** Where the site is reached (config.publicUrl), without a trailing slash. */
export type SiteUrl = string;

export function siteUrl(publicUrl: string): SiteUrl {
  return publicUrl.replace(/\/+$/, "");
}

/** The page paths (without language) of the public pages: `/{lang}` goes in front. */
export const publicPaths = {
  search: () => "/search",
  company: (companyId: number) => `/company/${companyId}/`,
  listing: (companyId: number, listingId: number) => `/company/${companyId}/job/${listingId}`,
  job: (companyId: number, jobId: number) => `/company/${companyId}/profile/${jobId}`,
};

/** A page's absolute URL in each language (x-default is the default language). */
export function languageUrls(site: SiteUrl, path: string): Record<TLanguage, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, `${site}/${lang}${path}`])) as Record<TLanguage, string>;
}

const EMPLOYMENT_TYPES: Record<TEmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  other: "OTHER",
};

const COUNTRY_NAMES = { CH: "Switzerland", LI: "Liechtenstein" } as const;

/** An image URL a crawler can fetch: http(s) as given, our own paths made absolute; `data:` and the rest dropped. */
export function absoluteImageUrl(site: SiteUrl, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//")) return `${site}${url}`;
  return undefined;
}

/** A website the company gave, if it is an http(s) URL (never `javascript:` or the like). */
export function webUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined;
}

/** The offset of Europe/Zurich at an instant, as "+01:00" or "+02:00". */
export function zurichOffset(instant: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Zurich", timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT+01:00";
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}

/** The end of a runtime's last day (docs/domain.md §4): 23:59 Europe/Zurich of `date`, ISO 8601 with its offset. */
export function zurichEndOfDay(date: string): string {
  // 21:59 UTC is 22:59 or 23:59 in Zurich: the same calendar day, and on a changeover day the
  // offset at that hour is the one that holds at 23:59.
  const offset = zurichOffset(new Date(`${date}T21:59:00Z`));
  return `${date}T23:59:00${offset}`;
}

function metaTags(input: {
  title: string;
  description: string;
  urls: Record<TLanguage, string>;
  language: TLanguage;
  image?: string;
}): string[] {
  const texts = SEO_TEXTS[input.language];
  const tags = [
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    `<link rel="canonical" href="${escapeHtml(input.urls[input.language])}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(input.urls[lang])}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(input.urls[DEFAULT_LANGUAGE])}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(texts.brand)}">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:url" content="${escapeHtml(input.urls[input.language])}">`,
    `<meta property="og:locale" content="${texts.ogLocale}">`,
  ];
  if (input.image) tags.push(`<meta property="og:image" content="${escapeHtml(input.image)}">`);
  return tags;
}

/** The head as HTML: the `<title>` element and the tags after it. */
export function headHtml(head: PageHead): string {
  return `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`;
}

function joinTags(tags: string[]): string {
  return tags.join("\n    ");
}

/**
 * The search page (`/{lang}/search`): a description for search results and link previews; a
 * search with filters names the plain search page as canonical.
 */
export function searchHead(site: SiteUrl, language: TLanguage): PageHead {
  const texts = SEO_TEXTS[language];
  return {
    title: texts.pageTitle(texts.searchTitle),
    tags: joinTags(
      metaTags({
        title: texts.searchTitle,
        description: texts.searchDescription,
        urls: languageUrls(site, publicPaths.search()),
        language,
      }),
    ),
  };
}

/** The company page (`/{lang}/company/{id}/`). */
export function companyHead(site: SiteUrl, language: TLanguage, company: TPublicCompany): PageHead {
  const texts = SEO_TEXTS[language];
  const description = truncate(
    markdownToPlainText(company.description) || texts.companyFallbackDescription(company.name),
  );
  return {
    title: texts.pageTitle(company.name),
    tags: joinTags(
      metaTags({
        title: company.name,
        description,
        urls: languageUrls(site, publicPaths.company(company.id)),
        language,
        image: absoluteImageUrl(site, company.logo_url),
      }),
    ),
  };
}

/** A job profile page (`/{lang}/company/{id}/profile/{jobId}`): no JobPosting, it is not an open position. */
export function jobHead(site: SiteUrl, language: TLanguage, job: TPublicJob, company: TPublicCompany): PageHead {
  const texts = SEO_TEXTS[language];
  const pageName = texts.listingTitle(job.title, company.name);
  const description = truncate(
    markdownToPlainText(job.role_and_responsibilities) || texts.jobFallbackDescription(job.title, company.name),
  );
  return {
    title: texts.pageTitle(pageName),
    tags: joinTags(
      metaTags({
        title: pageName,
        description,
        urls: languageUrls(site, publicPaths.job(company.id, job.id)),
        language,
        image: absoluteImageUrl(site, company.logo_url),
      }),
    ),
  };
}

/** A listing page (`/{lang}/company/{id}/job/{listingId}`): the page's tags and its JobPosting. */
export function listingHead(
  site: SiteUrl,
  language: TLanguage,
  listing: TPublicListing,
  company: TPublicCompany,
): PageHead {
  const texts = SEO_TEXTS[language];
  const pageName = texts.listingTitle(listing.title, listing.company.name);
  const where = listing.location?.city;
  const intro = [listing.company.name, where].filter(Boolean).join(", ");
  const body = markdownToPlainText(listing.job.role_and_responsibilities);
  const description = truncate(body ? `${intro}: ${body}` : texts.jobFallbackDescription(listing.title, intro));
  const urls = languageUrls(site, publicPaths.listing(listing.company_id, listing.id));
  const posting = jobPosting(site, language, listing, company, urls[language]);
  return {
    title: texts.pageTitle(pageName),
    tags: joinTags([
      ...metaTags({
        title: pageName,
        description,
        urls,
        language,
        image: absoluteImageUrl(site, listing.picture_url) ?? absoluteImageUrl(site, listing.company.logo_url),
      }),
      `<script type="application/ld+json">${jsonForScript(posting)}</script>`,
    ]),
  };
}

/** The four job texts as one simple-HTML description, each under a heading in the page's language. */
function postingDescription(language: TLanguage, listing: TPublicListing): string {
  const headings = SEO_TEXTS[language].jobTexts;
  return (Object.keys(headings) as (keyof typeof headings)[])
    .map((key) => {
      const html = markdownToSimpleHtml(listing.job[key]);
      return html ? `<h2>${escapeHtml(headings[key])}</h2>${html}` : "";
    })
    .join("");
}

/**
 * The schema.org JobPosting of an active listing (Google's job posting fields). Where the work
 * happens (ADR 013): a listing with an address has a Place with its postal address; a remote
 * listing is TELECOMMUTE for applicants in its country (plus the office, if it names one); a
 * listing whose place is 'by agreement' names only its country.
 */
export function jobPosting(
  site: SiteUrl,
  language: TLanguage,
  listing: TPublicListing,
  company: TPublicCompany,
  url: string,
): Record<string, unknown> {
  const location = listing.location;
  const remote = listing.remote_type === "remote";
  const place = location
    ? {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: [location.street, location.house_number].filter(Boolean).join(" "),
          postalCode: location.postal_code,
          addressLocality: location.city,
          addressRegion: location.canton,
          addressCountry: location.country,
        },
        geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
      }
    : remote
      ? undefined
      : { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: listing.country } };
  const salary =
    listing.salary_min !== null || listing.salary_max !== null
      ? {
          "@type": "MonetaryAmount",
          currency: "CHF",
          value: {
            "@type": "QuantitativeValue",
            ...(listing.salary_min !== null ? { minValue: listing.salary_min } : {}),
            ...(listing.salary_max !== null ? { maxValue: listing.salary_max } : {}),
            unitText: "YEAR",
          },
        }
      : undefined;
  const logo = absoluteImageUrl(site, listing.company.logo_url);
  // The listing's picture: an upload we serve (features/media), so an address on our origin.
  const image = absoluteImageUrl(site, listing.picture_url);
  const sameAs = webUrl(company.main_website);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: listing.title,
    description: postingDescription(language, listing),
    identifier: { "@type": "PropertyValue", name: listing.company.name, value: String(listing.id) },
    url,
    ...(image ? { image } : {}),
    ...(listing.published_on ? { datePosted: listing.published_on } : {}),
    ...(listing.ends_on ? { validThrough: zurichEndOfDay(listing.ends_on) } : {}),
    employmentType: EMPLOYMENT_TYPES[listing.employment_type],
    hiringOrganization: {
      "@type": "Organization",
      name: listing.company.name,
      ...(sameAs ? { sameAs } : {}),
      ...(logo ? { logo } : {}),
    },
    ...(place ? { jobLocation: place } : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: COUNTRY_NAMES[listing.country] },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    ...(listing.start_kind === "by_date" && listing.start_date ? { jobStartDate: listing.start_date } : {}),
    // Applying happens here (the application wizard) unless the listing sends applicants elsewhere.
    directApply: listing.apply_url === null,
  };
}
