import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_LIMITS,
  ATTACHMENT_CONTENT_TYPE,
  FILE_NAME_HEADER,
  VERIFICATION_TOKEN_HEADER,
  ZAnonApplicationRequest,
  ZApplicantQuestionnaire,
  ZApplicationAttachment,
  ZApplicationCreated,
  ZApplicationRequest,
  ZCandidatePoolGrantsResponse,
  ZPathId,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { ServiceError } from "../../../errors";
import { requireUser } from "../../../plugins/session";
import {
  applicantQuestionnaire,
  grantPoolAccess,
  poolGrants,
  revokePoolAccess,
  submitApplication,
  uploadAttachment,
} from "./apply.service";

const ZQuestionnaireParams = z.strictObject({ id: ZPathId, listing_id: ZPathId });
const ZPoolParams = z.strictObject({ company_id: ZPathId });

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * Applying (ADR 022): POST /capi/user/applications (signed in), POST /capi/user/anon-application
 * (verified email), POST /capi/user/application-attachments (a PDF before the submit), the
 * candidate pool (GET /capi/user/candidate-pool, PUT/DELETE …/{company_id}) and the public
 * questionnaire of a listing for the wizard.
 */
export async function applyRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The attachment arrives as the raw file; it is checked by content in the service.
  app.addContentTypeParser(
    ATTACHMENT_CONTENT_TYPE,
    { parseAs: "buffer", bodyLimit: APPLICATION_LIMITS.attachmentMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/capi/companies/:id/listings/:listing_id/questionnaire",
    {
      schema: {
        tags: ["companies"],
        operationId: "getApplicantQuestionnaire",
        summary:
          "The questionnaire of the company's active listing in its current version, as applicants answer it (no knock-out expectations); null when it has none",
        access: "public",
        errors: ["NotFound"],
        params: ZQuestionnaireParams,
        response: { 200: ZApplicantQuestionnaire },
      },
    },
    async (request) => applicantQuestionnaire(ctx, request.params.id, request.params.listing_id),
  );

  app.post(
    "/capi/user/applications",
    {
      schema: {
        tags: ["seekers"],
        operationId: "createApplication",
        summary:
          "A signed-in seeker applies: to an active listing (direct), or unsolicited to the company or one of its job profiles; the same idempotency key again answers the first application with 200",
        access: "user",
        errors: ["ServiceError", "NotFound"],
        body: ZApplicationRequest,
        response: { 200: ZApplicationCreated, 201: ZApplicationCreated },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const outcome = await submitApplication(ctx, { kind: "user", user }, request.body);
      return reply.code(outcome.created ? 201 : 200).send(outcome.application);
    },
  );

  app.post(
    "/capi/user/anon-application",
    {
      schema: {
        tags: ["seekers"],
        operationId: "createAnonymousApplication",
        summary:
          "An anonymous quick application with the verification token of the applicant's email (spent once); mails a link to a read-only status page",
        access: "public",
        errors: ["ServiceError", "NotFound"],
        body: ZAnonApplicationRequest,
        response: { 200: ZApplicationCreated, 201: ZApplicationCreated },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await submitApplication(
        ctx,
        { kind: "anonymous", email: body.email, token: body.verification_token },
        body,
      );
      return reply.code(outcome.created ? 201 : 200).send(outcome.application);
    },
  );

  app.post(
    "/capi/user/application-attachments",
    {
      schema: {
        tags: ["seekers"],
        operationId: "uploadApplicationAttachment",
        summary: `Upload a PDF (the raw file as the body, at most 10 MB; its name URI-encoded in ${FILE_NAME_HEADER}) for a later application: signed in, or with the verification token of the applicant's email in ${VERIFICATION_TOKEN_HEADER} (not spent by the upload)`,
        access: "public",
        errors: ["ServiceError", "PayloadTooLarge"],
        response: { 201: ZApplicationAttachment },
      },
      bodyLimit: APPLICATION_LIMITS.attachmentMaxBytes,
      config: {
        acceptedBodyTypes: [ATTACHMENT_CONTENT_TYPE],
        rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" },
      },
      // Who uploads is known before 10 MB are read, not after.
      onRequest: async (request) => {
        if (!request.user && !headerOf(request, VERIFICATION_TOKEN_HEADER)) {
          throw new ServiceError(
            APPLICATION_ERROR_CODES.verificationInvalid,
            "userApplicationsAnonUploadNeedsVerification",
          );
        }
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const uploader = request.user
        ? ({ kind: "user", user: request.user } as const)
        : ({ kind: "anonymous", token: headerOf(request, VERIFICATION_TOKEN_HEADER) } as const);
      const stored = await uploadAttachment(ctx, uploader, bytes, headerOf(request, FILE_NAME_HEADER));
      return reply.code(201).send(stored);
    },
  );

  app.get(
    "/capi/user/candidate-pool",
    {
      schema: {
        tags: ["seekers"],
        operationId: "listCandidatePoolGrants",
        summary: "The companies the seeker lets see their seeker profile (candidate-pool access), newest first",
        access: "user",
        response: { 200: ZCandidatePoolGrantsResponse },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => poolGrants(ctx, requireUser(request)),
  );

  app.put(
    "/capi/user/candidate-pool/:company_id",
    {
      schema: {
        tags: ["seekers"],
        operationId: "grantCandidatePoolAccess",
        summary:
          "Let the company see the seeker profile (idempotent; the profile must be complete: seeker_profile_incomplete); answers the grants",
        access: "user",
        errors: ["NotFound", "ServiceError"],
        params: ZPoolParams,
        response: { 200: ZCandidatePoolGrantsResponse },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => grantPoolAccess(ctx, requireUser(request), request.params.company_id),
  );

  app.delete(
    "/capi/user/candidate-pool/:company_id",
    {
      schema: {
        tags: ["seekers"],
        operationId: "revokeCandidatePoolAccess",
        summary: "Revoke the company's access to the seeker profile (idempotent); answers the grants",
        access: "user",
        errors: ["NotFound"],
        params: ZPoolParams,
        response: { 200: ZCandidatePoolGrantsResponse },
      },
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => revokePoolAccess(ctx, requireUser(request), request.params.company_id),
  );
}
