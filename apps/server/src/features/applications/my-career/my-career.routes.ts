import type { FastifyInstance } from "fastify";
import {
  ZApplicationStatusQuery,
  ZApplicationStatusUpdateRequest,
  ZApplicationStatusWithdrawRequest,
  ZMyApplication,
  ZMyApplicationsQuery,
  ZMyApplicationsResponse,
  ZMyApplicationUpdateRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { anybody, idParams, requireSameId, routeGroup, signedIn } from "../../../plugins/route-group";
import { requireUser } from "../../../plugins/session";
import {
  getApplicationStatus,
  getOwnApplication,
  listOwnApplications,
  updateOwnApplication,
  updateTextsByStatusToken,
  withdrawByStatusToken,
} from "./my-career.service";

/** The application the path names, answered as its applicant sees it. */
const applicationById = { params: idParams("application_id"), response: { 200: ZMyApplication } };

/**
 * Routes of the seeker's career area (ADR 023): GET /capi/user/applications, GET/PUT
 * /capi/user/applications/{application_id}, and the anonymous status page
 * GET /capi/application-status/{application_id}?token= and POST …/withdraw.
 */
export async function myCareerRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // Signed in: 401 before the parameters or the body are looked at.
  const seeker = routeGroup(instance, "my-career", signedIn);
  // The anonymous status page: the token in the query proves the applicant.
  const applicant = routeGroup(instance, "my-career", anybody);

  seeker.get(
    "/capi/user/applications",
    {
      operationId: "listMyApplications",
      summary:
        "The signed-in user's own applications, most recently changed first; `status` is the group (active, archived); the latest-application lookup is limit=1",
      querystring: ZMyApplicationsQuery,
      response: { 200: ZMyApplicationsResponse },
    },
    async (request) => listOwnApplications(ctx, requireUser(request), request.query),
  );

  seeker.get(
    "/capi/user/applications/:application_id",
    {
      operationId: "getMyApplication",
      summary:
        "One of the user's own applications with its texts, answers (as the answered questionnaire version asked them), attachments and history; 404 for anyone else's",
      errors: ["NotFound"],
      ...applicationById,
    },
    async (request) => getOwnApplication(ctx, requireUser(request), request.params.application_id),
  );

  seeker.put(
    "/capi/user/applications/:application_id",
    {
      operationId: "updateMyApplication",
      summary:
        "`id` must be the path's. The three profile texts (only while pending, else 400 application_not_pending) or `status: withdrawn` (final; else 400 invalid_transition)",
      errors: ["NotFound", "ServiceError"],
      ...applicationById,
      body: ZMyApplicationUpdateRequest,
    },
    async (request) => {
      const id = request.params.application_id;
      const body = request.body;
      requireSameId(body, id, "myCareerIdMismatch");
      return updateOwnApplication(ctx, requireUser(request), id, body);
    },
  );

  applicant.get(
    "/capi/application-status/:application_id",
    {
      operationId: "getApplicationStatus",
      summary:
        "The anonymous applicant's status page: the application whose mailed `token` this is, read-only; 404 for a wrong token or another id",
      errors: ["NotFound"],
      ...applicationById,
      querystring: ZApplicationStatusQuery,
    },
    async (request) => getApplicationStatus(ctx, request.params.application_id, request.query.token),
  );

  applicant.put(
    "/capi/application-status/:application_id",
    {
      operationId: "updateApplicationByToken",
      summary:
        "The anonymous applicant replaces the three profile texts with the mailed `token` (only while pending, else 400 application_not_pending); 404 for a wrong token",
      errors: ["NotFound", "ServiceError"],
      ...applicationById,
      body: ZApplicationStatusUpdateRequest,
    },
    async (request) => updateTextsByStatusToken(ctx, request.params.application_id, request.body),
  );

  applicant.post(
    "/capi/application-status/:application_id/withdraw",
    {
      operationId: "withdrawApplicationByToken",
      summary:
        "Withdraws the application of the mailed `token` (final; a second time 400 invalid_transition); 404 for a wrong token",
      errors: ["NotFound", "ServiceError"],
      ...applicationById,
      body: ZApplicationStatusWithdrawRequest,
    },
    async (request) => withdrawByStatusToken(ctx, request.params.application_id, request.body.token),
  );
}
