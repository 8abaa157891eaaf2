/**
 * Contract of data rights (nDSG/GDPR, issue 11 point 4, ADR 030): a seeker's export and account
 * deletion, an anonymous applicant's request by a mailed code, and the retention of applications.
 *
 *   GET   /capi/user/data-export              signed in   exportMyData            JSON download
 *   GET   /capi/user/account-deletion         signed in   previewAccountDeletion  what deleting takes along or blocks
 *   POST  /capi/user/account-deletion         signed in   deleteMyAccount         204, session ended
 *   POST  /capi/data-requests/code            anybody     requestDataRequestCode  mails a 6-digit code
 *   POST  /capi/data-requests/verify          anybody     verifyDataRequestCode   → a token for 30 minutes
 *   POST  /capi/data-requests/export          anybody     exportDataByEmail       JSON download (token)
 *   POST  /capi/data-requests/delete          anybody     deleteDataByEmail       204 (token, spent)
 */
import { z } from "zod";
import { VERIFICATION_CODE_LENGTH, ZLanguage } from "./enums";
import { ZEmail } from "./fields";
import { applicantAnswerFields } from "./applications/application";

/** Days a rejected or withdrawn application is kept by default, and the bounds of an organisation's own period. */
export const APPLICATION_RETENTION = { defaultDays: 90, minDays: 30, maxDays: 180 } as const;

/** Minutes the token of a verified data request works (for the export, and once for the deletion). */
export const DATA_REQUEST_TOKEN_MINUTES = 30;

/** ServiceError codes of data rights; the web app words each one. */
export const DATA_RIGHTS_ERROR_CODES = {
  /** The account is the last owner of an organisation that has other members: hand it over first. */
  lastOwner: "last_owner",
  /** The typed confirmation is not the account's address. */
  confirmationMismatch: "deletion_confirmation_mismatch",
  /** The data request's token is unknown, spent or expired: ask for a new code. */
  requestTokenInvalid: "data_request_token_invalid",
  /** The code is wrong (with the tries left) or no longer valid: the same codes as anonymous applications. */
  codeInvalid: "verification_code_invalid",
  codeExpired: "verification_code_expired",
} as const;

/** The current version of the export's format. */
export const DATA_EXPORT_FORMAT = "jobatlas-data-export/1";

const ZOrganizationRef = z.object({ id: z.number(), name: z.string() });

/** GET /capi/user/account-deletion: what deleting the account would do to the user's organisations. */
export const ZAccountDeletionPreview = z.object({
  email: z.string(),
  /** Organisations of which the user is the only member: deleted with the account. */
  organizations_deleted: z.array(ZOrganizationRef),
  /** Organisations of which the user is the last owner while others are members: deletion refused (last_owner). */
  last_owner_of: z.array(ZOrganizationRef),
  /** Applications employers keep without the applicant's identity (status and dates only). */
  applications_anonymised: z.number(),
});
export type TAccountDeletionPreview = z.infer<typeof ZAccountDeletionPreview>;

/** POST /capi/user/account-deletion: the account's address typed again (case and spaces ignored). */
export const ZAccountDeletionRequest = z.strictObject({ confirm_email: ZEmail });
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequest>;

/** POST /capi/data-requests/code: mails a code to the address (the same answer whether data exists or not). */
export const ZDataRequestCodeRequest = z.strictObject({ email: ZEmail, language: ZLanguage.optional() });
export type TDataRequestCodeRequest = z.infer<typeof ZDataRequestCodeRequest>;

/** POST /capi/data-requests/verify. */
export const ZDataRequestVerifyRequest = z.strictObject({
  email: ZEmail,
  code: z.string().trim().length(VERIFICATION_CODE_LENGTH).regex(/^\d+$/),
});
export type TDataRequestVerifyRequest = z.infer<typeof ZDataRequestVerifyRequest>;

export const ZDataRequestVerifyResponse = z.object({
  token: z.string(),
  email: z.string(),
  expires_at: z.iso.datetime(),
});
export type TDataRequestVerifyResponse = z.infer<typeof ZDataRequestVerifyResponse>;

/** POST /capi/data-requests/export and /delete: the token of a verified request. */
export const ZDataRequestTokenRequest = z.strictObject({ token: z.string().min(20).max(200) });
export type TDataRequestTokenRequest = z.infer<typeof ZDataRequestTokenRequest>;

const ZIso = z.string();
const ZIsoOrNull = z.string().nullable();

export const ZExportAttachment = z.object({
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number(),
  uploaded_at: ZIso,
});

export const ZExportApplication = z.object({
  id: z.number(),
  organization: ZOrganizationRef,
  /** The listing's or job's title (null for an unsolicited application to the company). */
  position: z.string().nullable(),
  origin: z.string(),
  status: z.string(),
  closed_by: z.string().nullable(),
  closed_at: ZIsoOrNull,
  created_at: ZIso,
  /** The follow-up (issue 29): first opened by the employer, first answered, reminded past the answer time. */
  seen_at: ZIsoOrNull,
  answered_at: ZIsoOrNull,
  reminded_at: ZIsoOrNull,
  ...applicantAnswerFields,
  language: z.string(),
  answers: z.array(z.object({ question: z.string(), values: z.array(z.string()) })),
  attachments: z.array(ZExportAttachment),
  contact_requests: z.array(
    z.object({ message: z.string(), created_at: ZIso, accepted_at: ZIsoOrNull, declined_at: ZIsoOrNull }),
  ),
  /** The employer's members' ratings of the application (ADR 091): stars, note, dates; not the member's name. */
  ratings: z.array(z.object({ stars: z.number(), note: z.string(), created_at: ZIso, updated_at: ZIso })),
});

export const ZExportSubscription = z.object({
  id: z.number(),
  email: z.string().nullable(),
  language: z.string(),
  query: z.string(),
  location: z.string(),
  radius_km: z.number(),
  sectors: z.array(z.string()),
  workload_min: z.number().nullable(),
  workload_max: z.number().nullable(),
  frequency: z.string(),
  active: z.boolean(),
  confirmed_at: ZIsoOrNull,
  created_at: ZIso,
});

export const ZExportZtdiResult = z.object({
  email: z.string().nullable(),
  language: z.string(),
  answers: z.array(z.number()),
  scores: z.record(z.string(), z.number()),
  created_at: ZIso,
});

/**
 * The export (`format` DATA_EXPORT_FORMAT): everything held about the person. A signed-in seeker's
 * export has `account` and the account's records; an anonymous applicant's has `account: null` and
 * what is held under the verified address (applications, Z-TDI results, job alerts).
 */
export const ZDataExport = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exported_at: ZIso,
  email: z.string(),
  account: z
    .object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      language: z.string(),
      has_picture: z.boolean(),
      email_verified_at: ZIsoOrNull,
      created_at: ZIso,
    })
    .nullable(),
  seeker_profile: z
    .object({
      job_titles: z.array(z.string()),
      about: z.string(),
      skills: z.array(z.string()),
      sectors: z.array(z.string()),
      workload_min: z.number().nullable(),
      workload_max: z.number().nullable(),
      remote_types: z.array(z.string()),
      region: z.string().nullable(),
      updated_at: ZIso,
    })
    .nullable(),
  likes: z.array(z.object({ company_id: z.number(), company_name: z.string(), liked_at: ZIso })),
  hidden_employers: z.array(z.object({ company_id: z.number(), company_name: z.string(), hidden_at: ZIso })),
  applications: z.array(ZExportApplication),
  candidate_pool_grants: z.array(z.object({ company_id: z.number(), company_name: z.string(), granted_at: ZIso })),
  subscriptions: z.array(ZExportSubscription),
  experiments: z.array(
    z.object({
      uid: z.string(),
      title: z.string(),
      job_titles: z.array(z.string()),
      sectors: z.array(z.string()),
      region: z.string().nullable(),
      status: z.string(),
      validated_at: ZIsoOrNull,
      archived_at: ZIsoOrNull,
      created_at: ZIso,
      ratings: z.array(
        z.object({ listing_id: z.number(), title: z.string(), verdict: z.string(), note: z.string(), rated_at: ZIso }),
      ),
    }),
  ),
  ztdi_results: z.array(ZExportZtdiResult),
  sessions: z.array(z.object({ created_at: ZIso, expires_at: ZIso, user_agent: z.string().nullable() })),
  memberships: z.array(z.object({ company_id: z.number(), company_name: z.string(), role: z.string(), since: ZIso })),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The download's file name: `jobatlas-data-YYYY-MM-DD.json` (the Zurich date of the export). */
export function dataExportFileName(date: string): string {
  return `jobatlas-data-${date}.json`;
}

/**
 * GET/PUT /capi/org/application-retention (readCompany / editCompany): how many days the
 * organisation keeps rejected and withdrawn applications before the retention task purges them.
 * `days` null means the default (APPLICATION_RETENTION.defaultDays); `effective_days` is what applies.
 */
export const ZApplicationRetention = z.object({
  days: z.number().nullable(),
  effective_days: z.number(),
  default_days: z.number(),
  min_days: z.number(),
  max_days: z.number(),
});
export type TApplicationRetention = z.infer<typeof ZApplicationRetention>;

export const ZApplicationRetentionUpdateRequest = z.strictObject({
  days: z.number().int().min(APPLICATION_RETENTION.minDays).max(APPLICATION_RETENTION.maxDays).nullable(),
});
export type TApplicationRetentionUpdateRequest = z.infer<typeof ZApplicationRetentionUpdateRequest>;
