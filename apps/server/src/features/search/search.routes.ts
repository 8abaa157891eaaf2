import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZJobTitlesQuery,
  ZJobTitlesResponse,
  ZLocationsQuery,
  ZLocationsResponse,
  ZSearchEmployersQuery,
  ZSearchEmployersResponse,
  ZSearchListingsQuery,
  ZSearchListingsResponse,
  ZSearchMapQuery,
  ZSearchMapResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { anybody, routeGroup } from "../../plugins/route-group";
import { ServiceUnavailableError } from "../../errors";
import { presentedJsonSerializer } from "../../plugins/validation";
import { searchEmployers, searchListings, searchMap, suggestJobTitles, suggestLocations } from "./search.service";

/** GET /capi/search/employers, /capi/search/listings, /capi/search/map, /capi/search/job-titles, /capi/locations and /capi/health. */
export async function searchRoutes(instance: FastifyInstance, { ctx, search }: RoutesOptions) {
  const route = routeGroup(instance, "search", anybody);
  const system = routeGroup(instance, "system", anybody);

  // The searches: their presenters build exactly the contract's answer, written with JSON.stringify
  // and checked against the schema outside production (plugins/validation.ts).
  const searches = route.with({
    serializerCompiler: presentedJsonSerializer(!ctx.config.isProduction),
    errors: ["NotAuthenticated", "ServiceUnavailable"],
  });

  searches.get(
    "/capi/search/employers",
    {
      operationId: "searchEmployers",
      summary: "Employers matching the search, 50 a page, each with up to 3 matching listings; the count stops at 1000",
      querystring: ZSearchEmployersQuery,
      response: { 200: ZSearchEmployersResponse },
    },
    async (request) => searchEmployers(ctx, search, request.query, request.user, request.language),
  );

  searches.get(
    "/capi/search/listings",
    {
      operationId: "searchListings",
      summary:
        "Listings matching the search (the jobs view), 50 a page, by relevance, date, distance or salary; the count stops at 1000",
      querystring: ZSearchListingsQuery,
      response: { 200: ZSearchListingsResponse },
    },
    async (request) => searchListings(ctx, search, request.query, request.user, request.language),
  );

  searches.get(
    "/capi/search/map",
    {
      operationId: "searchMap",
      summary:
        "Clusters of the employers (or, with view=jobs, the listings) the same search matches, for the viewport at a zoom (at most 500)",
      querystring: ZSearchMapQuery,
      response: { 200: ZSearchMapResponse },
    },
    async (request) => ({ clusters: await searchMap(ctx, search, request.query, request.user) }),
  );

  route.get(
    "/capi/search/job-titles",
    {
      operationId: "suggestJobTitles",
      summary:
        "Occupations whose forms (any of four languages) start with the words typed, one label each in `language`, the most listed first",
      errors: ["ServiceUnavailable"],
      querystring: ZJobTitlesQuery,
      response: { 200: ZJobTitlesResponse },
    },
    async (request) => ({
      items: await suggestJobTitles(search, request.query.query, request.query.language, request.query.limit),
    }),
  );

  route.get(
    "/capi/locations",
    {
      operationId: "suggestLocations",
      summary: "Postal codes and localities of Switzerland and Liechtenstein matching what was typed",
      querystring: ZLocationsQuery,
      response: { 200: ZLocationsResponse },
    },
    async (request) => ({ items: suggestLocations(request.query.query, request.query.limit) }),
  );

  system.get(
    "/capi/health",
    {
      operationId: "health",
      summary: "200 once this instance can answer searches (its index is built), 503 before",
      errors: ["ServiceUnavailable"],
      response: { 200: z.object({ status: z.literal("ok"), search: z.literal("ready") }) },
    },
    async () => {
      if (!search.ready) throw new ServiceUnavailableError("searchIndexBuilding");
      return { status: "ok" as const, search: "ready" as const };
    },
  );
}
