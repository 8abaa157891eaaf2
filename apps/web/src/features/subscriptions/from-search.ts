import { SEARCH_DEFAULT_RADIUS_KM, SUBSCRIPTION_LIMITS, isIndustryCode } from "@jobatlas/contract/core";
import type { TSubscriptionInputRequest } from "@jobatlas/contract";

/**
 * What "notify me" takes from a search: its words, place, radius, sectors and minimum workload.
 */
export function subscriptionFromSearch(search: {
  query?: string;
  location?: string;
  radius?: number;
  sectors?: string[];
  workload_min?: number;
}): Omit<TSubscriptionInputRequest, "location"> & { location: string | undefined } {
  return {
    query: (search.query ?? "").trim().slice(0, SUBSCRIPTION_LIMITS.queryMax),
    location: search.location,
    radius_km: search.radius ?? SEARCH_DEFAULT_RADIUS_KM,
    sectors: (search.sectors ?? []).filter(isIndustryCode),
    workload_min: search.workload_min ?? null,
    workload_max: null,
    frequency: "daily",
  };
}
