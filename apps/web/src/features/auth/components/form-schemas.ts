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

export const ZEmployerSignupForm = ZEmployerSignupRequest.omit({ kind: true }).extend({ accept_terms: acceptTerms });

export const ZOpenOrganizationForm = ZOpenOrganizationRequest;

export const ZLoginForm = ZLoginRequest.pick({ email: true });
