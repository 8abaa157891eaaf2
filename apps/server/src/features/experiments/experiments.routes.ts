import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCreateExperimentRequest,
  ZExperiment,
  ZExperimentHit,
  ZExperimentHitsQuery,
  ZExperimentHitsResponse,
  ZExperimentRatingRequest,
  ZExperimentsQuery,
  ZExperimentsResponse,
  ZPathId,
  ZUpdateExperimentRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { routeGroup, signedIn } from "../../plugins/route-group";
import { requireUser } from "../../plugins/session";
import { presentExperiment, presentExperimentHit, presentExperimentSummary } from "./experiments.presenter";
import {
  archiveExperiment,
  changeExperiment,
  createExperiment,
  getExperiment,
  getExperimentHit,
  listExperimentHits,
  listExperiments,
  rateExperimentHit,
  unrateExperimentHit,
} from "./experiments.service";

/** A uid in the path: any other value than one of the user's (also a too long one) names nothing: 404, not 400. */
const ZUid = z.string().meta({ description: "The experiment's uid; an unknown or another user's answers 404" });
const ZExperimentParams = z.strictObject({ uid: ZUid });
const ZHitParams = z.strictObject({ uid: ZUid, listing_id: ZPathId });
/** The job hit the path names, answered with its rating. */
const hitByListing = { params: ZHitParams, response: { 200: ZExperimentHit } };
/** The experiment the path names, answered whole. */
const experimentByUid = { params: ZExperimentParams, response: { 200: ZExperiment } };

/** Routes of career experiments (ADR 029): hypothesis profiles, job hits, ratings, testers; the signed-in seeker's only. */
export async function experimentsRoutes(instance: FastifyInstance, { ctx, search }: RoutesOptions) {
  // Every call here is the signed-in user's: 401 before the body or the parameters are looked at.
  const route = routeGroup(instance, "experiments", signedIn);

  route.get(
    "/capi/user/experiments",
    {
      operationId: "listExperiments",
      summary: "The seeker's active (not archived) or archived experiments, newest first",
      querystring: ZExperimentsQuery,
      response: { 200: ZExperimentsResponse },
    },
    async (request) => {
      const { rows, count } = await listExperiments(ctx, requireUser(request), request.query);
      return { items: rows.map(presentExperimentSummary), count };
    },
  );

  route.post(
    "/capi/user/experiments",
    {
      operationId: "createExperiment",
      summary: "Start an experiment from a hypothesis profile (title, job titles, sectors, region)",
      body: ZCreateExperimentRequest,
      response: { 201: ZExperiment },
    },
    async (request, reply) => {
      const view = await createExperiment(ctx, requireUser(request), request.body);
      return reply.status(201).send(presentExperiment(view));
    },
  );

  route.get(
    "/capi/user/experiments/:uid",
    {
      operationId: "getExperiment",
      summary: "One experiment with its validated count and active testers",
      errors: ["NotFound"],
      ...experimentByUid,
    },
    async (request) => presentExperiment(await getExperiment(ctx, requireUser(request), request.params.uid)),
  );

  route.put(
    "/capi/user/experiments/:uid",
    {
      operationId: "updateExperiment",
      summary:
        "Change the profile or the status (validated with update_seeker_profile adds its job titles and sectors to the seeker profile); archived: experiment_archived",
      errors: ["NotFound", "ServiceError"],
      ...experimentByUid,
      body: ZUpdateExperimentRequest,
    },
    async (request) =>
      presentExperiment(await changeExperiment(ctx, requireUser(request), request.params.uid, request.body)),
  );

  route.post(
    "/capi/user/experiments/:uid/archive",
    {
      operationId: "archiveExperiment",
      summary: "Archive the experiment, irreversibly; a second time: experiment_archived",
      errors: ["NotFound", "ServiceError"],
      ...experimentByUid,
    },
    async (request) => presentExperiment(await archiveExperiment(ctx, requireUser(request), request.params.uid)),
  );

  route.get(
    "/capi/user/experiments/:uid/hits",
    {
      operationId: "listExperimentHits",
      summary:
        "The job hits: matching active listings (newest 100) and every rated one, also ended, newest first, with the rating",
      errors: ["NotFound", "ServiceUnavailable"],
      params: ZExperimentParams,
      querystring: ZExperimentHitsQuery,
      response: { 200: ZExperimentHitsResponse },
    },
    async (request) => {
      const { rows, count } = await listExperimentHits(
        ctx,
        search,
        requireUser(request),
        request.params.uid,
        request.query,
      );
      return { items: rows.map(presentExperimentHit), count };
    },
  );

  route.get(
    "/capi/user/experiments/:uid/hits/:listing_id",
    {
      operationId: "getExperimentHit",
      summary: "One job hit with the rating; a listing that is no hit and was never rated answers 404",
      errors: ["NotFound", "ServiceUnavailable"],
      ...hitByListing,
    },
    async (request) =>
      presentExperimentHit(
        await getExperimentHit(ctx, search, requireUser(request), request.params.uid, request.params.listing_id),
      ),
  );

  route.put(
    "/capi/user/experiments/:uid/hits/:listing_id/rating",
    {
      operationId: "rateExperimentHit",
      summary: "Rate a job hit: fits or does not fit, with an optional note (a new rating replaces the last)",
      errors: ["NotFound", "ServiceError", "ServiceUnavailable"],
      ...hitByListing,
      body: ZExperimentRatingRequest,
    },
    async (request) =>
      presentExperimentHit(
        await rateExperimentHit(
          ctx,
          search,
          requireUser(request),
          request.params.uid,
          request.params.listing_id,
          request.body,
        ),
      ),
  );

  route.delete(
    "/capi/user/experiments/:uid/hits/:listing_id/rating",
    {
      operationId: "deleteExperimentRating",
      summary: "Take back the rating of a job hit (idempotent)",
      errors: ["NotFound", "ServiceError"],
      params: ZHitParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await unrateExperimentHit(ctx, requireUser(request), request.params.uid, request.params.listing_id);
      return reply.status(204).send(null);
    },
  );
}
