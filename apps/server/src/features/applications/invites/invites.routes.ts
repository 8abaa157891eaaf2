import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCandidateInvite,
  ZCandidateInvitesQuery,
  ZCandidateInvitesResponse,
  ZCreateCandidateInviteRequest,
  ZPathId,
  ZPublicCandidateInvite,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { orgContextOf, requireMembership } from "../../../plugins/org-context";
import { presentCandidateInvite, presentPublicCandidateInvite } from "./invites.presenter";
import {
  createCandidateInvite,
  listCandidateInvites,
  readCandidateInvite,
  revokeCandidateInvite,
} from "./invites.service";

const ZInviteParams = z.strictObject({ candidate_invite_id: ZPathId });
const ZTokenParams = z.strictObject({ token: z.string().max(300) });

/** Routes of the invitations of candidates to apply (ADR 026). */
export async function invitesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Each invitation mails an address the caller chose; token lookups are guesses otherwise. */
  const limited = { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } };

  app.post(
    "/capi/org/candidate-invites",
    {
      schema: {
        tags: ["candidate-invites"],
        operationId: "createCandidateInvite",
        summary:
          "Invite a person by email and name to apply to an active listing or job: mails the wizard's link, valid 14 days and once (plans with invites)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZCreateCandidateInviteRequest,
        response: { 201: ZCandidateInvite },
      },
      onRequest: requireMembership(ctx, "manageApplications"),
      config: limited,
    },
    async (request, reply) => {
      const view = await createCandidateInvite(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(presentCandidateInvite(view, ctx.now()));
    },
  );

  app.get(
    "/capi/org/candidate-invites",
    {
      schema: {
        tags: ["candidate-invites"],
        operationId: "listCandidateInvites",
        summary: "The organisation's invitations of candidates, newest first, with their status (open, used, expired)",
        access: "org",
        errors: ["Forbidden"],
        querystring: ZCandidateInvitesQuery,
        response: { 200: ZCandidateInvitesResponse },
      },
      onRequest: requireMembership(ctx, "manageApplications"),
    },
    async (request) => {
      const { rows, count } = await listCandidateInvites(ctx, orgContextOf(request), request.query);
      const now = ctx.now();
      return { items: rows.map((row) => presentCandidateInvite(row, now)), count };
    },
  );

  app.delete(
    "/capi/org/candidate-invites/:candidate_invite_id",
    {
      schema: {
        tags: ["candidate-invites"],
        operationId: "revokeCandidateInvite",
        summary: "Withdraw an unused invitation: its link stops working (a used one stays: candidate_invite_used)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZInviteParams,
        response: { 204: z.null() },
      },
      onRequest: requireMembership(ctx, "manageApplications"),
    },
    async (request, reply) => {
      await revokeCandidateInvite(ctx, orgContextOf(request), request.params.candidate_invite_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/capi/candidate-invites/:token",
    {
      schema: {
        tags: ["candidate-invites"],
        operationId: "readCandidateInvite",
        summary:
          "The invitation of a mailed token, for the application wizard to prefill; unknown, used, withdrawn or expired: candidate_invite_invalid",
        access: "public",
        errors: ["ServiceError"],
        params: ZTokenParams,
        response: { 200: ZPublicCandidateInvite },
      },
      config: limited,
    },
    async (request) => presentPublicCandidateInvite(await readCandidateInvite(ctx, request.params.token)),
  );
}
