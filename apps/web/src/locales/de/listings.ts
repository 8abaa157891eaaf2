import type { Widen } from "../en";
import type { listingsEn } from "../en/listings";

/** German texts of the listings of the organisation: CRUD, wizard, extension, lifecycle. */
export const listingsDe: Widen<typeof listingsEn> = {};
