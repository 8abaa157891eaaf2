import type { FastifyInstance } from "fastify";
import {
  ZChangePlanRequest,
  ZOpenOrganizationRequest,
  ZOrganization,
  ZOrgPlan,
  ZPlanChangePreview,
  ZPlanChangePreviewQuery,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgMember, orgRole, perMinute, routeGroup } from "../../plugins/route-group";
import { requireUser } from "../../plugins/session";
import { orgContextOf } from "../../plugins/org-context";
import { presentOrganization } from "./orgs.presenter";
import { openOrganizationFor } from "./orgs.service";
import { changePlan, previewPlanChange, readPlan } from "./plans.service";

export async function orgsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // Opening an account: the handler asks for the session (after the body is checked).
  const user = routeGroup(instance, "orgs", { access: "user" });
  const anyMember = routeGroup(instance, "orgs", orgMember(ctx, "readOrganization"));
  const owner = routeGroup(instance, "orgs", orgRole(ctx, "changePlan"));

  // Each paid opening mails sales: limited like the other account endpoints.
  user.with(perMinute(ctx.config.rateLimits.auth)).post(
    "/capi/organizations",
    {
      operationId: "openOrganization",
      summary: "Open a company account for the signed-in user (owner); a paid plan files a purchase request",
      body: ZOpenOrganizationRequest,
      response: { 201: ZOrganization },
    },
    async (request, reply) => {
      const opened = await openOrganizationFor(ctx, requireUser(request), request.body);
      return reply.status(201).send(presentOrganization(opened));
    },
  );

  anyMember.get(
    "/capi/org",
    {
      operationId: "getOrganization",
      summary: "The organisation named by X-Organization (else the last used); 404 for a non-member",
      response: { 200: ZOrganization },
    },
    async (request) => presentOrganization(orgContextOf(request)),
  );

  anyMember.get(
    "/capi/org/plan",
    {
      operationId: "getPlan",
      summary: "The plan, its latest change while it can be undone (14 days), and how each other plan is reached",
      response: { 200: ZOrgPlan },
    },
    async (request) => readPlan(ctx, orgContextOf(request)),
  );

  owner.get(
    "/capi/org/plan/preview",
    {
      operationId: "previewPlanChange",
      summary: "What a change to another plan would do (owners): invoicing, the return period, the limits exceeded",
      querystring: ZPlanChangePreviewQuery,
      response: { 200: ZPlanChangePreview },
    },
    async (request) => previewPlanChange(ctx, orgContextOf(request), request.query.plan),
  );

  // Each change mails sales: limited like the account opening.
  owner.with(perMinute(ctx.config.rateLimits.auth)).put(
    "/capi/org/plan",
    {
      operationId: "changePlan",
      summary:
        "Move the organisation to another plan (owners); in effect at once, recorded as an activity, sales is told; recruiter only as a return within 14 days",
      errors: ["ServiceError"],
      body: ZChangePlanRequest,
      response: { 200: ZOrganization },
    },
    async (request) => presentOrganization(await changePlan(ctx, orgContextOf(request), request.body)),
  );
}
