import type { TLanguage } from "@jobatlas/contract";

/** Server texts of career experiments: hypothesis profiles, job hits, ratings, testers (error details, mails), in both UI languages. */
export const experimentsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
