import { ZMailSentResponse, type TLoginRequest } from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /capi/login: mails a one-time sign-in link (or a sign-up invitation to an unknown address). */
export function requestLoginLink(input: TLoginRequest) {
  return api.post("/capi/login", input, { schema: ZMailSentResponse });
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink, meta: { errorToast: false } });
}
