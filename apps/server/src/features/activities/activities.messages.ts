import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the activity feed and notifications (error details, mails), in both UI languages. */
export const activitiesMessages = {} satisfies Record<string, Record<TLanguage, string>>;
