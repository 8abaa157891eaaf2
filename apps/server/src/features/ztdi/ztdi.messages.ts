import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the Z-TDI orientation: inventory, results by magic token, the anonymous survey (error details, mails), in both UI languages. */
export const ztdiMessages = {} satisfies Record<string, Record<TLanguage, string>>;
