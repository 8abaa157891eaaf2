/**
 * Route search params, parsed leniently (spec §5): a value that does not fit becomes undefined,
 * so a hand-edited or outdated URL never stops a page. TanStack Router hands these schemas
 * JSON-decoded values (numbers, booleans, arrays) or raw strings.
 */
import { z } from "zod";
import {
  ZApplicationStatusGroup,
  ZPlan,
  ZApplicationType,
  ZJobStatus,
  ZListingStatus,
  ZPurchasePlan,
  ZQuestionnaireStatus,
  ZContentLanguage,
  ZEmploymentType,
  ZRemoteType,
  type TRegion,
  ZSearchSort,
  ZSearchView,
} from "./enums";
import { REGIONS } from "./core/constants";
import { ZIndustryCode } from "./industries";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

export const lenientNumber = () => lenient(z.preprocess(emptyToUndefined, z.coerce.number().refine(Number.isFinite)));
/**
 * An id in a page's URL: any number text zod's coercion reads as a positive safe integer. Kept as
 * it is (ADR 077): route-search.ts reads it the same way without zod, and a URL keeps what it kept.
 */
const ZUrlId = z.coerce.number().int().positive();

export const lenientId = () => lenient(z.preprocess(emptyToUndefined, ZUrlId));
export const lenientString = (max = 500) => lenient(z.string().trim().min(1).max(max));

export const lenientBoolean = () =>
  lenient(
    z.preprocess((v) => {
      if (v === true || v === "true" || v === "1" || v === 1 || v === "") return true;
      if (v === false || v === "false" || v === "0" || v === 0) return false;
      return v;
    }, z.boolean()),
  );

/** `b` and `iframe`: present (even empty) means 1. */
export const lenientFlag = () =>
  lenient(z.preprocess((v) => (v === "" || v === true || v === "1" || v === 1 ? 1 : v), z.literal(1)));

/** A list given as an array or as a comma-separated string; any invalid element voids the whole list. */
export function lenientList<T extends z.ZodType>(item: T) {
  return lenient(
    z.preprocess((v) => {
      if (typeof v === "string") return v === "" ? undefined : v.split(",");
      if (typeof v === "number") return [v];
      return v;
    }, z.array(item).min(1)),
  );
}
/**
 * A relative, same-origin path: starts with one `/`, no `//`, no backslash and no control
 * characters anywhere (browsers drop tabs and newlines, so `/\t/evil.example` would leave the site).
 */
export const ZRelativePath = z
  .string()
  .max(2000)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^\/(?![/\\])[^\\\x00-\x1f\x7f]*$/);

export const loginSearch = z.object({ next: lenient(ZRelativePath), success: lenientBoolean() });
/** account/signup: where to go after the emailed link (kept through sign-up). */
export const signupSearch = z.object({ next: lenient(ZRelativePath) });
/** account/signup/company: `plan` preselects a plan card (free, pro, enterprise). */
export const signupCompanySearch = z.object({ plan: lenient(ZPlan) });

export const searchSearch = z.object({
  north: lenientNumber(),
  east: lenientNumber(),
  south: lenientNumber(),
  west: lenientNumber(),
  location: lenientString(100),
  query: lenientString(200),
  sectors: lenientList(ZIndustryCode),
  liked: lenientBoolean(),
  seeker_profile: lenientBoolean(),
  welcome: lenientBoolean(),
  // The search's other filters (GET /capi/search/employers), kept in the URL too so a search is a link.
  radius: lenient(z.coerce.number().int().min(1).max(200)),
  employment_types: lenientList(ZEmploymentType),
  remote_types: lenientList(ZRemoteType),
  workload_min: lenient(z.coerce.number().int().min(0).max(100)),
  salary_min: lenient(z.coerce.number().int().min(0).max(10_000_000)),
  languages: lenientList(ZContentLanguage),
  /** A region of docs/domain.md §4: the search is limited to its cantons (ADR 073). */
  region: lenient(z.enum(Object.keys(REGIONS) as [TRegion, ...TRegion[]])),
  // What the page lists and, in the jobs view, in which order (ADR 072); absent: employers, by relevance.
  view: lenient(ZSearchView),
  sort: lenient(ZSearchSort),
});

export const companySearch = z.object({ b: lenientFlag(), expand: lenientList(z.enum(["listing", "job"])) });
export const companyApplySearch = z.object({
  listing_id: lenientId(),
  job_id: lenientId(),
  invite_token: lenientString(200),
  success: lenientBoolean(),
});
export const companyJobSearch = z.object({ iframe: lenientFlag() });

export const userApplicationsSearch = z.object({ status: lenient(ZApplicationStatusGroup) });
export const unsubscribeSearch = z.object({ email: lenient(z.email()) });

export const orgApplicationsSearch = z.object({
  query: lenientString(200),
  type: lenientList(ZApplicationType),
  status: lenient(ZApplicationStatusGroup),
  job_ids: lenientList(ZUrlId),
  listing_ids: lenientList(ZUrlId),
});
export const orgJobsSearch = z.object({ query: lenientString(200), status: lenientList(ZJobStatus) });
export const orgListingsSearch = z.object({
  questionnaire_id: lenientId(),
  job_ids: lenientList(ZUrlId),
  query: lenientString(200),
  status: lenientList(ZListingStatus),
});
export const orgQuestionnairesSearch = z.object({
  query: lenientString(200),
  status: lenientList(ZQuestionnaireStatus),
});

export const listingCreateSearch = z.object({
  success: lenientBoolean(),
  listing_id: lenientId(),
  job_id: lenientId(),
  invite_token: lenientString(200),
  copyId: lenientId(),
});

/** `registeredCompanyId` is nullable: `null` is kept, anything unparsable becomes undefined. */
export const contactSearch = z.object({
  registeredCompanyId: z.union([z.null(), ZUrlId]).optional().catch(undefined),
});
export const contactPurchaseSearch = z.object({ plan: lenient(ZPurchasePlan) });

export type TSearchSearch = z.infer<typeof searchSearch>;
