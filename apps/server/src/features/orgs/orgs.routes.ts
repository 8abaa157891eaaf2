import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOpenOrganizationRequest, ZOrganizationDetail, ZOrganizationSummary } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/session";
import { openOrganization, resolveOrganization } from "./orgs.service";

/** The header naming the organisation an org call acts on (DESIGN §3). */
export const ORGANIZATION_HEADER = "x-organization";

export async function orgsRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.post(
    "/capi/organizations",
    {
      schema: {
        tags: ["orgs"],
        summary: "Open a company account for the signed-in user (owner); a paid plan files a purchase request",
        body: ZOpenOrganizationRequest,
        response: { 201: ZOrganizationSummary },
      },
      // Each paid opening mails sales: limited like the other account endpoints.
      config: { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const organization = await ctx.db.transaction((tx) =>
        openOrganization(ctx, tx, user, request.body, request.language),
      );
      return reply.status(201).send(organization);
    },
  );

  app.get(
    "/capi/org",
    {
      schema: {
        tags: ["orgs"],
        summary: "The organisation named by X-Organization (else the last used); 404 for a non-member",
        response: { 200: ZOrganizationDetail },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const slug = request.headers[ORGANIZATION_HEADER];
      const { organization, role } = await resolveOrganization(
        ctx,
        user.id,
        typeof slug === "string" ? slug : undefined,
      );
      return {
        id: organization.id,
        slug: organization.slug,
        name: organization.name,
        plan: organization.plan,
        size_band: organization.sizeBand,
        role,
      };
    },
  );
}
