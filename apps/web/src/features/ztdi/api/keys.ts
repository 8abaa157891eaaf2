/** Query keys of the Z-TDI orientation (ADR 079). */
export const ztdiKeys = {
  result: (token: string) => ["ztdi", "result", token] as const,
};
