import type { FastifyInstance } from "fastify";
import { ZListingStats, ZListingStatsQuery, ZOrgListingStats } from "@jobatlas/contract";
import { z } from "zod";
import type { RoutesOptions } from "../../context";
import { orgContextOf } from "../../plugins/org-context";
import { anybody, idParams, orgMember, perMinute, routeGroup } from "../../plugins/route-group";
import { listingStats, orgListingStats, recordApplyStart } from "./listing-stats.service";

/** Listing statistics (issue 30 point 1, ADR 089): the wizard's apply start, and the organisation's figures. */
export async function listingStatsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // A visitor opens the wizard once per application at most a few times a minute.
  const visitor = routeGroup(instance, "listings", anybody).with(perMinute(20));
  const reader = routeGroup(instance, "listings", orgMember(ctx, "manageListings"));

  visitor.post(
    "/capi/listings/:id/apply-starts",
    {
      operationId: "recordApplyStart",
      summary:
        "The application wizard of an active listing was opened (once per opening); counted per day, bots left out, nothing about the visitor kept",
      errors: ["NotFound"],
      params: idParams("id"),
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await recordApplyStart(ctx, request.log, request.params.id, request.headers["user-agent"]);
      return reply.status(204).send(null);
    },
  );

  reader.get(
    "/capi/org/listing-stats",
    {
      operationId: "getOrgListingStats",
      summary:
        "Page views, apply starts and applications of the organisation's listings over the last `days` Zurich days (default 30, at most 365): per day, per listing, with ratios",
      querystring: ZListingStatsQuery,
      response: { 200: ZOrgListingStats },
    },
    async (request) => orgListingStats(ctx, orgContextOf(request), request.query.days),
  );

  reader.get(
    "/capi/org/listings/:listing_id/stats",
    {
      operationId: "getListingStats",
      summary: "One listing's page views, apply starts and applications per day over the last `days` Zurich days",
      errors: ["NotFound"],
      params: idParams("listing_id"),
      querystring: ZListingStatsQuery,
      response: { 200: ZListingStats },
    },
    async (request) => listingStats(ctx, orgContextOf(request), request.params.listing_id, request.query.days),
  );
}
