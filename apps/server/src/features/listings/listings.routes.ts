import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  ZCreateListingRequest,
  ZExtendListingRequest,
  ZOrgListingDetail,
  ZOrgListingsQuery,
  ZOrgListingsResponse,
  ZPathId,
  ZUpdateListingRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { FieldError } from "../../errors";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import {
  createOrgListing,
  extendOrgListing,
  getOrgListing,
  listOrgListings,
  removeListingPicture,
  replaceListingPicture,
  updateOrgListing,
} from "./listings.service";

const ZListingParams = z.strictObject({ listing_id: ZPathId });

/**
 * Routes of the listings of the organisation (spec §7): GET/POST /capi/org/listings, GET/PUT
 * /capi/org/listings/{listing_id}, POST /capi/org/listings/{listing_id}/extend, PUT/DELETE
 * /capi/org/listings/{listing_id}/picture.
 */
export async function listingsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Uploads: limited like the logo's (RATE_LIMIT_AUTH a minute and IP). */
  const limited = { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } };

  // The picture arrives as the raw file; features/media checks its type again by content.
  app.addContentTypeParser(
    [...PICTURE_TYPES],
    { parseAs: "buffer", bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/capi/org/listings",
    {
      schema: {
        tags: ["listings"],
        operationId: "listOrgListings",
        summary:
          "The organisation's listings, newest first; filters questionnaire_id, job_ids (list), query (title words) and status (list); pages of at most 50",
        access: "org",
        querystring: ZOrgListingsQuery,
        response: { 200: ZOrgListingsResponse },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => listOrgListings(ctx, orgContextOf(request), request.query),
  );

  app.post(
    "/capi/org/listings",
    {
      schema: {
        tags: ["listings"],
        operationId: "createOrgListing",
        summary:
          "A listing of one of the organisation's jobs (`job_id`) or of a new job written with it (`job`); planned from `published_on`, or published now with `status: active` within the plan's active-listing limit",
        access: "org",
        errors: ["NotFound", "ServiceError"],
        body: ZCreateListingRequest,
        response: { 201: ZOrgListingDetail },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request, reply) => {
      const created = await createOrgListing(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/capi/org/listings/:listing_id",
    {
      schema: {
        tags: ["listings"],
        operationId: "getOrgListing",
        summary: "One of the organisation's listings with its job's texts, remaining days and extensions left",
        access: "org",
        errors: ["NotFound"],
        params: ZListingParams,
        response: { 200: ZOrgListingDetail },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => getOrgListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  app.put(
    "/capi/org/listings/:listing_id",
    {
      schema: {
        tags: ["listings"],
        operationId: "updateOrgListing",
        summary:
          "The whole listing (`id` must be the path's); a status change only as docs/domain.md §4 allows (publish now, cancel, end early), else 400 invalid_transition; an archived listing is final",
        access: "org",
        errors: ["NotFound", "ServiceError"],
        params: ZListingParams,
        body: ZUpdateListingRequest,
        response: { 200: ZOrgListingDetail },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => {
      const id = request.params.listing_id;
      if (request.body.id !== id) throw FieldError.at("body", ["id"], "listingsIdMismatch");
      return updateOrgListing(ctx, orgContextOf(request), id, request.body);
    },
  );

  app.post(
    "/capi/org/listings/:listing_id/extend",
    {
      schema: {
        tags: ["listings"],
        operationId: "extendOrgListing",
        summary:
          "30 more days for an active listing while the plan allows; else 400 plan_limit_extensions_per_listing ('Listing could not be extended anymore')",
        access: "org",
        errors: ["NotFound", "ServiceError"],
        params: ZListingParams,
        body: ZExtendListingRequest,
        response: { 200: ZOrgListingDetail },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => extendOrgListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  app.put(
    "/capi/org/listings/:listing_id/picture",
    {
      schema: {
        tags: ["listings"],
        operationId: "uploadOrgListingPicture",
        summary:
          "The listing's picture: the raw JPEG, PNG or WebP file (at most 5 MB) as the body, checked by content, resized and served from /media; an archived listing is final",
        access: "org",
        errors: ["NotFound", "ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
        params: ZListingParams,
        response: { 200: ZOrgListingDetail },
      },
      bodyLimit: PICTURE_MAX_BYTES,
      config: { acceptedBodyTypes: PICTURE_TYPES, ...limited },
      // Membership before 5 MB are read, not after.
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return replaceListingPicture(ctx, orgContextOf(request), request.params.listing_id, bytes);
    },
  );

  app.delete(
    "/capi/org/listings/:listing_id/picture",
    {
      schema: {
        tags: ["listings"],
        operationId: "removeOrgListingPicture",
        summary: "Remove the listing's picture",
        access: "org",
        errors: ["NotFound", "ServiceError"],
        params: ZListingParams,
        response: { 200: ZOrgListingDetail },
      },
      onRequest: requireMembership(ctx, "manageListings"),
    },
    async (request) => removeListingPicture(ctx, orgContextOf(request), request.params.listing_id),
  );
}
