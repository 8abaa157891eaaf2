/**
 * Contract of the invitations of candidates to apply (issue 10 point 3, ADR 026). An employer whose
 * plan allows invites (PLAN_LIMITS[plan].invites; else ServiceError plan_limit_invites) invites a
 * person by email and name to one of its active listings or active jobs; the mail links to the
 * application wizard `/{lang}/company/{orgId}/apply?invite_token=…&listing_id=…` (or `job_id=…`).
 * The token is random, stored hashed, works once and for CANDIDATE_INVITE_TTL_DAYS days.
 *
 *   POST    /capi/org/candidate-invites                         manageApplications   createCandidateInvite
 *   GET     /capi/org/candidate-invites                         manageApplications   listCandidateInvites
 *   DELETE  /capi/org/candidate-invites/{candidate_invite_id}   manageApplications   revokeCandidateInvite
 *   GET     /capi/candidate-invites/{token}                     anybody              readCandidateInvite
 *
 * The application wizard spends the token on the server with `consumeCandidateInvite` and
 * `linkInviteToApplication` (apps/server/src/features/applications/invites/invites.service.ts).
 */
import { z } from "zod";
import { APPLICATION_ERROR_CODES, APPLICATION_LIMITS, ZApplicationTarget } from "./application";
import { MAX_PAGE_SIZE, PAGE_SIZE, ZLanguage } from "../enums";
import { ZEmail } from "../fields";
import { pageQuery, ZId } from "../ids-pages";
import { listResponse } from "../lists";

/** Days an invitation link works. */
export const CANDIDATE_INVITE_TTL_DAYS = 14;

/** Bounds of an invitation's texts. */
export const CANDIDATE_INVITE_LIMITS = {
  nameMax: APPLICATION_LIMITS.nameMax,
  messageMax: 2000,
} as const;

/** ServiceError codes of invitations; the web app words each one. */
export const CANDIDATE_INVITE_ERROR_CODES = {
  /** The token is unknown, revoked, used already, expired or belongs to another organisation. */
  invalid: APPLICATION_ERROR_CODES.inviteInvalid,
  /** A used invitation cannot be revoked any more (its application exists). */
  used: "candidate_invite_used",
} as const;

/** open: the link works; used: an application came from it; expired: its days are over. */
export const ZCandidateInviteStatus = z.enum(["open", "used", "expired"]);
export type TCandidateInviteStatus = z.infer<typeof ZCandidateInviteStatus>;

/**
 * POST /capi/org/candidate-invites: invite `email` (greeted as `name`) to apply to exactly one of
 * the organisation's active listings (`listing_id`) or active jobs (`job_id`); another
 * organisation's, an unknown or an inactive one → 404. `message` is an optional personal note
 * quoted in the mail (plain text); `language` is the mail's language (default de).
 */
export const ZCreateCandidateInviteRequest = z
  .strictObject({
    email: ZEmail,
    name: z.string().trim().min(1).max(CANDIDATE_INVITE_LIMITS.nameMax),
    listing_id: ZId.optional(),
    job_id: ZId.optional(),
    message: z
      .string()
      .trim()
      .max(CANDIDATE_INVITE_LIMITS.messageMax)
      .nullish()
      .transform((m) => (m ? m : null)),
    language: ZLanguage.default("de"),
  })
  .superRefine((value, context) => {
    if (value.listing_id === undefined && value.job_id === undefined) {
      // Worded as any missing required field.
      context.addIssue({ code: "invalid_type", expected: "number", input: undefined, path: ["listing_id"] });
    } else if (value.listing_id !== undefined && value.job_id !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["job_id"],
        message: "Either a listing or a job, not both. / Entweder ein Inserat oder ein Job, nicht beides.",
      });
    }
  });
export type TCreateCandidateInviteRequest = z.input<typeof ZCreateCandidateInviteRequest>;
export type TCreateCandidateInvite = z.output<typeof ZCreateCandidateInviteRequest>;

/** A listing or job an invitation names. */
export const ZCandidateInviteTarget = ZApplicationTarget;
export type TCandidateInviteTarget = z.infer<typeof ZCandidateInviteTarget>;

/** An invitation as the organisation sees it (never its token). */
export const ZCandidateInvite = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  listing: ZCandidateInviteTarget.nullable(),
  job: ZCandidateInviteTarget.nullable(),
  status: ZCandidateInviteStatus,
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  /** The application that spent it (null once that application is deleted). */
  application_id: z.number().nullable(),
});
export type TCandidateInvite = z.infer<typeof ZCandidateInvite>;

/** GET /capi/org/candidate-invites: newest first, pages of `limit` (default 50). */
export const ZCandidateInvitesQuery = z.strictObject(pageQuery({ defaultSize: PAGE_SIZE, maxSize: MAX_PAGE_SIZE }));
export type TCandidateInvitesQuery = z.infer<typeof ZCandidateInvitesQuery>;
export const ZCandidateInvitesResponse = listResponse(ZCandidateInvite);
export type TCandidateInvitesResponse = z.infer<typeof ZCandidateInvitesResponse>;

/**
 * GET /capi/candidate-invites/{token}: what the application wizard prefills. An unknown, revoked,
 * used or expired token → 400 ServiceError candidate_invite_invalid (one answer for all, so the
 * wizard shows one message).
 */
export const ZPublicCandidateInvite = z.object({
  organization: z.object({ id: z.number(), name: z.string() }),
  listing: ZCandidateInviteTarget.nullable(),
  job: ZCandidateInviteTarget.nullable(),
  email: z.string(),
  name: z.string(),
  expires_at: z.string(),
});
export type TPublicCandidateInvite = z.infer<typeof ZPublicCandidateInvite>;

/** A token as the mailed link carries it (32 random bytes, base64url). */
export const ZCandidateInviteToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
