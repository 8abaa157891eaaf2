import type { FastifyInstance } from "fastify";
import { ZApplicationRatings, ZRatingRequest } from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { orgContextOf } from "../../../plugins/org-context";
import { idParams, orgMember, routeGroup } from "../../../plugins/route-group";
import { rateApplication, ratingsOf, removeMyRating } from "./ratings.service";

/** The application the path names, answered with its ratings. */
const ratingsOfApplication = { params: idParams("application_id"), response: { 200: ZApplicationRatings } };

/** Routes of members' ratings of candidates (issue 30 point 3, ADR 091): members only. */
export async function ratingsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "candidates", orgMember(ctx, "manageApplications"));

  route.get(
    "/capi/org/applications/:application_id/ratings",
    {
      operationId: "listApplicationRatings",
      summary:
        "Every member's rating of the candidate (name, 1–5 stars, note, date), their average and the caller's own; 404 for another organisation's application",
      errors: ["NotFound"],
      ...ratingsOfApplication,
    },
    async (request) => ratingsOf(ctx, orgContextOf(request), request.params.application_id),
  );

  route.put(
    "/capi/org/applications/:application_id/my-rating",
    {
      operationId: "rateApplication",
      summary:
        "Set or replace the caller's own rating of the candidate: 1–5 stars and an optional note (at most 500 characters)",
      errors: ["NotFound"],
      ...ratingsOfApplication,
      body: ZRatingRequest,
    },
    async (request) => rateApplication(ctx, orgContextOf(request), request.params.application_id, request.body),
  );

  route.delete(
    "/capi/org/applications/:application_id/my-rating",
    {
      operationId: "removeMyRating",
      summary: "Remove the caller's own rating of the candidate (other members' ratings stay)",
      errors: ["NotFound"],
      ...ratingsOfApplication,
    },
    async (request) => removeMyRating(ctx, orgContextOf(request), request.params.application_id),
  );
}
