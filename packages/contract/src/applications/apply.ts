/** Contract of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access (issue 10, ADR 022). */
import { z } from "zod";
import { APPLICATION_LIMITS } from "./application";
import { ZApplicationStatus, ZApplicationType, ZLanguage, ZQuestionType } from "../enums";
import { ZEmail, ZPhone } from "../fields";
import { ZId } from "../ids-pages";
import { listResponse } from "../lists";

/** Header of an anonymous attachment upload: the verification token of the applicant's email (not spent by the upload). */
export const VERIFICATION_TOKEN_HEADER = "x-verification-token";
/** Header naming an uploaded file (URI-encoded, as `encodeURIComponent` writes it). */
export const FILE_NAME_HEADER = "x-file-name";
/** The query param of the anonymous applicant's read-only status page (`/{lang}/user/applications/{id}?token=`). */
export const APPLICATION_STATUS_TOKEN_PARAM = "token";
/** Attachments are PDFs only, checked by their first bytes (`%PDF-`). */
export const ATTACHMENT_CONTENT_TYPE = "application/pdf";

const ZName = z.string().trim().min(1).max(APPLICATION_LIMITS.nameMax);
const ZProfileText = z.string().trim().max(APPLICATION_LIMITS.textMax).default("");

/** One answer: the chosen options (single_select: one; multi_select: several) or the free text as one element. */
export const ZApplicationAnswerInput = z.strictObject({
  question_id: ZId,
  values: z.array(z.string().trim().max(APPLICATION_LIMITS.freeTextAnswerMax)).max(20),
});
export type TApplicationAnswerInput = z.infer<typeof ZApplicationAnswerInput>;

/**
 * What both application calls share. `listing_id` (an active listing of the company) makes a
 * direct application; without it, the application is unsolicited — to the company, or to one of
 * its active job profiles (`job_id`). An `invite_token` makes it invited.
 */
const applicationFields = {
  company_id: ZId,
  listing_id: ZId.nullish(),
  job_id: ZId.nullish(),
  invite_token: z.string().trim().min(1).max(200).nullish(),
  first_name: ZName,
  last_name: ZName,
  /** Optional: empty or missing is none. */
  phone: z
    .preprocess((p) => (typeof p === "string" && p.trim() === "" ? null : p), ZPhone.nullish())
    .transform((p) => p ?? null),
  my_story: ZProfileText,
  what_i_bring: ZProfileText,
  what_i_want: ZProfileText,
  answers: z.array(ZApplicationAnswerInput).max(50).default([]),
  attachment_ids: z
    .array(z.string().regex(/^[a-f0-9]{32}$/))
    .max(APPLICATION_LIMITS.attachmentsMax)
    .default([]),
  /** The client's UUID of this submission: the same key again answers the first application (200). */
  idempotency_key: z.uuid(),
  /** The language of the applicant's mails. */
  language: ZLanguage,
};

/** POST /capi/user/applications: a signed-in seeker applies; the email is the account's. */
export const ZApplicationRequest = z.strictObject(applicationFields);
export type TApplicationRequest = z.input<typeof ZApplicationRequest>;

/** POST /capi/user/anon-application: an anonymous applicant, with the token of their verified email (spent once). */
export const ZAnonApplicationRequest = z.strictObject({
  ...applicationFields,
  email: ZEmail,
  /** From POST /capi/email-verification/confirm; missing, wrong, expired or spent → ServiceError verification_token_invalid. */
  verification_token: z.string().trim().max(200).nullish(),
});
export type TAnonApplicationRequest = z.input<typeof ZAnonApplicationRequest>;

/** 201 for a new application, 200 for a repeated submission with the same idempotency key. */
export const ZApplicationCreated = z.object({
  id: z.number(),
  status: ZApplicationStatus,
  origin: ZApplicationType,
  company_id: z.number(),
  listing_id: z.number().nullable(),
  job_id: z.number().nullable(),
  knock_out_missed: z.boolean(),
  created_at: z.string(),
});
export type TApplicationCreated = z.infer<typeof ZApplicationCreated>;

/** POST /capi/user/application-attachments: the stored PDF, to name in `attachment_ids`. */
export const ZApplicationAttachment = z.object({ id: z.string(), file_name: z.string(), byte_size: z.number() });
export type TApplicationAttachment = z.infer<typeof ZApplicationAttachment>;

/** A question as applicants see it: no knock-out expectations. */
export const ZApplicantQuestion = z.object({
  id: z.number(),
  type: ZQuestionType,
  text: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type TApplicantQuestion = z.infer<typeof ZApplicantQuestion>;

/** GET /capi/companies/{id}/listings/{listing_id}/questionnaire: the current version, or null when the listing has none. */
export const ZApplicantQuestionnaire = z
  .object({ id: z.number(), version: z.number(), questions: z.array(ZApplicantQuestion) })
  .nullable();
export type TApplicantQuestionnaire = z.infer<typeof ZApplicantQuestionnaire>;

/** A seeker's consent that a company sees their seeker profile (candidate pool, docs/domain.md §4). */
export const ZCandidatePoolGrant = z.object({
  company_id: z.number(),
  company_name: z.string(),
  granted_at: z.string(),
});
export type TCandidatePoolGrant = z.infer<typeof ZCandidatePoolGrant>;
export const ZCandidatePoolGrantsResponse = listResponse(ZCandidatePoolGrant);
export type TCandidatePoolGrantsResponse = z.infer<typeof ZCandidatePoolGrantsResponse>;
