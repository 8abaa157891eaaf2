import type { Widen } from "../en";
import type { searchEn } from "../en/search";

/** German texts of the search screens. */
export const searchDe: Widen<typeof searchEn> = {
  placeholder: "",
};
