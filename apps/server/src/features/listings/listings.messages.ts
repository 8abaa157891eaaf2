import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the listings of the organisation: CRUD, wizard, extension, lifecycle (error details, mails), in both UI languages. */
export const listingsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
