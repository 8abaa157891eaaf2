import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZApplicationStatusQuery,
  ZApplicationStatusUpdateRequest,
  ZApplicationStatusWithdrawRequest,
  ZMyApplication,
  ZMyApplicationsQuery,
  ZMyApplicationsResponse,
  ZMyApplicationUpdateRequest,
  ZPathId,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { FieldError } from "../../../errors";
import { requireUser } from "../../../plugins/session";
import {
  getApplicationStatus,
  getOwnApplication,
  listOwnApplications,
  updateOwnApplication,
  updateTextsByStatusToken,
  withdrawByStatusToken,
} from "./my-career.service";

const ZApplicationParams = z.strictObject({ application_id: ZPathId });

/** 401 before the parameters or the body are looked at. */
const signedIn = async (request: FastifyRequest) => void requireUser(request);

/**
 * Routes of the seeker's career area (ADR 023): GET /capi/user/applications, GET/PUT
 * /capi/user/applications/{application_id}, and the anonymous status page
 * GET /capi/application-status/{application_id}?token= and POST …/withdraw.
 */
export async function myCareerRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/user/applications",
    {
      schema: {
        tags: ["my-career"],
        operationId: "listMyApplications",
        summary:
          "The signed-in user's own applications, most recently changed first; `status` is the group (active, archived); the latest-application lookup is limit=1",
        access: "user",
        querystring: ZMyApplicationsQuery,
        response: { 200: ZMyApplicationsResponse },
      },
      onRequest: signedIn,
    },
    async (request) => listOwnApplications(ctx, requireUser(request), request.query),
  );

  app.get(
    "/capi/user/applications/:application_id",
    {
      schema: {
        tags: ["my-career"],
        operationId: "getMyApplication",
        summary:
          "One of the user's own applications with its texts, answers (as the answered questionnaire version asked them), attachments and history; 404 for anyone else's",
        access: "user",
        errors: ["NotFound"],
        params: ZApplicationParams,
        response: { 200: ZMyApplication },
      },
      onRequest: signedIn,
    },
    async (request) => getOwnApplication(ctx, requireUser(request), request.params.application_id),
  );

  app.put(
    "/capi/user/applications/:application_id",
    {
      schema: {
        tags: ["my-career"],
        operationId: "updateMyApplication",
        summary:
          "`id` must be the path's. The three profile texts (only while pending, else 400 application_not_pending) or `status: withdrawn` (final; else 400 invalid_transition)",
        access: "user",
        errors: ["NotFound", "ServiceError"],
        params: ZApplicationParams,
        body: ZMyApplicationUpdateRequest,
        response: { 200: ZMyApplication },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const id = request.params.application_id;
      const body = request.body;
      if (body.id !== id) throw FieldError.at("body", ["id"], "myCareerIdMismatch");
      return updateOwnApplication(ctx, requireUser(request), id, body);
    },
  );

  app.get(
    "/capi/application-status/:application_id",
    {
      schema: {
        tags: ["my-career"],
        operationId: "getApplicationStatus",
        summary:
          "The anonymous applicant's status page: the application whose mailed `token` this is, read-only; 404 for a wrong token or another id",
        access: "public",
        errors: ["NotFound"],
        params: ZApplicationParams,
        querystring: ZApplicationStatusQuery,
        response: { 200: ZMyApplication },
      },
    },
    async (request) => getApplicationStatus(ctx, request.params.application_id, request.query.token),
  );

  app.put(
    "/capi/application-status/:application_id",
    {
      schema: {
        tags: ["my-career"],
        operationId: "updateApplicationByToken",
        summary:
          "The anonymous applicant replaces the three profile texts with the mailed `token` (only while pending, else 400 application_not_pending); 404 for a wrong token",
        access: "public",
        errors: ["NotFound", "ServiceError"],
        params: ZApplicationParams,
        body: ZApplicationStatusUpdateRequest,
        response: { 200: ZMyApplication },
      },
    },
    async (request) => updateTextsByStatusToken(ctx, request.params.application_id, request.body),
  );

  app.post(
    "/capi/application-status/:application_id/withdraw",
    {
      schema: {
        tags: ["my-career"],
        operationId: "withdrawApplicationByToken",
        summary:
          "Withdraws the application of the mailed `token` (final; a second time 400 invalid_transition); 404 for a wrong token",
        access: "public",
        errors: ["NotFound", "ServiceError"],
        params: ZApplicationParams,
        body: ZApplicationStatusWithdrawRequest,
        response: { 200: ZMyApplication },
      },
    },
    async (request) => withdrawByStatusToken(ctx, request.params.application_id, request.body.token),
  );
}
