/**
 * Search-engine visibility (issue 8 point 6, ADR 013): the head of the public company, listing
 * and job profile pages with the status their page answers, and the sitemaps. The page data
 * comes from the companies feature's services, the same the API answers with.
 */
import { idFromText, publicPageOf, type TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { AppError, GoneError, NotFoundError } from "../../errors";
import { listingPageOwner, publicCompany, publicJob, publicListing } from "../companies/companies.service";
import {
  companyHead,
  headHtml,
  jobHead,
  listingHead,
  publicPaths,
  searchHead,
  siteUrl,
  type PageHead,
} from "./seo.head";

/**
 * What a public page answers: its status and, when it shows something, its head; a listing under
 * another company's path moves for good (301) to its own (`location`: the path, in the page's language).
 */
export type PublicPage = { status: 200; head: PageHead } | { status: 404 | 410 } | { status: 301; location: string };

const NOT_FOUND = { status: 404 } as const;
const GONE = { status: 410 } as const;

/** The status of a lookup that failed the way a visitor can cause (unknown, archived); anything else is rethrown. */
function statusOf(error: unknown): PublicPage {
  if (error instanceof GoneError) return GONE;
  if (error instanceof NotFoundError) return NOT_FOUND;
  if (error instanceof AppError && error.status === 404) return NOT_FOUND;
  throw error;
}

/**
 * The head and status of a company, listing or job profile page (`pathname` without the query),
 * or undefined for any other page. Unknown ids, a job of another company than the path names,
 * and planned listings answer 404; archived listings 410; a listing under another company's id
 * redirects (301) to its own company's address. Nothing here depends on
 * who asks, so the head is the same for every visitor and crawler.
 */
export async function publicPageHead(
  ctx: AppContext,
  pathname: string,
  language: TLanguage,
): Promise<PublicPage | undefined> {
  // The public pages (PUBLIC_PAGES) have a head of their own; every other page is served as it is.
  const head = publicPageOf(pathname)?.head;
  if (!head) return undefined;
  if (head === "search") return { status: 200, head: searchHead(siteUrl(ctx.config.publicUrl), language) };
  const [, , companySegment, , itemSegment] = pathname.split("/").filter(Boolean);
  const companyId = idFromText(companySegment ?? "");
  if (companyId === undefined) return NOT_FOUND;
  const site = siteUrl(ctx.config.publicUrl);

  if (head === "company") {
    try {
      return { status: 200, head: companyHead(site, language, await publicCompany(ctx, companyId)) };
    } catch (error) {
      return statusOf(error);
    }
  }

  const itemId = idFromText(itemSegment ?? "");
  if (itemId === undefined) return NOT_FOUND;
  if (head === "listing") {
    // A listing has one address, under its own company (issue 24 point 5): under any other company
    // id its page moves there, so neither its text nor its gone page's "other open jobs" appear
    // under an unrelated employer.
    const owner = await listingPageOwner(ctx, itemId);
    if (owner === undefined) return NOT_FOUND;
    if (owner !== companyId) return { status: 301, location: `/${language}${publicPaths.listing(owner, itemId)}` };
  }
  const [company, item] = await Promise.allSettled([
    publicCompany(ctx, companyId),
    head === "listing" ? publicListing(ctx, itemId) : publicJob(ctx, companyId, itemId),
  ]);
  // The listing's own answer first: an archived listing is gone.
  if (item.status === "rejected") return statusOf(item.reason);
  if (company.status === "rejected") return statusOf(company.reason);
  const value = item.value;
  if ("job" in value) {
    // Moved between the two reads above: not found at this address.
    if (value.company_id !== companyId) return NOT_FOUND;
    return { status: 200, head: listingHead(site, language, value, company.value) };
  }
  return { status: 200, head: jobHead(site, language, value, company.value) };
}

/** The same for the page server (plugins/spa.ts): the status and the head as HTML. */
export async function serverPage(
  ctx: AppContext,
  pathname: string,
  language: TLanguage,
): Promise<{ status: 200; headHtml: string } | { status: 404 | 410 } | { status: 301; location: string } | undefined> {
  const page = await publicPageHead(ctx, pathname, language);
  return page?.status === 200 ? { status: 200, headHtml: headHtml(page.head) } : page;
}
