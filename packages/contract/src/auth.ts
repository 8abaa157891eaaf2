import { z } from "zod";
import { VERIFICATION_CODE_LENGTH, ZLanguage } from "./enums";
import { ZEmail, ZPersonName as ZName } from "./fields";
import { ZCompanyFields, ZOrganization } from "./orgs";
import { ZRelativePath } from "./search-params";

/** Who signs up, on either sign-up form. */
const ZPersonFields = z.strictObject({
  email: ZEmail,
  first_name: ZName,
  last_name: ZName,
  language: ZLanguage,
  accept_terms: z.literal(true),
});

/** Seeker sign-up (account/signup). */
export const ZSeekerSignupRequest = z.strictObject({
  kind: z.literal("seeker"),
  ...ZPersonFields.shape,
  next: ZRelativePath.optional().catch(undefined),
});

/** Employer account opening with plan choice (account/signup/company). */
export const ZEmployerSignupRequest = z.strictObject({
  kind: z.literal("employer"),
  ...ZPersonFields.shape,
  ...ZCompanyFields.shape,
});
export const ZSignupRequest = z.discriminatedUnion("kind", [ZSeekerSignupRequest, ZEmployerSignupRequest]);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** Answer of sign-up, login and code requests: the same whether or not the email is known. */
export const ZMailSentResponse = z.object({ detail: z.string() });
export type TMailSentResponse = z.infer<typeof ZMailSentResponse>;

/** `next` that is not a same-origin relative path is dropped, never followed (open-redirect guard). */
export const ZLoginRequest = z.strictObject({ email: ZEmail, next: ZRelativePath.optional().catch(undefined) });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZCheckTokenRequest = z.strictObject({ token: z.string().min(20).max(200) });
export const ZCheckTokenResponse = z.object({ next: z.string() });
export type TCheckTokenResponse = z.infer<typeof ZCheckTokenResponse>;

/** ServiceError codes of the account area, translated where they are shown. */
export const AUTH_ERROR_CODES = {
  loginTokenInvalid: "login_token_invalid",
  codeInvalid: "verification_code_invalid",
  codeExpired: "verification_code_expired",
  verificationTokenInvalid: "verification_token_invalid",
  emailTaken: "email_taken",
  /** A "this wasn't me" link that is unknown, used or older than EMAIL_REVERT_DAYS. */
  emailRevertInvalid: "email_revert_invalid",
} as const;

/** How long the old address's "this wasn't me" link restores it after an email change (ADR 056). */
export const EMAIL_REVERT_DAYS = 14;

/** POST /capi/email-change/revert: the token of the link mailed to the old address. */
export const ZEmailRevertRequest = z.strictObject({ token: z.string().min(20).max(200) });
export type TEmailRevertRequest = z.infer<typeof ZEmailRevertRequest>;
/** The address the account has again; every session of it has ended. */
export const ZEmailRevertResponse = z.object({ email: z.string() });
export type TEmailRevertResponse = z.infer<typeof ZEmailRevertResponse>;

export const ZEmailVerificationPurpose = z.enum(["application", "change_email"]);
export const ZEmailVerificationRequest = z.strictObject({ email: ZEmail, purpose: ZEmailVerificationPurpose });
export type TEmailVerificationRequest = z.infer<typeof ZEmailVerificationRequest>;
export const ZEmailVerificationConfirmRequest = z.strictObject({
  email: ZEmail,
  code: z.string().trim().length(VERIFICATION_CODE_LENGTH).regex(/^\d+$/),
});
export type TEmailVerificationConfirmRequest = z.infer<typeof ZEmailVerificationConfirmRequest>;
export const ZEmailVerificationConfirmResponse = z.object({
  verification_token: z.string(),
  email: z.string(),
  expires_at: z.iso.datetime(),
});
export type TEmailVerificationConfirmResponse = z.infer<typeof ZEmailVerificationConfirmResponse>;

export const ZProfile = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: ZLanguage,
  picture_url: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdateRequest = z.strictObject({
  first_name: ZName,
  last_name: ZName,
  language: ZLanguage,
  /** A new email needs the token from POST /capi/email-verification/confirm for that address. */
  email: ZEmail.optional(),
  email_verification_token: z.string().min(20).max(200).optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/**
 * Pixels an uploaded image (a profile picture, a logo, a listing's picture) may have: a small file
 * can unpack to gigabytes (a 50,000 × 50,000 PNG of 2.4 MB). 50 million is 8,660 × 5,773 pixels,
 * more than a phone's camera takes (ADR 064).
 */
export const PICTURE_MAX_PIXELS = 50_000_000;

/** ServiceError codes of image uploads (profile picture, logo, listing picture); the web app words each one. */
export const MEDIA_ERROR_CODES = {
  /** The image has more than PICTURE_MAX_PIXELS pixels. */
  tooManyPixels: "image_too_many_pixels",
} as const;

/** GET /capi/status: whether the caller is signed in, as whom, and in which organisations. */
export const ZStatusResponse = z.object({
  authenticated: z.boolean(),
  user: ZProfile.nullable(),
  organizations: z.array(ZOrganization),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;
