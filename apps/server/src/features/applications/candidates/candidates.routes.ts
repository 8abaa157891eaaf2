import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZOrgApplication,
  ZOrgApplicationsQuery,
  ZOrgApplicationsResponse,
  ZOrgApplicationUpdateRequest,
  ZOrgPoolCandidate,
  ZPathId,
  ZWithdrawApplicationsRequest,
  ZWithdrawApplicationsResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../../context";
import { PDF_DOWNLOAD, sendPdf } from "../../../plugins/downloads";
import { orgContextOf } from "../../../plugins/org-context";
import { idParams, orgMember, requireSameId, routeGroup } from "../../../plugins/route-group";
import {
  getOrgApplication,
  getOrgApplicationAttachment,
  getPoolCandidate,
  listOrgApplications,
  updateOrgApplication,
  withdrawListingApplications,
} from "./candidates.service";

const ZAttachmentParams = z.strictObject({ application_id: ZPathId, attachment_id: z.string() });
const ZPoolParams = idParams("seeker_id");
const ZListingParams = idParams("listing_id");
/** The application the path names, answered whole. */
const applicationById = { params: idParams("application_id"), response: { 200: ZOrgApplication } };

/** A file name for Content-Disposition: a plain ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_") || "attachment.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Routes of the organisation side of applications (spec §7): GET /capi/org/applications, GET/PUT
 * /capi/org/applications/{application_id}, the attachment download, GET
 * /capi/org/candidate-pool/{seeker_id} and POST /capi/org/listings/{listing_id}/withdraw-applications.
 */
export async function candidatesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "candidates", orgMember(ctx, "manageApplications"));

  route.get(
    "/capi/org/applications",
    {
      operationId: "listOrgApplications",
      summary:
        "The organisation's candidates, newest first: applications and (with type unsolicited or no type) the seekers of the candidate pool; filters query (name, email), type, status group, job_ids, listing_ids; pages of at most 50",
      querystring: ZOrgApplicationsQuery,
      response: { 200: ZOrgApplicationsResponse },
    },
    async (request) => listOrgApplications(ctx, orgContextOf(request), request.query),
  );

  route.get(
    "/capi/org/applications/:application_id",
    {
      operationId: "getOrgApplication",
      summary:
        "The candidate profile: contact details (hidden until a contact request is accepted), texts, answers, attachments, history, duplicates, notes; 404 for another organisation's application",
      errors: ["NotFound"],
      ...applicationById,
    },
    async (request) => getOrgApplication(ctx, orgContextOf(request), request.params.application_id),
  );

  route.put(
    "/capi/org/applications/:application_id",
    {
      operationId: "updateOrgApplication",
      summary:
        "Notes and/or status (`id` must be the path's): active from pending accepts it (the applicant is mailed), archived from active archives it; any other move → 400 invalid_transition",
      errors: ["NotFound", "ServiceError"],
      ...applicationById,
      body: ZOrgApplicationUpdateRequest,
    },
    async (request) => {
      const id = request.params.application_id;
      requireSameId(request.body, id, "candidatesIdMismatch");
      return updateOrgApplication(ctx, orgContextOf(request), id, request.body);
    },
  );

  route.get(
    "/capi/org/applications/:application_id/attachments/:attachment_id",
    {
      operationId: "getOrgApplicationAttachment",
      summary: "An attachment of the application as a PDF download; only for members of its organisation",
      errors: ["NotFound"],
      params: ZAttachmentParams,
      response: { 200: PDF_DOWNLOAD },
    },
    async (request, reply) => {
      const attachment = await getOrgApplicationAttachment(
        ctx,
        orgContextOf(request),
        request.params.application_id,
        request.params.attachment_id,
      );
      // An uploaded file: never run or sniffed as anything but a PDF.
      reply
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("x-content-type-options", "nosniff");
      return sendPdf(reply, attachment.bytes, contentDisposition(attachment.fileName));
    },
  );

  route.get(
    "/capi/org/candidate-pool/:seeker_id",
    {
      operationId: "getOrgPoolCandidate",
      summary:
        "A seeker who granted the organisation access to their seeker profile (candidate pool); 404 once the access is revoked",
      errors: ["NotFound"],
      params: ZPoolParams,
      response: { 200: ZOrgPoolCandidate },
    },
    async (request) => getPoolCandidate(ctx, orgContextOf(request), request.params.seeker_id),
  );

  route.post(
    "/capi/org/listings/:listing_id/withdraw-applications",
    {
      operationId: "withdrawListingApplications",
      summary:
        "After a listing ended (archived): withdraws its pending and active applications (org_withdrawn), mails each applicant with the optional message, answers how many; 400 listing_not_closed while it runs",
      errors: ["NotFound", "ServiceError"],
      params: ZListingParams,
      body: ZWithdrawApplicationsRequest,
      response: { 200: ZWithdrawApplicationsResponse },
    },
    async (request) => withdrawListingApplications(ctx, orgContextOf(request), request.params.listing_id, request.body),
  );
}
