import { SEARCH_PAGE_SIZE } from "@jobatlas/contract/core";
import type { TSearchEmployersResponse } from "@jobatlas/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { searchPaging } from "./search-paging";
import { searchKeys } from "./keys";

export type SearchFilters = Record<string, string | number | boolean | readonly string[] | undefined>;

/**
 * GET /capi/search/employers for the filters of `apiFilters()`, 50 employers a page (offset
 * paging: "more" loads the next page). Key prefix ["search"]: a like refreshes it.
 */
export const searchEmployersQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.employers(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get("/capi/search/employers", {
        query: { ...filters, limit: SEARCH_PAGE_SIZE, offset: pageParam },
        schema: unchecked<TSearchEmployersResponse>(),
        signal,
      }),
    ...searchPaging,
  });
