import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  ZAccountDeletionPreview,
  ZAccountDeletionRequest,
  ZApplicationRetention,
  ZApplicationRetentionUpdateRequest,
  ZDataExport,
  ZDataRequestCodeRequest,
  ZDataRequestTokenRequest,
  ZDataRequestVerifyRequest,
  ZDataRequestVerifyResponse,
  ZMailSentResponse,
} from "@jobatlas/contract";
import { usesSecureCookies, type RoutesOptions } from "../../context";
import { anybody, orgMember, orgRole, perMinute, routeGroup, signedIn } from "../../plugins/route-group";
import { codeClientOf, confirmFromRequester, mailSentAnswer } from "../../plugins/mailed-codes";
import { clearSessionCookie, requireUser } from "../../plugins/session";
import { orgContextOf } from "../../plugins/org-context";
import {
  deleteDataByToken,
  deleteMyAccount,
  exportDataByToken,
  exportFileName,
  exportMyData,
  previewAccountDeletion,
  readApplicationRetention,
  requestDataRequestCode,
  setApplicationRetention,
  verifyDataRequestCode,
} from "./data-rights.service";

/** An export is a download: a file name with the date, and never cached. */
function asDownload(reply: FastifyReply, now: Date) {
  reply.header("content-disposition", `attachment; filename="${exportFileName(now)}"`);
  reply.header("cache-control", "no-store");
}

/** Routes of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request (ADR 030). */
export async function dataRightsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const user = routeGroup(instance, "data-rights", signedIn);
  const visitor = routeGroup(instance, "data-rights", anybody);
  const anyMember = routeGroup(instance, "data-rights", orgMember(ctx, "readCompany"));
  const editor = routeGroup(instance, "data-rights", orgRole(ctx, "editCompany"));
  const secureCookies = usesSecureCookies(ctx.config);
  /** Codes and tokens are guessable otherwise; exports are heavy. */
  const limited = perMinute(ctx.config.rateLimits.auth);

  user.with(limited).get(
    "/capi/user/data-export",
    {
      operationId: "exportMyData",
      summary:
        "Everything held about the signed-in user as a JSON download (account, seeker profile, likes, hidden employers, applications with answers and attachment names, candidate-pool grants, contact requests, job alerts, experiments, Z-TDI results, sessions, memberships)",
      response: { 200: ZDataExport },
    },
    async (request, reply) => {
      const data = await exportMyData(ctx, requireUser(request));
      asDownload(reply, ctx.now());
      return data;
    },
  );

  user.get(
    "/capi/user/account-deletion",
    {
      operationId: "previewAccountDeletion",
      summary:
        "What deleting the account takes along (organisations of which the user is the only member) or is blocked by (organisations of which the user is the last owner)",
      response: { 200: ZAccountDeletionPreview },
    },
    async (request) => previewAccountDeletion(ctx, requireUser(request)),
  );

  user.post(
    "/capi/user/account-deletion",
    {
      operationId: "deleteMyAccount",
      summary:
        "Delete the account with the address typed again: personal data erased, applications kept by employers without identity, the session ended (last_owner while another member would stay without an owner)",
      errors: ["ServiceError"],
      body: ZAccountDeletionRequest,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await deleteMyAccount(ctx, requireUser(request), request.body.confirm_email);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  visitor.with(limited).post(
    "/capi/data-requests/code",
    {
      operationId: "requestDataRequestCode",
      summary:
        "Mail a 6-digit code (10 minutes, single use, 3 tries) to prove an address for a data request, bound to this browser (code_requester cookie); the same answer whether data is held under it or not",
      body: ZDataRequestCodeRequest,
      response: { 200: ZMailSentResponse },
    },
    async (request, reply) => {
      await requestDataRequestCode(ctx, request.body, request.language, codeClientOf(request, reply, secureCookies));
      return mailSentAnswer(request);
    },
  );

  visitor.with(limited).post(
    "/capi/data-requests/verify",
    {
      operationId: "verifyDataRequestCode",
      summary:
        "Check the code from the browser that asked for it (code_requester cookie; from elsewhere: verification_code_expired); returns a token for 30 minutes for the export and the deletion",
      errors: ["ServiceError"],
      body: ZDataRequestVerifyRequest,
      response: { 200: ZDataRequestVerifyResponse },
    },
    async (request, reply) =>
      confirmFromRequester(ctx, request, reply, secureCookies, (requester) =>
        verifyDataRequestCode(ctx, request.body, requester),
      ),
  );

  visitor.with(limited).post(
    "/capi/data-requests/export",
    {
      operationId: "exportDataByEmail",
      summary:
        "Everything held under the verified address (applications with answers, Z-TDI results, job alerts) as a JSON download",
      errors: ["ServiceError"],
      body: ZDataRequestTokenRequest,
      response: { 200: ZDataExport },
    },
    async (request, reply) => {
      const data = await exportDataByToken(ctx, request.body.token);
      asDownload(reply, ctx.now());
      return data;
    },
  );

  visitor.with(limited).post(
    "/capi/data-requests/delete",
    {
      operationId: "deleteDataByEmail",
      summary:
        "Erase what is held under the verified address: applications kept by employers without identity, the rest deleted; spends the token",
      errors: ["ServiceError"],
      body: ZDataRequestTokenRequest,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await deleteDataByToken(ctx, request.body.token);
      return reply.status(204).send(null);
    },
  );

  anyMember.get(
    "/capi/org/application-retention",
    {
      operationId: "getApplicationRetention",
      summary: "How many days the organisation keeps rejected and withdrawn applications (default 90)",
      errors: ["Forbidden"],
      response: { 200: ZApplicationRetention },
    },
    async (request) => readApplicationRetention(ctx, orgContextOf(request)),
  );

  editor.put(
    "/capi/org/application-retention",
    {
      operationId: "setApplicationRetention",
      summary:
        "Set the days (30–180) the organisation keeps rejected and withdrawn applications, or null for the default of 90 (owners, admins)",
      body: ZApplicationRetentionUpdateRequest,
      response: { 200: ZApplicationRetention },
    },
    async (request) => setApplicationRetention(ctx, orgContextOf(request), request.body.days),
  );
}
