import {
  ZEmployerSignupRequest,
  ZLoginRequest,
  ZOpenOrganizationRequest,
  ZSeekerSignupRequest,
} from "@jobatlas/contract";
import { z } from "zod";
import { i18n } from "@/lib/i18n";

// The forms check exactly what the server checks (the contract's schemas, worded with the
// contract's messages in the page language); only the terms checkbox gets its own message,
// since "choose one of the offered options" would read oddly there.
const acceptTerms = z.literal(true, { error: () => i18n.t("account.acceptTermsRequired") });

export const ZSeekerSignupForm = ZSeekerSignupRequest.omit({ kind: true, next: true }).extend({
  accept_terms: acceptTerms,
});
export type TSeekerSignupFormInput = z.input<typeof ZSeekerSignupForm>;
export type TSeekerSignupForm = z.output<typeof ZSeekerSignupForm>;

export const ZEmployerSignupForm = ZEmployerSignupRequest.omit({ kind: true }).extend({ accept_terms: acceptTerms });
export type TEmployerSignupFormInput = z.input<typeof ZEmployerSignupForm>;
export type TEmployerSignupForm = z.output<typeof ZEmployerSignupForm>;

export const ZOpenOrganizationForm = ZOpenOrganizationRequest;
export type TOpenOrganizationFormInput = z.input<typeof ZOpenOrganizationForm>;
export type TOpenOrganizationForm = z.output<typeof ZOpenOrganizationForm>;

export const ZLoginForm = ZLoginRequest.pick({ email: true });
export type TLoginFormInput = z.input<typeof ZLoginForm>;
export type TLoginForm = z.output<typeof ZLoginForm>;
