/** Query keys of the job alerts (ADR 079). */
export const subscriptionKeys = {
  all: ["subscriptions"] as const,
  suggestion: () => [...subscriptionKeys.all, "suggestion"] as const,
};
