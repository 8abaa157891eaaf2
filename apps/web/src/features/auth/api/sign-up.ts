import { ZMailSentResponse, type TSignupRequest } from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /capi/signup (seeker or employer): the answer is the same whether or not the email is known. */
export function signUp(input: TSignupRequest) {
  return api.post("/capi/signup", input, { schema: ZMailSentResponse });
}

export function useSignUp() {
  // The form shows every failure itself (applyApiError).
  return useMutation({ mutationFn: signUp, meta: { errorToast: false } });
}
