import type { FastifyInstance } from "fastify";
import {
  ZCreateListingRequest,
  ZExtendListingRequest,
  ZOrgListingDetail,
  ZOrgListingsQuery,
  ZOrgListingsResponse,
  ZUpdateListingRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgContextOf } from "../../plugins/org-context";
import { acceptPictureBodies, uploadedBytesOf, pictureUpload } from "../../plugins/uploads";
import { idParams, orgMember, requireSameId, routeGroup } from "../../plugins/route-group";
import {
  createOrgListing,
  extendOrgListing,
  getOrgListing,
  listOrgListings,
  removeListingPicture,
  replaceListingPicture,
  updateOrgListing,
} from "./listings.service";

/** The listing the path names, answered whole. */
const listingById = { params: idParams("listing_id"), response: { 200: ZOrgListingDetail } };

/**
 * Routes of the listings of the organisation (spec §7): GET/POST /capi/org/listings, GET/PUT
 * /capi/org/listings/{listing_id}, POST /capi/org/listings/{listing_id}/extend, PUT/DELETE
 * /capi/org/listings/{listing_id}/picture.
 */
export async function listingsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // Membership before the body is read: for an upload, before 5 MB are read, not after.
  const route = routeGroup(instance, "listings", orgMember(ctx, "manageListings"));
  acceptPictureBodies(instance);

  route.get(
    "/capi/org/listings",
    {
      operationId: "listOrgListings",
      summary:
        "The organisation's listings, newest first; filters questionnaire_id, job_ids (list), query (title words) and status (list); pages of at most 50",
      querystring: ZOrgListingsQuery,
      response: { 200: ZOrgListingsResponse },
    },
    async (request) => listOrgListings(ctx, orgContextOf(request), request.query),
  );

  route.post(
    "/capi/org/listings",
    {
      operationId: "createOrgListing",
      summary:
        "A listing of one of the organisation's jobs (`job_id`) or of a new job written with it (`job`); planned from `published_on`, or published now with `status: active` within the plan's active-listing limit",
      errors: ["NotFound", "ServiceError"],
      body: ZCreateListingRequest,
      response: { 201: ZOrgListingDetail },
    },
    async (request, reply) => {
      const created = await createOrgListing(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  route.get(
    "/capi/org/listings/:listing_id",
    {
      operationId: "getOrgListing",
      summary: "One of the organisation's listings with its job's texts, remaining days and extensions left",
      errors: ["NotFound"],
      ...listingById,
    },
    async (request) => getOrgListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  route.put(
    "/capi/org/listings/:listing_id",
    {
      operationId: "updateOrgListing",
      summary:
        "The whole listing (`id` must be the path's); a status change only as docs/domain.md §4 allows (publish now, cancel, end early), else 400 invalid_transition; an archived listing is final",
      errors: ["NotFound", "ServiceError"],
      stale: true,
      ...listingById,
      body: ZUpdateListingRequest,
    },
    async (request) => {
      const id = request.params.listing_id;
      requireSameId(request.body, id, "listingsIdMismatch");
      return updateOrgListing(ctx, orgContextOf(request), id, request.body);
    },
  );

  route.post(
    "/capi/org/listings/:listing_id/extend",
    {
      operationId: "extendOrgListing",
      summary:
        "30 more days for an active listing while the plan allows; else 400 plan_limit_extensions_per_listing ('Listing could not be extended anymore')",
      errors: ["NotFound", "ServiceError"],
      ...listingById,
      body: ZExtendListingRequest,
    },
    async (request) => extendOrgListing(ctx, orgContextOf(request), request.params.listing_id),
  );

  route.with(pictureUpload(ctx)).put(
    "/capi/org/listings/:listing_id/picture",
    {
      operationId: "uploadOrgListingPicture",
      summary:
        "The listing's picture: the raw JPEG, PNG or WebP file (at most 5 MB) as the body, checked by content, resized and served from /media; an archived listing is final",
      errors: ["NotFound", "ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
      ...listingById,
    },
    async (request) =>
      replaceListingPicture(ctx, orgContextOf(request), request.params.listing_id, uploadedBytesOf(request)),
  );

  route.delete(
    "/capi/org/listings/:listing_id/picture",
    {
      operationId: "removeOrgListingPicture",
      summary: "Remove the listing's picture",
      errors: ["NotFound", "ServiceError"],
      ...listingById,
    },
    async (request) => removeListingPicture(ctx, orgContextOf(request), request.params.listing_id),
  );
}
