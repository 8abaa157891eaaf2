/**
 * The bulk rejection (issue 30 point 2, ADR 090): several applications rejected with one rejection
 * template, each applicant getting the template in their language with their placeholders filled
 * (the contract's `renderTemplate`, the function the web's preview uses).
 *
 * - All or nothing: an id of another organisation (or none) answers 404 for the whole request; an
 *   application that has ended (`application_closed`) or has a rejection waiting already
 *   (`rejection_scheduled`) refuses the whole request. Nothing is done then.
 * - Without a delay each application is rejected at once through the single rejection's path
 *   (`rejectLockedApplication`: transition, activity, one mail in the applicant's language).
 * - With a delay each message is written out now and kept in `scheduled_rejections` with the
 *   batch's id and when to send; until then the batch can be undone (DELETE), and the worker's
 *   task rejects what is due. An application withdrawn, rejected or archived meanwhile is skipped.
 */
import { randomUUID } from "node:crypto";
import {
  BULK_REJECTION_ERROR_CODES,
  renderTemplate,
  type TBulkRejectionRecipientsResponse,
  type TBulkRejectionRequest,
  type TBulkRejectionResponse,
  type TScheduledRejectionsResponse,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { NotFoundError, ServiceError } from "../../../errors";
import { rejectionTemplateOf } from "../../message-templates/message-templates.service";
import type { OrgContext } from "../../orgs/orgs.types";
import { applicationsOfOrganization, type ApplicationWithNames } from "../applications.repo";
import { isIdentityDeleted } from "../applicant-identity";
import { isOpen, rejectLockedApplication } from "../contact-requests/contact-requests.service";
import {
  deleteBatch,
  deleteScheduledRejectionOf,
  dueScheduledRejections,
  insertScheduledRejections,
  lockApplicationWithNames,
  scheduledRejectionsOfApplications,
  scheduledRejectionsOfOrganization,
  takeScheduledRejection,
} from "./bulk-rejections.repo";
import "./bulk-rejections.messages";

const HOUR = 60 * 60 * 1000;
/** Rejections the task takes per run; the rest wait for the next minute. */
const DUE_BATCH = 200;

/** The message an application's applicant gets from the template texts (their language, else the fallback). */
function messageFor(texts: Parameters<typeof renderTemplate>[0], found: ApplicationWithNames): string {
  return renderTemplate(texts, found.application.language, {
    firstName: found.application.firstName,
    companyName: found.company.name,
    listingTitle: found.listing?.title ?? null,
    jobTitle: found.job?.title ?? null,
  });
}

/** GET /capi/org/bulk-rejections/recipients: what the preview fills the template with; others' ids left out. */
export async function bulkRejectionRecipients(
  ctx: AppContext,
  org: OrgContext,
  ids: number[],
): Promise<TBulkRejectionRecipientsResponse> {
  const found = await applicationsOfOrganization(ctx.db, org.organization.id, ids);
  const scheduled = new Set(
    (
      await scheduledRejectionsOfApplications(
        ctx.db,
        found.map((f) => f.application.id),
      )
    ).map((s) => s.applicationId),
  );
  return {
    company_name: org.organization.name,
    items: found.map(({ application, listing, job }) => ({
      id: application.id,
      first_name: application.firstName,
      last_name: application.lastName,
      identity_deleted: isIdentityDeleted(application),
      language: application.language,
      listing_title: listing?.title ?? null,
      job_title: job?.title ?? null,
      can_reject: isOpen(application) && !scheduled.has(application.id),
    })),
  };
}

/** POST /capi/org/bulk-rejections: rejects now, or schedules the batch `delay_hours` ahead. */
export async function bulkReject(
  ctx: AppContext,
  org: OrgContext,
  input: TBulkRejectionRequest,
): Promise<TBulkRejectionResponse> {
  const ids = input.application_ids;
  const delayHours = input.delay_hours ?? 0;
  return inTransaction(ctx, async (tx) => {
    const template = await rejectionTemplateOf(tx, org.organization.id, input.template_id);
    const found = await applicationsOfOrganization(tx.db, org.organization.id, ids, { lock: true });
    if (found.length !== new Set(ids).size) throw new NotFoundError("notFound");
    if (found.some((f) => !isOpen(f.application))) {
      throw new ServiceError(BULK_REJECTION_ERROR_CODES.applicationClosed, "bulkRejectionApplicationClosed");
    }
    if ((await scheduledRejectionsOfApplications(tx.db, ids)).length > 0) {
      throw new ServiceError(BULK_REJECTION_ERROR_CODES.alreadyScheduled, "bulkRejectionAlreadyScheduled");
    }
    if (delayHours === 0) {
      for (const f of found) await rejectLockedApplication(tx, f, org.user.id, messageFor(template.texts, f));
      return { rejected: found.length, scheduled: 0, batch_id: null, send_at: null };
    }
    const batchId = randomUUID();
    const now = tx.now();
    const sendAt = new Date(now.getTime() + delayHours * HOUR);
    await insertScheduledRejections(
      tx.db,
      found.map((f) => ({
        organizationId: org.organization.id,
        applicationId: f.application.id,
        batchId,
        createdBy: org.user.id,
        message: messageFor(template.texts, f),
        sendAt,
        createdAt: now,
      })),
    );
    return { rejected: 0, scheduled: found.length, batch_id: batchId, send_at: sendAt.toISOString() };
  });
}

/** DELETE /capi/org/bulk-rejections/{batch_id}: the batch's rejections not yet sent are dropped; 404 when none is left. */
export async function undoBulkRejection(ctx: AppContext, org: OrgContext, batchId: string): Promise<void> {
  if ((await deleteBatch(ctx.db, org.organization.id, batchId)) === 0) throw new NotFoundError("notFound");
}

/**
 * DELETE /capi/org/applications/{id}/scheduled-rejection: takes back the waiting rejection of this
 * one application, leaving the rest of its batch; 404 when none waits (sent, undone, or another
 * organisation's application).
 */
export async function undoScheduledRejection(ctx: AppContext, org: OrgContext, applicationId: number): Promise<void> {
  if ((await deleteScheduledRejectionOf(ctx.db, org.organization.id, applicationId)) === 0) {
    throw new NotFoundError("notFound");
  }
}

/** GET /capi/org/scheduled-rejections: the organisation's rejections waiting to be sent, soonest first. */
export async function scheduledRejectionsOf(ctx: AppContext, org: OrgContext): Promise<TScheduledRejectionsResponse> {
  const rows = await scheduledRejectionsOfOrganization(ctx.db, org.organization.id);
  return {
    items: rows.map((row) => ({
      application_id: row.applicationId,
      batch_id: row.batchId,
      send_at: row.sendAt.toISOString(),
    })),
    count: rows.length,
  };
}

/**
 * The worker's task (every minute): each due rejection in its own transaction — the application
 * locked first, then the row taken; gone (undone, or done by a parallel run) means nothing to do.
 * An application no longer open is skipped; its row is dropped all the same. Idempotent.
 */
export async function runScheduledRejections(ctx: AppContext): Promise<{ rejected: number; skipped: number }> {
  const done = { rejected: 0, skipped: 0 };
  for (const due of await dueScheduledRejections(ctx.db, ctx.now(), DUE_BATCH)) {
    await inTransaction(ctx, async (tx) => {
      const found = await lockApplicationWithNames(tx.db, due.applicationId);
      const row = await takeScheduledRejection(tx.db, due.id);
      if (!row || !found) return;
      if (!isOpen(found.application) || isIdentityDeleted(found.application)) {
        done.skipped += 1;
        return;
      }
      await rejectLockedApplication(tx, found, row.createdBy, row.message);
      done.rejected += 1;
    });
  }
  return done;
}
