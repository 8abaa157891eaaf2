import { APPLICATION_RETENTION, RESPONSE_RECORD } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { addDays, todayInZurich } from "../../lib/dates";
import { purgeStaleCandidateInvites } from "../applications/invites/invites.service";
import { purgeDoneIndexingNotifications } from "../job-feed/indexing.service";
import { purgeExpiredZtdiResults } from "../ztdi/ztdi.service";
import {
  deleteEndedSessions,
  deleteOldContactMessages,
  deleteOldMailRequests,
  deleteOldMails,
  deleteSpentEmailCodes,
  deleteSpentLoginTokens,
  deleteSpentEmailChangeReverts,
  deleteOldSearchChanges,
  deleteDismissedNotifications,
  deleteSpentMembershipInvites,
  deleteUnconfirmedAccounts,
  deleteUnclaimedApplicationAttachments,
  deleteOldApplicationOutcomes,
  findApplicationRetentionDays,
  insertRetentionRun,
  purgeClosedApplications,
} from "./retention.repo";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The retention periods the data policy states (apps/web/src/features/legal). */
export const RETENTION = {
  mailLogDays: 90,
  contactRequestDays: 2 * 365,
  unconfirmedAccountDays: 7,
  searchChangeDays: 1,
  dismissedNotificationDays: 30,
  spentMemberInviteDays: 30,
  /** A PDF uploaded for an application that was never sent (ADR 022). */
  unclaimedAttachmentDays: 1,
  /**
   * Closed (archived), rejected and withdrawn applications, counted in Zurich days from the day they were closed: the
   * organisation's period (30–180 days) or this default (the GlG Art. 8 claim window, docs/domain.md §4).
   */
  closedApplicationDays: APPLICATION_RETENTION.defaultDays,
  /** What the response record keeps of deleted applications: its window and the one before (ADR 087). */
  applicationOutcomeDays: 2 * RESPONSE_RECORD.windowDays,
} as const;

/**
 * Deletes what has outlived its period; returns how many rows of each kind went, and records the
 * counts in retention_runs when anything went (counts only: no ids, no addresses).
 */
export async function purgeExpiredData(ctx: AppContext) {
  const now = ctx.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  return inTransaction(ctx, async ({ db }) => {
    const counts = {
      sessions: await deleteEndedSessions(db, now),
      loginTokens: await deleteSpentLoginTokens(db, now),
      emailCodes: await deleteSpentEmailCodes(db, now),
      emailChangeReverts: await deleteSpentEmailChangeReverts(db, now),
      // The limits on links and codes look back one hour; older requests are of no use.
      mailRequests: await deleteOldMailRequests(db, new Date(now.getTime() - HOUR)),
      mails: await deleteOldMails(db, daysAgo(RETENTION.mailLogDays)),
      contactRequests: await deleteOldContactMessages(db, daysAgo(RETENTION.contactRequestDays)),
      unconfirmedAccounts: await deleteUnconfirmedAccounts(db, daysAgo(RETENTION.unconfirmedAccountDays)),
      searchChanges: await deleteOldSearchChanges(db, daysAgo(RETENTION.searchChangeDays)),
      dismissedNotifications: await deleteDismissedNotifications(db, daysAgo(RETENTION.dismissedNotificationDays)),
      memberInvites: await deleteSpentMembershipInvites(db, daysAgo(RETENTION.spentMemberInviteDays)),
      unclaimedAttachments: await deleteUnclaimedApplicationAttachments(db, daysAgo(RETENTION.unclaimedAttachmentDays)),
      // Unused ones 30 days after they expired, used ones once their application is gone (ADR 026).
      candidateInvites: await purgeStaleCandidateInvites({ ...ctx, db, now: () => now }),
      // Two years after they were taken (ADR 028); the anonymous survey is no personal data and stays.
      ztdiResults: await purgeExpiredZtdiResults({ ...ctx, db, now: () => now }),
      // Archived, rejected and withdrawn applications past their organisation's period, with answers, attachments, contact requests.
      closedApplications: await purgeClosedApplications(db, now, RETENTION.closedApplicationDays),
      applicationOutcomes: await deleteOldApplicationOutcomes(db, daysAgo(RETENTION.applicationOutcomeDays)),
      // Search-engine notifications sent or given up on, 30 days after they were written (ADR 092).
      indexingNotifications: await purgeDoneIndexingNotifications({ ...ctx, db, now: () => now }),
    };
    if (Object.values(counts).some((n) => n > 0)) await insertRetentionRun(db, now, counts);
    return counts;
  });
}

/**
 * The Zurich date a closed application's data is deleted (the final mails and the applicant's page
 * say it): the day after its organisation's period, counted from the Zurich day it closed, is the
 * first day purgeClosedApplications takes it.
 */
export async function deletedOnOf(
  ctx: AppContext,
  application: { organizationId: number; closedAt: Date | null },
): Promise<string> {
  const days =
    (await findApplicationRetentionDays(ctx.db, application.organizationId)) ?? RETENTION.closedApplicationDays;
  return addDays(todayInZurich(application.closedAt ?? ctx.now()), days + 1);
}
