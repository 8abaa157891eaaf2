/**
 * Query keys of the search (ADR 079): everything sits under `searchKeys.all`, so a like or a
 * hidden employer refreshes the lists, counts and the map by prefix.
 */
export const searchKeys = {
  all: ["search"] as const,
  employers: (filters: unknown) => ["search", "employers", filters] as const,
  listings: (filters: unknown, sort: unknown) => ["search", "listings", filters, sort] as const,
  map: (filters: unknown, zoom: unknown, view: unknown) => ["search", "map", filters, zoom, view] as const,
  locations: (query: string, limit: number) => ["search", "locations", query, limit] as const,
};
