import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { anybody, idParams, perMinute, routeGroup, signedIn } from "../../../plugins/route-group";
import { ServiceError } from "../../../errors";
import { requireUser } from "../../../plugins/session";
import { acceptRawBodies, uploadedBytesOf } from "../../../plugins/uploads";
import {
  applicantQuestionnaire,
  grantPoolAccess,
  poolGrants,
  revokePoolAccess,
  submitApplication,
  uploadAttachment,
} from "./apply.service";

const ZQuestionnaireParams = idParams("id", "listing_id");
/** A submitted application: 201, or 200 for the same idempotency key again (the first application). */
const submitted = {
  errors: ["ServiceError", "NotFound"] as const,
  response: { 200: ZApplicationCreated, 201: ZApplicationCreated },
};

function sendSubmitted(reply: FastifyReply, outcome: { created: boolean; application: unknown }) {
  return reply.code(outcome.created ? 201 : 200).send(outcome.application);
}

/** The company the path names; answered with all the seeker's grants. */
const grantByCompany = { params: idParams("company_id"), response: { 200: ZCandidatePoolGrantsResponse } };

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
  const companyPage = routeGroup(instance, "companies", anybody);
  const seeker = routeGroup(instance, "seekers", signedIn);
  // Signed in, or an anonymous applicant with a verified email.
  const applicant = routeGroup(instance, "seekers", anybody);

  // The attachment arrives as the raw file; it is checked by content in the service.
  acceptRawBodies(instance, [ATTACHMENT_CONTENT_TYPE], APPLICATION_LIMITS.attachmentMaxBytes);

  companyPage.get(
    "/capi/companies/:id/listings/:listing_id/questionnaire",
    {
      operationId: "getApplicantQuestionnaire",
      summary:
        "The questionnaire of the company's active listing in its current version, as applicants answer it (no knock-out expectations); null when it has none",
      errors: ["NotFound"],
      params: ZQuestionnaireParams,
      response: { 200: ZApplicantQuestionnaire },
    },
    async (request) => applicantQuestionnaire(ctx, request.params.id, request.params.listing_id),
  );

  seeker.post(
    "/capi/user/applications",
    {
      operationId: "createApplication",
      summary:
        "A signed-in seeker applies: to an active listing (direct), or unsolicited to the company or one of its job profiles; the same idempotency key again answers the first application with 200",
      ...submitted,
      body: ZApplicationRequest,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const outcome = await submitApplication(ctx, { kind: "user", user }, request.body);
      return sendSubmitted(reply, outcome);
    },
  );

  applicant.post(
    "/capi/user/anon-application",
    {
      operationId: "createAnonymousApplication",
      summary:
        "An anonymous quick application with the verification token of the applicant's email (spent once); mails a link to a read-only status page",
      ...submitted,
      body: ZAnonApplicationRequest,
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await submitApplication(
        ctx,
        { kind: "anonymous", email: body.email, token: body.verification_token },
        body,
      );
      return sendSubmitted(reply, outcome);
    },
  );

  // Who uploads is known before 10 MB are read, not after.
  const uploads = applicant.with(perMinute(ctx.config.rateLimits.auth)).with({
    bodyLimit: APPLICATION_LIMITS.attachmentMaxBytes,
    config: { acceptedBodyTypes: [ATTACHMENT_CONTENT_TYPE] },
    onRequest: async (request) => {
      if (!request.user && !headerOf(request, VERIFICATION_TOKEN_HEADER)) {
        throw new ServiceError(
          APPLICATION_ERROR_CODES.verificationInvalid,
          "userApplicationsAnonUploadNeedsVerification",
        );
      }
    },
  });
  uploads.post(
    "/capi/user/application-attachments",
    {
      operationId: "uploadApplicationAttachment",
      summary: `Upload a PDF (the raw file as the body, at most 10 MB; its name URI-encoded in ${FILE_NAME_HEADER}) for a later application: signed in, or with the verification token of the applicant's email in ${VERIFICATION_TOKEN_HEADER} (not spent by the upload)`,
      errors: ["ServiceError", "PayloadTooLarge"],
      response: { 201: ZApplicationAttachment },
    },
    async (request, reply) => {
      const uploader = request.user
        ? ({ kind: "user", user: request.user } as const)
        : ({ kind: "anonymous", token: headerOf(request, VERIFICATION_TOKEN_HEADER) } as const);
      const stored = await uploadAttachment(
        ctx,
        uploader,
        uploadedBytesOf(request),
        headerOf(request, FILE_NAME_HEADER),
      );
      return reply.code(201).send(stored);
    },
  );

  seeker.get(
    "/capi/user/candidate-pool",
    {
      operationId: "listCandidatePoolGrants",
      summary: "The companies the seeker lets see their seeker profile (candidate-pool access), newest first",
      response: { 200: ZCandidatePoolGrantsResponse },
    },
    async (request) => poolGrants(ctx, requireUser(request)),
  );

  seeker.put(
    "/capi/user/candidate-pool/:company_id",
    {
      operationId: "grantCandidatePoolAccess",
      summary:
        "Let the company see the seeker profile (idempotent; the profile must be complete: seeker_profile_incomplete); answers the grants",
      errors: ["NotFound", "ServiceError"],
      ...grantByCompany,
    },
    async (request) => grantPoolAccess(ctx, requireUser(request), request.params.company_id),
  );

  seeker.delete(
    "/capi/user/candidate-pool/:company_id",
    {
      operationId: "revokeCandidatePoolAccess",
      summary: "Revoke the company's access to the seeker profile (idempotent); answers the grants",
      errors: ["NotFound"],
      ...grantByCompany,
    },
    async (request) => revokePoolAccess(ctx, requireUser(request), request.params.company_id),
  );
}
