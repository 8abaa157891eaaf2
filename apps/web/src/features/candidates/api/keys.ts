import { orgKeys } from "@/features/orgs/api/keys";
import type { CandidatesFilters } from "./candidates";

/**
 * Query keys of an organisation's candidates (ADR 079): every list, profile and pool profile (and an
 * application's contact requests, contact-requests/api/keys.ts) sit under `candidateKeys.all(slug)`, the prefix the
 * notification poller refreshes when an application activity arrives, so a new application
 * shows within the polling interval without a reload.
 */
export const candidateKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "applications"] as const,
  lists: (slug: string) => [...candidateKeys.all(slug), "list"] as const,
  list: (slug: string, filters: CandidatesFilters) =>
    [
      ...candidateKeys.lists(slug),
      {
        query: filters.query ?? "",
        type: [...(filters.type ?? [])].sort(),
        status: filters.status ?? "active",
        job_ids: [...(filters.job_ids ?? [])].sort((a, b) => a - b),
        listing_ids: [...(filters.listing_ids ?? [])].sort((a, b) => a - b),
      },
    ] as const,
  detail: (slug: string, id: number) => [...candidateKeys.all(slug), "detail", id] as const,
  pool: (slug: string, userId: number) => [...candidateKeys.all(slug), "pool", userId] as const,
  openOfListing: (slug: string, listingId: number) =>
    [...candidateKeys.all(slug), "open-of-listing", listingId] as const,
};
