import { FOOD_KINDS } from "./food";
import { RETAIL_KINDS } from "./retail";
import { INDUSTRY_KINDS } from "./industry";
import { CARE_KINDS } from "./care";
import { TRADES_KINDS } from "./trades";
import { HOSPITALITY_KINDS } from "./hospitality";
import { BUSINESS_KINDS } from "./business";
import type { OrgKind } from "./types";

/** Every kind of employer the demo data knows. */
export const KINDS: OrgKind[] = [
  ...FOOD_KINDS,
  ...RETAIL_KINDS,
  ...INDUSTRY_KINDS,
  ...CARE_KINDS,
  ...TRADES_KINDS,
  ...HOSPITALITY_KINDS,
  ...BUSINESS_KINDS,
];

export function kindByKey(key: string): OrgKind {
  const kind = KINDS.find((k) => k.key === key);
  if (!kind) throw new Error(`Unknown organisation kind ${key}`);
  return kind;
}

export * from "./types";
export * from "./words";
