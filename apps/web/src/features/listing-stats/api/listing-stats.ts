import { LISTING_STATS_DAYS, ZListingStats, ZOrgListingStats } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { listingStatsKeys } from "./keys";

/** GET /capi/org/listing-stats: the organisation's listings over the last `days` days (per day, per listing). */
export const orgListingStatsQueryOptions = (slug: string, days: number = LISTING_STATS_DAYS.defaultDays) =>
  queryOptions({
    queryKey: listingStatsKeys.org(slug, days),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/listing-stats", { schema: ZOrgListingStats, query: { days }, signal }),
  });

/** GET /capi/org/listings/{id}/stats: one listing's last `days` days. */
export const listingStatsQueryOptions = (
  slug: string,
  listingId: number,
  days: number = LISTING_STATS_DAYS.defaultDays,
) =>
  queryOptions({
    queryKey: listingStatsKeys.listing(slug, listingId, days),
    queryFn: ({ signal }) =>
      orgApi(slug).get(`/capi/org/listings/${listingId}/stats`, { schema: ZListingStats, query: { days }, signal }),
  });
