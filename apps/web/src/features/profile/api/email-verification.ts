import {
  ZEmailVerificationConfirmResponse,
  ZMailSentResponse,
  type TEmailVerificationConfirmRequest,
  type TEmailVerificationRequest,
} from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /capi/email-verification: mails a 6-digit code to the address. */
export function requestEmailCode(input: TEmailVerificationRequest) {
  return api.post("/capi/email-verification", input, { schema: ZMailSentResponse });
}

/** POST /capi/email-verification/confirm: the code for a short-lived token bound to that address. */
export function confirmEmailCode(input: TEmailVerificationConfirmRequest) {
  return api.post("/capi/email-verification/confirm", input, { schema: ZEmailVerificationConfirmResponse });
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode, meta: { errorToast: false } });
}

export function useConfirmEmailCode() {
  return useMutation({ mutationFn: confirmEmailCode, meta: { errorToast: false } });
}
