import { orgKeys } from "@/features/orgs";
import type { ListingsFilters } from "./listings";

/**
 * Query keys of an organisation's listings (ADR 079): every list and listing sits under
 * `listingKeys.all(slug)`, so invalidating it refreshes all of them.
 */
export const listingKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "listings"] as const,
  lists: (slug: string) => [...listingKeys.all(slug), "list"] as const,
  list: (slug: string, filters: ListingsFilters) =>
    [
      ...listingKeys.lists(slug),
      {
        query: filters.query ?? "",
        status: [...(filters.status ?? [])].sort(),
        job_ids: [...(filters.job_ids ?? [])].sort((a, b) => a - b),
        questionnaire_id: filters.questionnaire_id ?? null,
      },
    ] as const,
  /** The listings a candidates filter offers. */
  candidateFilter: (slug: string) => [...listingKeys.lists(slug), "candidate-filter"] as const,
  detail: (slug: string, id: number) => [...listingKeys.all(slug), "detail", id] as const,
  /** The organisation the top-level listings screens act for (the last used one, no X-Organization). */
  currentOrganization: ["listings-organization"] as const,
};
