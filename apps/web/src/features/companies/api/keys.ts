/**
 * Query keys of the public company, listing and job-profile pages (ADR 079). They start with the
 * area ("companies", "listings"), so a like (which changes `liked`) refreshes them all by prefix.
 */
export const companyKeys = {
  all: ["companies"] as const,
  detail: (id: number) => ["companies", id] as const,
  listings: (id: number) => ["companies", id, "listings"] as const,
  jobs: (id: number) => ["companies", id, "jobs"] as const,
  job: (id: number, jobId: number) => ["companies", id, "job", jobId] as const,
  similar: (id: number) => ["companies", id, "similar"] as const,
  /** The questionnaire an applicant answers for a listing. */
  questionnaire: (id: number, listingId: number) => ["companies", id, "listings", listingId, "questionnaire"] as const,
};

/** The public listing pages. */
export const listingPageKeys = {
  all: ["listings"] as const,
  detail: (id: number) => ["listings", id] as const,
};
