import { orgKeys } from "@/features/orgs";

/** Query keys of the organisation editor (ADR 079): the company, its addresses and members. */
export const orgCompanyKeys = {
  company: (slug: string) => [...orgKeys.all(slug), "company"] as const,
  addresses: (slug: string) => [...orgKeys.all(slug), "addresses"] as const,
  members: (slug: string) => [...orgKeys.all(slug), "members"] as const,
  /** The answer time the organisation promises (issue 29). */
  answerTime: (slug: string) => [...orgKeys.all(slug), "answer-time"] as const,
  /** Whether the listings go out in the global job feed (issue 30 point 4). */
  jobFeed: (slug: string) => [...orgKeys.all(slug), "job-feed"] as const,
  /** A postal code's places (not the organisation's data). */
  postalCode: (postalCode: string) => ["org-company", "postal-code", postalCode] as const,
};
