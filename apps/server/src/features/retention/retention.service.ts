import type { AppContext } from "../../context";
import {
  deleteEndedSessions,
  deleteOldContactMessages,
  deleteOldMailRequests,
  deleteOldMails,
  deleteSpentEmailCodes,
  deleteSpentLoginTokens,
  deleteUnconfirmedAccounts,
} from "./retention.repo";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The retention periods the data policy states (apps/web/src/features/legal). */
export const RETENTION = {
  mailLogDays: 90,
  contactRequestDays: 2 * 365,
  unconfirmedAccountDays: 7,
} as const;

/** Deletes what has outlived its period; returns how many rows of each kind went. */
export async function purgeExpiredData(ctx: Pick<AppContext, "db" | "now">) {
  const now = ctx.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  return ctx.db.transaction(async (tx) => ({
    sessions: await deleteEndedSessions(tx, now),
    loginTokens: await deleteSpentLoginTokens(tx, now),
    emailCodes: await deleteSpentEmailCodes(tx, now),
    // The limits on links and codes look back one hour; older requests are of no use.
    mailRequests: await deleteOldMailRequests(tx, new Date(now.getTime() - HOUR)),
    mails: await deleteOldMails(tx, daysAgo(RETENTION.mailLogDays)),
    contactRequests: await deleteOldContactMessages(tx, daysAgo(RETENTION.contactRequestDays)),
    unconfirmedAccounts: await deleteUnconfirmedAccounts(tx, daysAgo(RETENTION.unconfirmedAccountDays)),
  }));
}
