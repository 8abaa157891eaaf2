import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCopyZtdiResultRequest,
  ZCreateZtdiResultRequest,
  ZSeekerProfileResponse,
  ZZtdiResult,
  ZZtdiResultCreated,
  ZZtdiSurveyRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { anybody, perMinute, routeGroup, signedIn } from "../../plugins/route-group";
import { requireUser } from "../../plugins/session";
import { presentZtdiResult } from "./ztdi.presenter";
import { copyZtdiResultToSeekerProfile, createZtdiResult, getZtdiResult, submitZtdiSurvey } from "./ztdi.service";

/** Any token in the path: one that is not a result's (also a too long one) answers 404, not 400. */
const ZTokenParams = z.strictObject({ token: z.string() });

/** Routes of the Z-TDI orientation (ADR 028): results by magic token, the anonymous survey, copying into the seeker profile. */
export async function ztdiRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const visitor = routeGroup(instance, "ztdi", anybody);
  const seeker = routeGroup(instance, "seekers", signedIn);
  /**
   * Per IP: RATE_LIMIT_PUBLIC (60 a minute), not the sign-in endpoints' 10, so a classroom or office
   * behind one address can take the test, open results and answer the survey together (ADR 028).
   * Guessing a token stays hopeless (128 random bits); the mails a result sends are limited per
   * address and client in the service, with an allowance of their own.
   */
  const limited = perMinute(ctx.config.rateLimits.publicForms);

  visitor.with(limited).post(
    "/capi/ztdi/results",
    {
      operationId: "createZtdiResult",
      summary:
        "Score the 30 answers (1–5, in the inventory's order) and store the result under a new magic token (hashed); with an email, mail the result's link in the given language; signed in, the result is linked to the account",
      errors: ["RateLimited"],
      body: ZCreateZtdiResultRequest,
      response: { 201: ZZtdiResultCreated },
    },
    async (request, reply) => {
      const created = await createZtdiResult(ctx, request.body, {
        user: request.user ?? null,
        clientIp: request.ip,
      });
      return reply
        .status(201)
        .send({ token: created.token, mailed: created.mailed, result: presentZtdiResult(created.row) });
    },
  );

  visitor.with(limited).get(
    "/capi/ztdi/results/:token",
    {
      operationId: "getZtdiResult",
      summary: "The result of a magic token: scores, top dimensions, matching sectors and job titles (unknown → 404)",
      errors: ["NotFound"],
      params: ZTokenParams,
      response: { 200: ZZtdiResult },
    },
    async (request) => presentZtdiResult(await getZtdiResult(ctx, request.params.token)),
  );

  visitor.with(limited).post(
    "/capi/ztdi/survey",
    {
      operationId: "submitZtdiSurvey",
      summary:
        "The optional survey (age group, gender, leadership level, education level, industry), stored for statistics only: no link to a result, person or time (the day only)",
      errors: [],
      body: ZZtdiSurveyRequest,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await submitZtdiSurvey(ctx, request.body);
      return reply.status(204).send(null);
    },
  );

  seeker.post(
    "/capi/user/seeker-profile/from-ztdi",
    {
      operationId: "copyZtdiResultToSeekerProfile",
      summary:
        "Merge a Z-TDI result's job titles (in the request's language) and sectors into the signed-in seeker's profile, after what it holds and nothing twice; answers the profile (unknown token → 404)",
      errors: ["NotFound"],
      body: ZCopyZtdiResultRequest,
      response: { 200: ZSeekerProfileResponse },
    },
    async (request) => copyZtdiResultToSeekerProfile(ctx, requireUser(request), request.body.token, request.language),
  );
}
