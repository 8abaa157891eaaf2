import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZChangePlanRequest,
  ZOpenOrganizationRequest,
  ZOrganization,
  ZOrgPlan,
  ZPlanChangePreview,
  ZPlanChangePreviewQuery,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { requireUser } from "../../plugins/session";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import { presentOrganization } from "./orgs.presenter";
import { openOrganizationFor } from "./orgs.service";
import { changePlan, previewPlanChange, readPlan } from "./plans.service";

export async function orgsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/capi/organizations",
    {
      schema: {
        tags: ["orgs"],
        operationId: "openOrganization",
        summary: "Open a company account for the signed-in user (owner); a paid plan files a purchase request",
        access: "user",
        body: ZOpenOrganizationRequest,
        response: { 201: ZOrganization },
      },
      // Each paid opening mails sales: limited like the other account endpoints.
      config: { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const opened = await openOrganizationFor(ctx, requireUser(request), request.body);
      return reply.status(201).send(presentOrganization(opened));
    },
  );

  app.get(
    "/capi/org",
    {
      schema: {
        tags: ["orgs"],
        operationId: "getOrganization",
        summary: "The organisation named by X-Organization (else the last used); 404 for a non-member",
        access: "org",
        response: { 200: ZOrganization },
      },
      onRequest: requireMembership(ctx, "readOrganization"),
    },
    async (request) => presentOrganization(orgContextOf(request)),
  );

  app.get(
    "/capi/org/plan",
    {
      schema: {
        tags: ["orgs"],
        operationId: "getPlan",
        summary: "The plan, its latest change while it can be undone (14 days), and how each other plan is reached",
        access: "org",
        response: { 200: ZOrgPlan },
      },
      onRequest: requireMembership(ctx, "readOrganization"),
    },
    async (request) => readPlan(ctx, orgContextOf(request)),
  );

  app.get(
    "/capi/org/plan/preview",
    {
      schema: {
        tags: ["orgs"],
        operationId: "previewPlanChange",
        summary: "What a change to another plan would do (owners): invoicing, the return period, the limits exceeded",
        access: "org",
        errors: ["Forbidden"],
        querystring: ZPlanChangePreviewQuery,
        response: { 200: ZPlanChangePreview },
      },
      onRequest: requireMembership(ctx, "changePlan"),
    },
    async (request) => previewPlanChange(ctx, orgContextOf(request), request.query.plan),
  );

  app.put(
    "/capi/org/plan",
    {
      schema: {
        tags: ["orgs"],
        operationId: "changePlan",
        summary:
          "Move the organisation to another plan (owners); in effect at once, recorded as an activity, sales is told; recruiter only as a return within 14 days",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZChangePlanRequest,
        response: { 200: ZOrganization },
      },
      onRequest: requireMembership(ctx, "changePlan"),
      // Each change mails sales: limited like the account opening.
      config: { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request) => presentOrganization(await changePlan(ctx, orgContextOf(request), request.body)),
  );
}
