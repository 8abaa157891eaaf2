import type { TSearchMapResponse, TSearchView } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import type { SearchFilters } from "./search-employers";
import { searchRetry, searchRetryDelay } from "./search-retry";
import { searchKeys } from "./keys";

/**
 * GET /capi/search/map: the clusters of the same search at a zoom level (whole levels, so moves
 * reuse answers), counting employers or, in the jobs view, listings.
 */
export const searchMapQueryOptions = (filters: SearchFilters, zoom: number, view: TSearchView = "employers") =>
  queryOptions({
    queryKey: searchKeys.map(filters, zoom, view),
    queryFn: ({ signal }) =>
      api.get("/capi/search/map", {
        query: { ...filters, zoom, ...(view === "jobs" ? { view } : {}) },
        schema: unchecked<TSearchMapResponse>(),
        signal,
      }),
    retry: searchRetry,
    retryDelay: searchRetryDelay,
  });
