import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZBulkRejectionBatchParams,
  ZBulkRejectionRecipientsQuery,
  ZBulkRejectionRecipientsResponse,
  ZBulkRejectionRequest,
  ZBulkRejectionResponse,
  ZScheduledRejectionsResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { orgContextOf } from "../../../plugins/org-context";
import { idParams, orgMember, routeGroup } from "../../../plugins/route-group";
import {
  bulkReject,
  bulkRejectionRecipients,
  scheduledRejectionsOf,
  undoBulkRejection,
  undoScheduledRejection,
} from "./bulk-rejections.service";

/** Routes of the bulk rejection and its undo (issue 30 point 2, ADR 090). */
export async function bulkRejectionsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const orgRoute = routeGroup(instance, "applications", orgMember(ctx, "manageApplications"));

  orgRoute.get(
    "/capi/org/bulk-rejections/recipients",
    {
      operationId: "getBulkRejectionRecipients",
      summary:
        "What the preview of a bulk rejection fills the template with, per application: first name, language, listing and job title, whether it can be rejected; other organisations' ids are left out",
      querystring: ZBulkRejectionRecipientsQuery,
      response: { 200: ZBulkRejectionRecipientsResponse },
    },
    async (request) => bulkRejectionRecipients(ctx, orgContextOf(request), request.query.application_ids ?? []),
  );

  orgRoute.post(
    "/capi/org/bulk-rejections",
    {
      operationId: "bulkRejectApplications",
      summary:
        "Rejects up to 100 applications with a rejection template, each mailed in the applicant's language: now (delay_hours 0), or scheduled as a batch that can be undone until sent. All or nothing: another organisation's id answers 404, an ended application application_closed, one already scheduled rejection_scheduled",
      errors: ["ServiceError", "NotFound"],
      body: ZBulkRejectionRequest,
      response: { 200: ZBulkRejectionResponse },
    },
    async (request) => bulkReject(ctx, orgContextOf(request), request.body),
  );

  orgRoute.delete(
    "/capi/org/bulk-rejections/:batch_id",
    {
      operationId: "undoBulkRejection",
      summary: "Undo a scheduled bulk rejection: its rejections not yet sent are dropped; 404 when none is left",
      errors: ["NotFound"],
      params: ZBulkRejectionBatchParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await undoBulkRejection(ctx, orgContextOf(request), request.params.batch_id);
      return reply.status(204).send(null);
    },
  );

  orgRoute.delete(
    "/capi/org/applications/:application_id/scheduled-rejection",
    {
      operationId: "undoScheduledRejection",
      summary:
        "Undo the waiting rejection of one application; the rest of its batch stays scheduled. 404 when none waits",
      errors: ["NotFound"],
      params: idParams("application_id"),
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await undoScheduledRejection(ctx, orgContextOf(request), request.params.application_id);
      return reply.status(204).send(null);
    },
  );

  orgRoute.get(
    "/capi/org/scheduled-rejections",
    {
      operationId: "listScheduledRejections",
      summary: "The organisation's rejections waiting to be sent (application, batch, when), soonest first",
      response: { 200: ZScheduledRejectionsResponse },
    },
    async (request) => scheduledRejectionsOf(ctx, orgContextOf(request)),
  );
}
