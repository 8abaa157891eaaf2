import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { t } from "../../i18n/messages";
import {
  bindCodeRequester,
  codeRequesterOf,
  rememberKnownDevice,
  secretMailClientOf,
} from "../../plugins/auth-cookies";
import { clearSessionCookie, requireUser } from "../../plugins/session";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
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
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const secureCookies = usesSecureCookies(ctx.config);
  /** Codes and tokens are guessable otherwise; exports are heavy. */
  const limited = { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } };

  app.get(
    "/capi/user/data-export",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "exportMyData",
        summary:
          "Everything held about the signed-in user as a JSON download (account, seeker profile, likes, hidden employers, applications with answers and attachment names, candidate-pool grants, contact requests, job alerts, experiments, Z-TDI results, sessions, memberships)",
        access: "user",
        response: { 200: ZDataExport },
      },
      config: limited,
      onRequest: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const data = await exportMyData(ctx, requireUser(request));
      asDownload(reply, ctx.now());
      return data;
    },
  );

  app.get(
    "/capi/user/account-deletion",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "previewAccountDeletion",
        summary:
          "What deleting the account takes along (organisations of which the user is the only member) or is blocked by (organisations of which the user is the last owner)",
        access: "user",
        response: { 200: ZAccountDeletionPreview },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => previewAccountDeletion(ctx, requireUser(request)),
  );

  app.post(
    "/capi/user/account-deletion",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "deleteMyAccount",
        summary:
          "Delete the account with the address typed again: personal data erased, applications kept by employers without identity, the session ended (last_owner while another member would stay without an owner)",
        access: "user",
        errors: ["ServiceError"],
        body: ZAccountDeletionRequest,
        response: { 204: z.null() },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      await deleteMyAccount(ctx, requireUser(request), request.body.confirm_email);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/capi/data-requests/code",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "requestDataRequestCode",
        summary:
          "Mail a 6-digit code (10 minutes, single use, 3 tries) to prove an address for a data request, bound to this browser (code_requester cookie); the same answer whether data is held under it or not",
        access: "public",
        body: ZDataRequestCodeRequest,
        response: { 200: ZMailSentResponse },
      },
      config: limited,
    },
    async (request, reply) => {
      const requester = bindCodeRequester(request, reply, secureCookies);
      await requestDataRequestCode(ctx, request.body, request.language, { ...secretMailClientOf(request), requester });
      return { detail: t(request.language, "mailSent") };
    },
  );

  app.post(
    "/capi/data-requests/verify",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "verifyDataRequestCode",
        summary:
          "Check the code from the browser that asked for it (code_requester cookie; from elsewhere: verification_code_expired); returns a token for 30 minutes for the export and the deletion",
        access: "public",
        errors: ["ServiceError"],
        body: ZDataRequestVerifyRequest,
        response: { 200: ZDataRequestVerifyResponse },
      },
      config: limited,
    },
    async (request, reply) => {
      const verified = await verifyDataRequestCode(ctx, request.body, codeRequesterOf(request));
      rememberKnownDevice(ctx, request, reply, verified.email, secureCookies);
      return verified;
    },
  );

  app.post(
    "/capi/data-requests/export",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "exportDataByEmail",
        summary:
          "Everything held under the verified address (applications with answers, Z-TDI results, job alerts) as a JSON download",
        access: "public",
        errors: ["ServiceError"],
        body: ZDataRequestTokenRequest,
        response: { 200: ZDataExport },
      },
      config: limited,
    },
    async (request, reply) => {
      const data = await exportDataByToken(ctx, request.body.token);
      asDownload(reply, ctx.now());
      return data;
    },
  );

  app.post(
    "/capi/data-requests/delete",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "deleteDataByEmail",
        summary:
          "Erase what is held under the verified address: applications kept by employers without identity, the rest deleted; spends the token",
        access: "public",
        errors: ["ServiceError"],
        body: ZDataRequestTokenRequest,
        response: { 204: z.null() },
      },
      config: limited,
    },
    async (request, reply) => {
      await deleteDataByToken(ctx, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/capi/org/application-retention",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "getApplicationRetention",
        summary: "How many days the organisation keeps rejected and withdrawn applications (default 90)",
        access: "org",
        errors: ["Forbidden"],
        response: { 200: ZApplicationRetention },
      },
      onRequest: requireMembership(ctx, "readCompany"),
    },
    async (request) => readApplicationRetention(ctx, orgContextOf(request)),
  );

  app.put(
    "/capi/org/application-retention",
    {
      schema: {
        tags: ["data-rights"],
        operationId: "setApplicationRetention",
        summary:
          "Set the days (30–180) the organisation keeps rejected and withdrawn applications, or null for the default of 90 (owners, admins)",
        access: "org",
        errors: ["Forbidden"],
        body: ZApplicationRetentionUpdateRequest,
        response: { 200: ZApplicationRetention },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request) => setApplicationRetention(ctx, orgContextOf(request), request.body.days),
  );
}
