import {
  ZBulkRejectionRecipientsResponse,
  ZBulkRejectionResponse,
  ZScheduledRejectionsResponse,
  type TBulkRejectionRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { bulkRejectionKeys, candidateKeys } from "@/features/applications/api/keys";

/** GET /capi/org/scheduled-rejections: the rejections waiting to be sent (list and profile show them). */
export const scheduledRejectionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: bulkRejectionKeys.scheduled(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/scheduled-rejections", { schema: ZScheduledRejectionsResponse, signal }),
  });

/** GET /capi/org/bulk-rejections/recipients: what the preview fills the template with, per application. */
export const bulkRecipientsQueryOptions = (slug: string, ids: readonly number[]) =>
  queryOptions({
    queryKey: bulkRejectionKeys.recipients(slug, ids),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/bulk-rejections/recipients", {
        schema: ZBulkRejectionRecipientsResponse,
        query: { application_ids: [...ids].join(",") },
        signal,
      }),
  });

/** POST /capi/org/bulk-rejections: every list and profile of candidates refreshes. The dialog shows failures. */
export function useBulkReject(slug: string) {
  return useMutation({
    mutationFn: (input: TBulkRejectionRequest) =>
      orgApi(slug).post("/capi/org/bulk-rejections", input, { schema: ZBulkRejectionResponse }),
    meta: { invalidates: [candidateKeys.all(slug)], errorToast: false },
  });
}

/** DELETE …/applications/{id}/scheduled-rejection: undo one application's; a 404 means it was sent already. */
export function undoScheduledRejection(slug: string, applicationId: number): Promise<unknown> {
  return orgApi(slug).delete(`/capi/org/applications/${applicationId}/scheduled-rejection`);
}

/** DELETE /capi/org/bulk-rejections/{batch_id}: undo; a 404 means it was sent already (the caller says so). */
export function undoBulkRejection(slug: string, batchId: string): Promise<unknown> {
  return orgApi(slug).delete(`/capi/org/bulk-rejections/${encodeURIComponent(batchId)}`);
}
