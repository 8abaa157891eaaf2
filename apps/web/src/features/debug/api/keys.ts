/** Query keys of debug (ADR 079). */
export const debugKeys = {
  mail: ["debug", "mail"] as const,
};
