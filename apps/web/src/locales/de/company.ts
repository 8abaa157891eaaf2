import type { Widen } from "../en";
import type { companyEn } from "../en/company";

/** German texts of the company screens. */
export const companyDe: Widen<typeof companyEn> = {
  placeholder: "",
};
