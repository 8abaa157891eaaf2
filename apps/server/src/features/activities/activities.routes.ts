import type { FastifyInstance } from "fastify";
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
import { orgMember, routeGroup } from "../../plugins/route-group";
import { orgContextOf } from "../../plugins/org-context";
import { activitiesOf, dismissNotifications, notificationsOf, orgSummary } from "./activities.service";

/**
 * GET /capi/activities, GET /capi/notifications, POST /capi/notifications/dismiss (spec §7) and the
 * org home's GET /capi/org/summary. All act on the organisation of X-Organization.
 */
export async function activitiesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const reader = routeGroup(instance, "orgs", orgMember(ctx, "readActivities"));
  // Polled in the background: does not make the organisation the last used one.
  const poller = routeGroup(instance, "orgs", orgMember(ctx, "readActivities", { remember: false }));
  const anyMember = routeGroup(instance, "orgs", orgMember(ctx, "readOrganization"));

  reader.get(
    "/capi/activities",
    {
      operationId: "listActivities",
      summary: "The organisation's activity feed, newest first; filter by source_type (list) and source_id",
      querystring: ZActivitiesQuery,
      response: { 200: ZActivitiesResponse },
    },
    async (request) => activitiesOf(ctx, orgContextOf(request), request.query),
  );

  poller.get(
    "/capi/notifications",
    {
      operationId: "listNotifications",
      summary:
        "The signed-in member's notifications in the organisation, newest first, each wrapping its activity; " +
        "unread only unless unread=false; count = how many match (the unread count by default)",
      querystring: ZNotificationsQuery,
      response: { 200: ZNotificationsResponse },
    },
    async (request) => notificationsOf(ctx, orgContextOf(request), request.query),
  );

  reader.post(
    "/capi/notifications/dismiss",
    {
      operationId: "dismissNotifications",
      summary:
        "Dismiss the member's notifications: {ids} or {all: true}; answers the number dismissed " +
        "(other members' ids and dismissed ones count 0)",
      body: ZDismissNotificationsRequest,
      response: { 200: ZDismissNotificationsResponse },
    },
    async (request) => dismissNotifications(ctx, orgContextOf(request), request.body),
  );

  anyMember.get(
    "/capi/org/summary",
    {
      operationId: "getOrgSummary",
      summary:
        "The org home's counts: active, planned and expiring listings, active jobs, applications of the " +
        "last 7 days, unread notifications",
      response: { 200: ZOrgSummary },
    },
    async (request) => orgSummary(ctx, orgContextOf(request)),
  );
}
