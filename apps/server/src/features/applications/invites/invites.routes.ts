import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZCandidateInvite,
  ZCandidateInvitesQuery,
  ZCandidateInvitesResponse,
  ZCreateCandidateInviteRequest,
  ZPublicCandidateInvite,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { anybody, idParams, orgMember, perMinute, routeGroup } from "../../../plugins/route-group";
import { orgContextOf } from "../../../plugins/org-context";
import { presentCandidateInvite, presentPublicCandidateInvite } from "./invites.presenter";
import {
  createCandidateInvite,
  listCandidateInvites,
  readCandidateInvite,
  revokeCandidateInvite,
} from "./invites.service";

const ZInviteParams = idParams("candidate_invite_id");
const ZTokenParams = z.strictObject({ token: z.string().max(300) });

/** Routes of the invitations of candidates to apply (ADR 026). */
export async function invitesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "candidate-invites", orgMember(ctx, "manageApplications"));
  const visitor = routeGroup(instance, "candidate-invites", anybody);
  /** Each invitation mails an address the caller chose; token lookups are guesses otherwise. */
  const limited = perMinute(ctx.config.rateLimits.auth);

  route.with(limited).post(
    "/capi/org/candidate-invites",
    {
      operationId: "createCandidateInvite",
      summary:
        "Invite a person by email and name to apply to an active listing or job: mails the wizard's link, valid 14 days and once (plans with invites)",
      errors: ["Forbidden", "ServiceError"],
      body: ZCreateCandidateInviteRequest,
      response: { 201: ZCandidateInvite },
    },
    async (request, reply) => {
      const view = await createCandidateInvite(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(presentCandidateInvite(view, ctx.now()));
    },
  );

  route.get(
    "/capi/org/candidate-invites",
    {
      operationId: "listCandidateInvites",
      summary: "The organisation's invitations of candidates, newest first, with their status (open, used, expired)",
      errors: ["Forbidden"],
      querystring: ZCandidateInvitesQuery,
      response: { 200: ZCandidateInvitesResponse },
    },
    async (request) => {
      const { rows, count } = await listCandidateInvites(ctx, orgContextOf(request), request.query);
      const now = ctx.now();
      return { items: rows.map((row) => presentCandidateInvite(row, now)), count };
    },
  );

  route.delete(
    "/capi/org/candidate-invites/:candidate_invite_id",
    {
      operationId: "revokeCandidateInvite",
      summary: "Withdraw an unused invitation: its link stops working (a used one stays: candidate_invite_used)",
      errors: ["Forbidden", "ServiceError"],
      params: ZInviteParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await revokeCandidateInvite(ctx, orgContextOf(request), request.params.candidate_invite_id);
      return reply.status(204).send(null);
    },
  );

  visitor.with(limited).get(
    "/capi/candidate-invites/:token",
    {
      operationId: "readCandidateInvite",
      summary:
        "The invitation of a mailed token, for the application wizard to prefill; unknown, used, withdrawn or expired: candidate_invite_invalid",
      errors: ["ServiceError"],
      params: ZTokenParams,
      response: { 200: ZPublicCandidateInvite },
    },
    async (request) => presentPublicCandidateInvite(await readCandidateInvite(ctx, request.params.token)),
  );
}
