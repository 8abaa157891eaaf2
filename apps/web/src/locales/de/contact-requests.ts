import type { Widen } from "../en";
import type { contactRequestsEn } from "../en/contact-requests";

/** German texts of the contact requests, rejection and the application PDF. */
export const contactRequestsDe: Widen<typeof contactRequestsEn> = {};
