import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZActivitiesQuery,
  ZActivitiesResponse,
  ZDismissNotificationsRequest,
  ZDismissNotificationsResponse,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZOrgSummary,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import { activitiesOf, dismissNotifications, notificationsOf, orgSummary } from "./activities.service";

/**
 * GET /capi/activities, GET /capi/notifications, POST /capi/notifications/dismiss (spec §7) and the
 * org home's GET /capi/org/summary. All act on the organisation of X-Organization.
 */
export async function activitiesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/activities",
    {
      schema: {
        tags: ["orgs"],
        operationId: "listActivities",
        summary: "The organisation's activity feed, newest first; filter by source_type (list) and source_id",
        access: "org",
        querystring: ZActivitiesQuery,
        response: { 200: ZActivitiesResponse },
      },
      onRequest: requireMembership(ctx, "readActivities"),
    },
    async (request) => activitiesOf(ctx, orgContextOf(request), request.query),
  );

  app.get(
    "/capi/notifications",
    {
      schema: {
        tags: ["orgs"],
        operationId: "listNotifications",
        summary:
          "The signed-in member's notifications in the organisation, newest first, each wrapping its activity; " +
          "unread only unless unread=false; count = how many match (the unread count by default)",
        access: "org",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsResponse },
      },
      onRequest: requireMembership(ctx, "readActivities", { remember: false }),
    },
    async (request) => notificationsOf(ctx, orgContextOf(request), request.query),
  );

  app.post(
    "/capi/notifications/dismiss",
    {
      schema: {
        tags: ["orgs"],
        operationId: "dismissNotifications",
        summary:
          "Dismiss the member's notifications: {ids} or {all: true}; answers the number dismissed " +
          "(other members' ids and dismissed ones count 0)",
        access: "org",
        body: ZDismissNotificationsRequest,
        response: { 200: ZDismissNotificationsResponse },
      },
      onRequest: requireMembership(ctx, "readActivities"),
    },
    async (request) => dismissNotifications(ctx, orgContextOf(request), request.body),
  );

  app.get(
    "/capi/org/summary",
    {
      schema: {
        tags: ["orgs"],
        operationId: "getOrgSummary",
        summary:
          "The org home's counts: active, planned and expiring listings, active jobs, applications of the " +
          "last 7 days, unread notifications",
        access: "org",
        response: { 200: ZOrgSummary },
      },
      onRequest: requireMembership(ctx, "readOrganization"),
    },
    async (request) => orgSummary(ctx, orgContextOf(request)),
  );
}
