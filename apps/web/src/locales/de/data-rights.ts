import type { Widen } from "../en";
import type { dataRightsEn } from "../en/data-rights";

/** German texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsDe: Widen<typeof dataRightsEn> = {};
