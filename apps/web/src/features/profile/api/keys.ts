/** Query keys of profile (ADR 079). */
export const profileKeys = {
  all: ["profile"] as const,
};
