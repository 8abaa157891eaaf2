/**
 * Contract of the bulk rejection (issue 30 point 2, ADR 090): the candidate list rejects several
 * applications at once with a rejection template, each applicant mailed in their language; with a
 * delay the rejections wait (scheduled) and the batch can be undone until they are sent.
 *
 * Organisation side (X-Organization, manageApplications):
 * - GET    /capi/org/bulk-rejections/recipients?application_ids=1,2: what the preview fills the
 *          template with, per application (their first name, language and titles).
 * - POST   /capi/org/bulk-rejections {application_ids, template_id, delay_hours}: all or nothing.
 * - DELETE /capi/org/bulk-rejections/{batch_id}: undo the rejections of the batch not yet sent.
 * - GET    /capi/org/scheduled-rejections: the organisation's rejections waiting to be sent.
 */
import { z } from "zod";
import { ZId, ZPathId } from "../ids-pages";
import { ZLanguage } from "../enums";
import { queryList } from "../query-params";

/** At most this many applications in one bulk rejection. */
export const BULK_REJECTION_MAX = 100;

/** The delays a bulk rejection may wait, in hours; 0 (none) is the default. */
export const BULK_REJECTION_DELAYS = [0, 1, 24, 48, 72] as const;
export const ZBulkRejectionDelay = z.literal(BULK_REJECTION_DELAYS);
export type TBulkRejectionDelay = z.infer<typeof ZBulkRejectionDelay>;

/** ServiceError codes of the bulk rejection. */
export const BULK_REJECTION_ERROR_CODES = {
  /** An application of the list is withdrawn, rejected or archived already: nothing was done. */
  applicationClosed: "application_closed",
  /** An application of the list has a rejection waiting to be sent already: nothing was done. */
  alreadyScheduled: "rejection_scheduled",
} as const;

/** The ids of a bulk rejection, each once. */
const ZApplicationIds = z
  .array(ZId)
  .min(1)
  .max(BULK_REJECTION_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: "Each application once" });

/** POST /capi/org/bulk-rejections. */
export const ZBulkRejectionRequest = z.strictObject({
  application_ids: ZApplicationIds,
  template_id: ZId,
  delay_hours: ZBulkRejectionDelay.default(0),
});
export type TBulkRejectionRequest = z.input<typeof ZBulkRejectionRequest>;

/**
 * 200 of POST /capi/org/bulk-rejections: without a delay every application is rejected now
 * (`rejected`, `batch_id` null); with one they are scheduled (`scheduled`, the batch and when).
 */
export const ZBulkRejectionResponse = z.object({
  rejected: z.number(),
  scheduled: z.number(),
  batch_id: z.string().nullable(),
  send_at: z.string().nullable(),
});
export type TBulkRejectionResponse = z.infer<typeof ZBulkRejectionResponse>;

/** A batch's id in the path (a random UUID); anything else names nothing (404). */
export const ZBulkRejectionBatchParams = z.strictObject({ batch_id: z.string().max(100) });

/** GET /capi/org/bulk-rejections/recipients. */
export const ZBulkRejectionRecipientsQuery = z.strictObject({
  application_ids: queryList(z.array(ZPathId).min(1).max(BULK_REJECTION_MAX)),
});

/** What the preview fills a template with for one application (the server fills it the same way). */
export const ZBulkRejectionRecipient = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  identity_deleted: z.boolean(),
  language: ZLanguage,
  listing_title: z.string().nullable(),
  job_title: z.string().nullable(),
  /** Pending or active and no rejection waiting: it can be rejected. */
  can_reject: z.boolean(),
});
export type TBulkRejectionRecipient = z.infer<typeof ZBulkRejectionRecipient>;

/** GET /capi/org/bulk-rejections/recipients: the organisation's applications of the list (others left out). */
export const ZBulkRejectionRecipientsResponse = z.object({
  company_name: z.string(),
  items: z.array(ZBulkRejectionRecipient),
});
export type TBulkRejectionRecipientsResponse = z.infer<typeof ZBulkRejectionRecipientsResponse>;

/** A rejection waiting to be sent. */
export const ZScheduledRejection = z.object({
  application_id: z.number(),
  batch_id: z.string(),
  send_at: z.string(),
});
export type TScheduledRejection = z.infer<typeof ZScheduledRejection>;

/** GET /capi/org/scheduled-rejections: soonest first. */
export const ZScheduledRejectionsResponse = z.object({
  items: z.array(ZScheduledRejection),
  count: z.number(),
});
export type TScheduledRejectionsResponse = z.infer<typeof ZScheduledRejectionsResponse>;
