import { SEARCH_PAGE_SIZE } from "@jobatlas/contract/core";
import type { TSearchListingsResponse, TSearchSort } from "@jobatlas/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import type { SearchFilters } from "./search-employers";
import { searchPaging } from "./search-paging";
import { searchKeys } from "./keys";

/**
 * GET /capi/search/listings (the jobs view, ADR 072) for the filters of `apiFilters()` in an
 * order, 50 listings a page (offset paging like the employers). Key prefix ["search"], as the
 * employers' list.
 */
export const searchListingsQueryOptions = (filters: SearchFilters, sort: TSearchSort) =>
  infiniteQueryOptions({
    queryKey: searchKeys.listings(filters, sort),
    queryFn: ({ pageParam, signal }) =>
      api.get("/capi/search/listings", {
        query: { ...filters, sort, limit: SEARCH_PAGE_SIZE, offset: pageParam },
        schema: unchecked<TSearchListingsResponse>(),
        signal,
      }),
    ...searchPaging,
  });
