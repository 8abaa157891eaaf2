/** Query keys of hidden-employers (ADR 079). */
export const hiddenEmployerKeys = {
  all: ["hidden-employers"] as const,
};
