import type { FastifyInstance } from "fastify";
import {
  ZHiddenEmployerResponse,
  ZHiddenEmployersResponse,
  ZLikeResponse,
  ZLikesResponse,
  ZPageQuery,
  ZSeekerProfileRequest,
  ZSeekerProfileResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { idParams, routeGroup, signedIn } from "../../plugins/route-group";
import { requireUser } from "../../plugins/session";
import { hiddenEmployersOf, hideEmployer, showEmployerAgain } from "./hidden-employers.service";
import { likeCompany, likedCompanies, unlikeCompany } from "./likes.service";
import { getSeekerProfile, saveSeekerProfile } from "./seeker-profile.service";

/** The hiding of the company the path names, answered as it stands. */
const hidingByCompany = { params: idParams("company_id"), response: { 200: ZHiddenEmployerResponse } };
/** The like of the company the path names, answered as it stands. */
const likeByCompany = { params: idParams("company_id"), response: { 200: ZLikeResponse } };

/**
 * The watchlist (GET /capi/user/likes, PUT/DELETE /capi/user/likes/{company_id}), the hidden
 * employers (GET /capi/user/hidden-employers, PUT/DELETE /capi/user/hidden-employers/{company_id})
 * and GET/PUT /capi/user/seeker-profile.
 */
export async function seekersRoutes(instance: FastifyInstance, { ctx, search }: RoutesOptions) {
  // Every call here is the signed-in user's: 401 before the body or the parameters are looked at.
  const route = routeGroup(instance, "seekers", signedIn);

  route.get(
    "/capi/user/likes",
    {
      operationId: "listLikes",
      summary: "The watchlist: liked employers as search hits, newest like first",
      querystring: ZPageQuery,
      response: { 200: ZLikesResponse },
    },
    async (request) => likedCompanies(ctx, search, requireUser(request), request.query),
  );

  route.put(
    "/capi/user/likes/:company_id",
    {
      operationId: "likeCompany",
      summary: "Put the company on the watchlist (idempotent); 404 for an unknown company",
      errors: ["NotFound"],
      ...likeByCompany,
    },
    async (request) => likeCompany(ctx, requireUser(request), request.params.company_id),
  );

  route.delete(
    "/capi/user/likes/:company_id",
    {
      operationId: "unlikeCompany",
      summary: "Take the company off the watchlist (idempotent: not liked answers liked false too)",
      errors: ["NotFound"],
      ...likeByCompany,
    },
    async (request) => unlikeCompany(ctx, requireUser(request), request.params.company_id),
  );

  route.get(
    "/capi/user/hidden-employers",
    {
      operationId: "listHiddenEmployers",
      summary: "The employers the seeker hid from their search results, newest first",
      querystring: ZPageQuery,
      response: { 200: ZHiddenEmployersResponse },
    },
    async (request) => hiddenEmployersOf(ctx, requireUser(request), request.query),
  );

  route.put(
    "/capi/user/hidden-employers/:company_id",
    {
      operationId: "hideEmployer",
      summary: "Hide the company from the seeker's search results (idempotent); 404 for an unknown company",
      errors: ["NotFound"],
      ...hidingByCompany,
    },
    async (request) => hideEmployer(ctx, requireUser(request), request.params.company_id),
  );

  route.delete(
    "/capi/user/hidden-employers/:company_id",
    {
      operationId: "showEmployerAgain",
      summary:
        "Show the company in the seeker's search results again (idempotent: not hidden answers hidden false too)",
      errors: ["NotFound"],
      ...hidingByCompany,
    },
    async (request) => showEmployerAgain(ctx, requireUser(request), request.params.company_id),
  );

  route.get(
    "/capi/user/seeker-profile",
    {
      operationId: "getSeekerProfile",
      summary: "The seeker profile; empty with completed false before the first save",
      response: { 200: ZSeekerProfileResponse },
    },
    async (request) => getSeekerProfile(ctx, requireUser(request)),
  );

  route.put(
    "/capi/user/seeker-profile",
    {
      operationId: "saveSeekerProfile",
      summary: "Store the whole seeker profile; answers it with completed true",
      body: ZSeekerProfileRequest,
      response: { 200: ZSeekerProfileResponse },
    },
    async (request) => saveSeekerProfile(ctx, requireUser(request), request.body),
  );
}
