import type { Widen } from "../en";
import type { ztdiEn } from "../en/ztdi";

/** German texts of the Z-TDI orientation: inventory, results by magic token, the anonymous survey. */
export const ztdiDe: Widen<typeof ztdiEn> = {};
