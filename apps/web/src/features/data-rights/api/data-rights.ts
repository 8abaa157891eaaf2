import {
  ZAccountDeletionPreview,
  ZDataExport,
  ZDataRequestVerifyResponse,
  ZMailSentResponse,
  type TAccountDeletionRequest,
  type TDataRequestCodeRequest,
  type TDataRequestVerifyRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/session";
import { dataRightsKeys } from "./keys";

/** GET /capi/user/data-export: everything held about the signed-in user. */
export function exportMyData() {
  return api.get("/capi/user/data-export", { schema: ZDataExport });
}

/** GET /capi/user/account-deletion: what deleting the account takes along or is blocked by. */
export const accountDeletionPreviewOptions = () =>
  queryOptions({
    queryKey: dataRightsKeys.accountDeletion,
    queryFn: ({ signal }) => api.get("/capi/user/account-deletion", { schema: ZAccountDeletionPreview, signal }),
    staleTime: 0,
  });

/**
 * POST /capi/user/account-deletion. The session is gone afterwards: `signedOut` drops what was
 * cached for it; call it once the screen has left the account's pages (their queries would fail).
 */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: TAccountDeletionRequest) => api.post("/capi/user/account-deletion", input),
    meta: { errorToast: false },
  });
  return { ...mutation, signedOut: () => refreshSession(queryClient) };
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

/** POST /capi/data-requests/code: mails a code (the same answer whether data is held or not). */
export function useRequestDataCode() {
  return useMutation({
    mutationFn: (input: TDataRequestCodeRequest) =>
      api.post("/capi/data-requests/code", input, { schema: ZMailSentResponse }),
    meta: { errorToast: false },
  });
}

/** POST /capi/data-requests/verify: the code for a token of 30 minutes. */
export function useVerifyDataCode() {
  return useMutation({
    mutationFn: (input: TDataRequestVerifyRequest) =>
      api.post("/capi/data-requests/verify", input, { schema: ZDataRequestVerifyResponse }),
    meta: { errorToast: false },
  });
}

/** POST /capi/data-requests/export: what is held under the verified address. */
export function useExportByToken() {
  return useMutation({
    mutationFn: (token: string) => api.post("/capi/data-requests/export", { token }, { schema: ZDataExport }),
  });
}

/** POST /capi/data-requests/delete: erases what is held under the verified address. */
export function useDeleteByToken() {
  return useMutation({
    mutationFn: (token: string) => api.post("/capi/data-requests/delete", { token }),
    meta: { errorToast: false },
  });
}
