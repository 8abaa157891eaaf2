/**
 * Contract of the contact requests, rejection and the application PDF (issue 10, points 6–8;
 * docs/decisions/025-contact-requests-rejection-pdf.md).
 *
 * Organisation side (X-Organization, manageApplications):
 * - GET  /capi/org/applications/{application_id}/contact-requests: the application's requests and
 *   what the contact and reject screens need of the application.
 * - POST /capi/org/applications/{application_id}/contact-requests {message}: a new request, mailed.
 * - POST /capi/org/applications/{application_id}/reject {message} (spec §7: the body minus id).
 * - GET  /capi/org/applications/{application_id}/pdf: the application as an A4 PDF, its attached
 *   PDFs' pages appended (ADR 093).
 * - POST /capi/org/applications/pdf-zip {application_ids}: a ZIP of those PDFs (ADR 093).
 *
 * Public, the mailed token is the proof (no sign-in):
 * - GET  /capi/contact-requests/{token}; POST /capi/contact-requests/{token}/accept and /decline.
 */
import { z } from "zod";
import { APPLICATION_ERROR_CODES, APPLICATION_LIMITS } from "./application";
import { ZApplicationDisplayStatus, ZLanguage } from "../enums";
import { ZId } from "../ids-pages";

/** Days a contact request's link works. */
export const CONTACT_REQUEST_DAYS = 14;

/** ServiceError codes of contact requests and rejection. */
export const CONTACT_REQUEST_ERROR_CODES = {
  /** The link is unknown, expired, used already, or its application has ended. */
  invalid: APPLICATION_ERROR_CODES.contactRequestInvalid,
  /** The application has an open (unanswered, unexpired) request: one at a time. */
  open: "contact_request_open",
  /** The applicant accepted a request already: their contact details are shown. */
  alreadyRevealed: "contact_already_revealed",
  /** The application is withdrawn, rejected or archived: no request can be sent. */
  applicationClosed: "application_closed",
  /** A rejection cannot be sent twice. */
  alreadyRejected: APPLICATION_ERROR_CODES.alreadyRejected,
  /** The applicant deleted their data (ADR 030): nobody can receive or accept a contact request. */
  applicantDataDeleted: "applicant_data_deleted",
  /** A rejection of an applicant who did not delete their data needs the message mailed to them. */
  messageRequired: "rejection_message_required",
} as const;

/** The employer's message (a contact request or a rejection): plain text, shown and mailed inert. */
export const ZApplicantMessage = z.string().trim().min(1).max(APPLICATION_LIMITS.messageMax);

/** POST /capi/org/applications/{application_id}/contact-requests. */
export const ZContactRequestCreateRequest = z.strictObject({ message: ZApplicantMessage });
export type TContactRequestCreateRequest = z.input<typeof ZContactRequestCreateRequest>;

/**
 * POST /capi/org/applications/{application_id}/reject: the body of spec §7 minus the id. The
 * message is mailed to the applicant and required (rejection_message_required), except once the
 * applicant deleted their data (`identity_deleted`, ADR 030): then nothing is mailed and it may be
 * left out.
 */
export const ZRejectApplicationRequest = z.strictObject({ message: ZApplicantMessage.optional() });
export type TRejectApplicationRequest = z.input<typeof ZRejectApplicationRequest>;

/**
 * Where a request stands: open (waiting for the applicant), accepted, declined, expired (14 days
 * passed unanswered), or closed (the application ended before the applicant answered).
 */
export const ZContactRequestStatus = z.enum(["open", "accepted", "declined", "expired", "closed"]);
export type TContactRequestStatus = z.infer<typeof ZContactRequestStatus>;

/** A contact request as the employer sees it. */
export const ZOrgContactRequest = z.object({
  id: z.number(),
  message: z.string(),
  status: ZContactRequestStatus,
  created_at: z.string(),
  expires_at: z.string(),
  /** When the applicant accepted or declined; null while open or expired. */
  answered_at: z.string().nullable(),
});
export type TOrgContactRequest = z.infer<typeof ZOrgContactRequest>;

/** The application as the contact and reject screens show it. */
export const ZContactRequestApplication = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** The applicant deleted their data (ADR 030): the names are empty; show "Applicant (data deleted)". */
  identity_deleted: z.boolean(),
  status: ZApplicationDisplayStatus,
  /** The listing applied to; null for an unsolicited application (then maybe a job's title). */
  listing_title: z.string().nullable(),
  job_title: z.string().nullable(),
  /** The applicant's language: their mails are written in it. */
  language: ZLanguage,
  /** The applicant accepted a contact request: the employer sees their email and phone. */
  contact_revealed: z.boolean(),
  /**
   * A contact request can be sent now (pending or active, none open, contact not yet revealed, and
   * the applicant did not delete their data).
   */
  can_request_contact: z.boolean(),
  /** A rejection can be sent now (pending or active). */
  can_reject: z.boolean(),
});
export type TContactRequestApplication = z.infer<typeof ZContactRequestApplication>;

/** GET /capi/org/applications/{application_id}/contact-requests: newest request first. */
export const ZOrgContactRequestsResponse = z.object({
  application: ZContactRequestApplication,
  items: z.array(ZOrgContactRequest),
});
export type TOrgContactRequestsResponse = z.infer<typeof ZOrgContactRequestsResponse>;

/** 200 of POST …/reject: the application as rejected (displayed `org_rejected`). */
export const ZRejectApplicationResponse = z.object({
  id: z.number(),
  status: ZApplicationDisplayStatus,
  closed_at: z.string(),
});
export type TRejectApplicationResponse = z.infer<typeof ZRejectApplicationResponse>;

/** The token of a mailed link, in the path: any other string names nothing. */
export const ZContactRequestToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[\w-]+$/);

/** GET /capi/contact-requests/{token} (and the answer of accept/decline): what the applicant is asked. */
export const ZPublicContactRequest = z.object({
  company_name: z.string(),
  message: z.string(),
  /** The listing applied to; null for an unsolicited application. */
  listing_title: z.string().nullable(),
  /** The applicant's first name, to greet them. */
  first_name: z.string(),
  status: ZContactRequestStatus,
  expires_at: z.string(),
});
export type TPublicContactRequest = z.infer<typeof ZPublicContactRequest>;

/** The PDF's file name for the download. */
export function applicationPdfFileName(applicationId: number): string {
  return `application-${applicationId}.pdf`;
}

/** The most applications one ZIP of PDFs bundles (ADR 093). */
export const APPLICATIONS_ZIP_MAX = 50;

/**
 * POST /capi/org/applications/pdf-zip: the applications whose PDFs the ZIP bundles, in this order
 * (an id named twice counts once); one id of another organisation answers 404 for the whole request.
 */
export const ZApplicationsZipRequest = z.strictObject({
  application_ids: z.array(ZId).min(1).max(APPLICATIONS_ZIP_MAX),
});
export type TApplicationsZipRequest = z.infer<typeof ZApplicationsZipRequest>;
