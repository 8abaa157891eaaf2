import type { TLanguage } from "@jobatlas/contract";

/** Server texts of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests (error details, mails), in both UI languages. */
export const subscriptionsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
