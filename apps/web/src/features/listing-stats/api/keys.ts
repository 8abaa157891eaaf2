import { orgKeys } from "@/features/orgs";

/** Query keys of the listing statistics, under the organisation's prefix (a plan change or sign-out drops them with the rest). */
export const listingStatsKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "listing-stats"] as const,
  org: (slug: string, days: number) => [...listingStatsKeys.all(slug), "org", days] as const,
  listing: (slug: string, listingId: number, days: number) =>
    [...listingStatsKeys.all(slug), "listing", listingId, days] as const,
};
