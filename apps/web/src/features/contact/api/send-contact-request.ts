import { ZContactResponse, type TContactRequest } from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /capi/contact: a contact or purchase request, stored and mailed to sales. */
export function sendContactRequest(input: TContactRequest) {
  return api.post("/capi/contact", input, { schema: ZContactResponse });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest, meta: { errorToast: false } });
}
