import { orgKeys } from "@/features/orgs";
import type { JobsFilters } from "./jobs";

/**
 * Query keys of an organisation's jobs (ADR 079): every list, choice list and job sits under
 * `jobKeys.all(slug)`, so invalidating it (after a change here, or when the activity poller
 * sees a new job activity) refreshes all of them.
 */
export const jobKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "jobs"] as const,
  lists: (slug: string) => [...jobKeys.all(slug), "list"] as const,
  list: (slug: string, filters: JobsFilters) =>
    [...jobKeys.lists(slug), { query: filters.query ?? "", status: [...(filters.status ?? [])].sort() }] as const,
  /** The jobs a candidates filter offers. */
  candidateFilter: (slug: string) => [...jobKeys.lists(slug), "candidate-filter"] as const,
  detail: (slug: string, id: number) => [...jobKeys.all(slug), "detail", id] as const,
  /** The jobs a new listing can start from. */
  choices: (slug: string) => [...jobKeys.all(slug), "choices"] as const,
  /** The jobs the listings filter offers. */
  filterChoices: (slug: string) => [...jobKeys.all(slug), "filter-choices"] as const,
};
