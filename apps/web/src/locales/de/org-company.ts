import type { Widen } from "../en";
import type { orgCompanyEn } from "../en/org-company";

/** German texts of the organisation editor: company profile, logo, addresses, members and invites, widget settings. */
export const orgCompanyDe: Widen<typeof orgCompanyEn> = {};
