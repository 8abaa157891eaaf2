import { z } from "zod";
import { ZResponseRecord } from "./applications/follow-up";
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  ZContentLanguage,
  ZCountry,
  ZEmploymentType,
  ZRemoteType,
  ZStartDateKind,
} from "./enums";
import { pageQuery } from "./ids-pages";
import { ZEmployerHit } from "./search";

/** `limit` (default 50, max 100) and `offset` of the public lists: a company's listings and jobs, the watchlist. */
export const ZPageQuery = z.strictObject(pageQuery({ defaultSize: PAGE_SIZE, maxSize: MAX_PAGE_SIZE }));
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** The lines of an organisation's address as it entered them, in every answer that shows one. */
export const addressLineFields = {
  id: z.number(),
  label: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
};

/** An address as visitors see it (company page map, listing location). */
export const ZPublicAddress = z.object({
  ...addressLineFields,
  canton: z.string(),
  country: ZCountry,
  lat: z.number(),
  lng: z.number(),
});
export type TPublicAddress = z.infer<typeof ZPublicAddress>;

/** GET /capi/companies/{id}: the public company profile. */
export const ZPublicCompany = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Markdown written by the company; clients render it as inert text (no HTML). */
  description: z.string(),
  legal_form: z.string().nullable(),
  logo_url: z.string().nullable(),
  sectors: z.array(z.string()),
  keywords: z.array(z.string()),
  main_website: z.string().nullable(),
  jobs_website: z.string().nullable(),
  addresses: z.array(ZPublicAddress),
  open_listings_count: z.number(),
  active_jobs_count: z.number(),
  /** Whether the signed-in visitor has the company on their watchlist (false when signed out). */
  liked: z.boolean(),
  /** The days the company promises to answer applications within (issue 29). */
  answer_days: z.number(),
  /** The days it keeps a closed, rejected or withdrawn application before it is deleted (its retention period). */
  retention_days: z.number(),
  /** Its response record over RESPONSE_RECORD.windowDays; null below RESPONSE_RECORD.minApplications. */
  response_record: ZResponseRecord.nullable(),
});
export type TPublicCompany = z.infer<typeof ZPublicCompany>;

/** The four texts of a job (docs/domain.md §4), Markdown. */
export const ZJobTexts = z.object({
  role_and_responsibilities: z.string(),
  requirements: z.string(),
  team_description: z.string(),
  benefits: z.string(),
});

/** GET /capi/companies/{id}/jobs[/{job_id}]: an active job profile. */
export const ZPublicJob = ZJobTexts.extend({
  id: z.number(),
  company_id: z.number(),
  title: z.string(),
  language: ZContentLanguage,
  updated_at: z.string(),
});
export type TPublicJob = z.infer<typeof ZPublicJob>;

/** A listing in the company page's list of open jobs. */
export const ZPublicListingSummary = z.object({
  id: z.number(),
  company_id: z.number(),
  job_id: z.number(),
  title: z.string(),
  language: ZContentLanguage,
  published_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  employment_type: ZEmploymentType,
  remote_type: ZRemoteType,
  workload_min: z.number(),
  workload_max: z.number(),
  /** The work place; null means 'by agreement'. */
  location: ZPublicAddress.nullable(),
  /** The listing's picture, an image we serve (`/media/{id}`); null when it has none. */
  picture_url: z.string().nullable(),
  /**
   * Where the employer takes applications when not here (their own careers site): every Apply
   * sends applicants there, and our application endpoints refuse the listing (ADR 054).
   */
  apply_url: z.string().nullable(),
});
export type TPublicListingSummary = z.infer<typeof ZPublicListingSummary>;

/** GET /capi/listings/{id}: an active listing with everything its page shows. */
export const ZPublicListing = ZPublicListingSummary.extend({
  status: z.literal("active"),
  country: ZCountry,
  start_kind: ZStartDateKind,
  start_date: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  required_languages: z.array(ZContentLanguage),
  listing_url: z.string().nullable(),
  has_questionnaire: z.boolean(),
  /**
   * Who answers applicants' questions about the job, as the employer entered them in the wizard
   * ("shown to applicants with questions about the job"); empty name and nulls when not given.
   */
  contact_name: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  job: ZJobTexts,
  company: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    liked: z.boolean(),
  }),
  /**
   * The signed-in visitor's open (pending or active) application to this listing, null otherwise
   * (signed out, none, or closed): the page says "applied" and the wizard links to it (ADR 055).
   */
  my_application: z.object({ id: z.number(), created_at: z.string() }).nullable(),
});
export type TPublicListing = z.infer<typeof ZPublicListing>;

export const ZPublicListingsResponse = z.object({ items: z.array(ZPublicListingSummary), count: z.number() });
export const ZPublicJobsResponse = z.object({ items: z.array(ZPublicJob), count: z.number() });
/** GET /capi/companies/{id}/similar: up to 6 employers sharing sectors and keywords, nearest first. */
export const ZSimilarCompaniesResponse = z.object({ items: z.array(ZEmployerHit) });

/** GET /capi/user/likes: the watchlist, newest first. */
export const ZLikesResponse = z.object({ items: z.array(ZEmployerHit), count: z.number() });
export type TLikesResponse = z.infer<typeof ZLikesResponse>;
export const ZLikeResponse = z.object({ company_id: z.number(), liked: z.boolean() });
export type TLikeResponse = z.infer<typeof ZLikeResponse>;

/** One employer the seeker hid from their search results (ADR 073). */
export const ZHiddenEmployer = z.object({
  company_id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  hidden_at: z.string(),
});
export type THiddenEmployer = z.infer<typeof ZHiddenEmployer>;
/** GET /capi/user/hidden-employers: the hidden employers, newest first. */
export const ZHiddenEmployersResponse = z.object({ items: z.array(ZHiddenEmployer), count: z.number() });
export type THiddenEmployersResponse = z.infer<typeof ZHiddenEmployersResponse>;
/** PUT (hide) and DELETE (show again) /capi/user/hidden-employers/{company_id}. */
export const ZHiddenEmployerResponse = z.object({ company_id: z.number(), hidden: z.boolean() });
export type THiddenEmployerResponse = z.infer<typeof ZHiddenEmployerResponse>;
