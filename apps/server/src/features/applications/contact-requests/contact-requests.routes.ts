import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZApplicationsZipRequest,
  ZContactRequestCreateRequest,
  ZContactRequestToken,
  ZOrgContactRequest,
  ZOrgContactRequestsResponse,
  ZPublicContactRequest,
  ZRejectApplicationRequest,
  ZRejectApplicationResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { NotFoundError } from "../../../errors";
import { loadApplicationPdfFonts } from "./application-pdf";
import { PDF_DOWNLOAD, sendPdf, sendZip, ZIP_DOWNLOAD } from "../../../plugins/downloads";
import { orgContextOf } from "../../../plugins/org-context";
import { anybody, idParams, orgMember, routeGroup } from "../../../plugins/route-group";
import {
  answerContactRequestByToken,
  applicationPdf,
  applicationsPdfZip,
  contactRequestsOfApplication,
  publicContactRequest,
  rejectApplication,
  sendContactRequest,
} from "./contact-requests.service";

const ZApplicationParams = idParams("application_id");
// A string that is no token names nothing: 404 for a read, contact_request_invalid for an answer.
const ZTokenParams = z.strictObject({ token: z.string() });
/** The contact request the path's token names, answered as the applicant sees it. */
const requestByToken = { params: ZTokenParams, response: { 200: ZPublicContactRequest } };

/** The token of the path, or undefined when it cannot be one. */
function tokenOf(value: string): string | undefined {
  return ZContactRequestToken.safeParse(value).success ? value : undefined;
}

/**
 * Routes of the contact requests, rejection and the application PDF (ADR 025; the attachments
 * appended and the ZIP of several: ADR 093): the organisation's calls under
 * /capi/org/applications/{application_id} and /capi/org/applications/pdf-zip, and the applicant's
 * answers by token.
 */
export async function contactRequestsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const orgRoute = routeGroup(instance, "contact-requests", orgMember(ctx, "manageApplications"));
  const publicRoute = routeGroup(instance, "contact-requests", anybody);
  loadApplicationPdfFonts(); // at start: a missing font stops the server now, not the first PDF download

  orgRoute.get(
    "/capi/org/applications/:application_id/contact-requests",
    {
      operationId: "listOrgContactRequests",
      summary:
        "The application's contact requests (newest first) and what the contact and reject screens show of it; 404 for another organisation's",
      params: ZApplicationParams,
      response: { 200: ZOrgContactRequestsResponse },
    },
    async (request) => contactRequestsOfApplication(ctx, orgContextOf(request), request.params.application_id),
  );

  orgRoute.post(
    "/capi/org/applications/:application_id/contact-requests",
    {
      operationId: "sendOrgContactRequest",
      summary:
        "Mails the applicant the message with a link to accept or decline (14 days, once); a pending application becomes active. One open request at a time; refused (applicant_data_deleted) once the applicant deleted their data",
      errors: ["ServiceError"],
      params: ZApplicationParams,
      body: ZContactRequestCreateRequest,
      response: { 201: ZOrgContactRequest },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendContactRequest(ctx, orgContextOf(request), request.params.application_id, request.body)),
  );

  orgRoute.post(
    "/capi/org/applications/:application_id/reject",
    {
      operationId: "rejectOrgApplication",
      summary:
        "Rejects the application with a message mailed to the applicant (org_rejected); a second rejection answers application_already_rejected. Once the applicant deleted their data nothing is mailed and the message may be left out",
      errors: ["ServiceError"],
      params: ZApplicationParams,
      body: ZRejectApplicationRequest,
      response: { 200: ZRejectApplicationResponse },
    },
    async (request) => rejectApplication(ctx, orgContextOf(request), request.params.application_id, request.body),
  );

  orgRoute.get(
    "/capi/org/applications/:application_id/pdf",
    {
      operationId: "getOrgApplicationPdf",
      summary:
        "The application as an A4 PDF in the language of Accept-Language (the employer's), as a download; 404 for another organisation's",
      params: ZApplicationParams,
      response: { 200: PDF_DOWNLOAD },
    },
    async (request, reply) => {
      const pdf = await applicationPdf(ctx, orgContextOf(request), request.params.application_id, request.language);
      return sendPdf(reply, pdf.bytes, `attachment; filename="${pdf.fileName}"`);
    },
  );

  orgRoute.post(
    "/capi/org/applications/pdf-zip",
    {
      operationId: "getOrgApplicationsPdfZip",
      summary:
        "A ZIP of the PDFs of the given applications (at most 50), one per application with its attachments appended, named by number and applicant; 404 for the whole request when one id is another organisation's",
      body: ZApplicationsZipRequest,
      response: { 200: ZIP_DOWNLOAD },
    },
    async (request, reply) => {
      const zip = await applicationsPdfZip(ctx, orgContextOf(request), request.body.application_ids, request.language);
      return sendZip(reply, zip.files, zip.fileName, ctx.now());
    },
  );

  publicRoute.get(
    "/capi/contact-requests/:token",
    {
      operationId: "getContactRequest",
      summary:
        "What a contact request asks, for the applicant holding the mailed link (no sign-in): the company, the message, the listing and where it stands",
      errors: ["NotFound"],
      ...requestByToken,
    },
    async (request) => {
      const token = tokenOf(request.params.token);
      if (!token) throw new NotFoundError("notFound");
      return publicContactRequest(ctx, token);
    },
  );

  for (const answer of ["accept", "decline"] as const) {
    publicRoute.post(
      `/capi/contact-requests/:token/${answer}`,
      {
        operationId: answer === "accept" ? "acceptContactRequest" : "declineContactRequest",
        summary:
          answer === "accept"
            ? "Accepts by the mailed link (once): the employer then sees the applicant's email and phone"
            : "Declines by the mailed link (once): the application ends as user_rejected",
        errors: ["ServiceError"],
        ...requestByToken,
      },
      async (request) =>
        answerContactRequestByToken(
          ctx,
          tokenOf(request.params.token) ?? "",
          answer === "accept" ? "accepted" : "declined",
        ),
    );
  }
}
