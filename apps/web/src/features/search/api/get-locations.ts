import type { TLocationsResponse } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { searchRetry, searchRetryDelay } from "./search-retry";

/** GET /capi/locations: postal codes and localities of CH and LI that start like `query`. */
export const locationsQueryOptions = (query: string, limit = 8) =>
  queryOptions({
    queryKey: ["search", "locations", query, limit],
    queryFn: ({ signal }) =>
      api.get("/capi/locations", { query: { query, limit }, schema: unchecked<TLocationsResponse>(), signal }),
    staleTime: 60 * 60_000,
    retry: searchRetry,
    retryDelay: searchRetryDelay,
  });
