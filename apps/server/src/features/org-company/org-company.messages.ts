import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the organisation editor: company profile, logo, addresses, members and invites, widget settings (error details, mails), in both UI languages. */
export const orgCompanyMessages = {} satisfies Record<string, Record<TLanguage, string>>;
