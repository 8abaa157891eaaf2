import type { TLocationsResponse } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { searchRetry, searchRetryDelay } from "./search-retry";
import { searchKeys } from "./keys";

/** GET /capi/locations: postal codes and localities of CH and LI that start like `query`. */
export const locationsQueryOptions = (query: string, limit = 8) =>
  queryOptions({
    queryKey: searchKeys.locations(query, limit),
    queryFn: ({ signal }) =>
      api.get("/capi/locations", { query: { query, limit }, schema: unchecked<TLocationsResponse>(), signal }),
    staleTime: 60 * 60_000,
    retry: searchRetry,
    retryDelay: searchRetryDelay,
  });
