/** Query keys of the job alerts (ADR 079); zod-free, for the search page (ADR 048). */
export const subscriptionKeys = {
  all: ["subscriptions"] as const,
  suggestion: () => [...subscriptionKeys.all, "suggestion"] as const,
};
