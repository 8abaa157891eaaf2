/**
 * Query keys of an organisation's data (ADR 079). Every org area's keys start with
 * `orgKeys.all(slug)`, so one prefix refreshes everything of the organisation (a plan change);
 * each area's own keys (jobs, listings, candidates …) are in its `api/keys.ts` under this prefix.
 */
export const orgKeys = {
  all: (slug: string) => ["org", slug] as const,
  detail: (slug: string) => [...orgKeys.all(slug), "detail"] as const,
  /** Everything about the plan: its state and the previews (an activity of source `plan` refreshes it). */
  plan: (slug: string) => [...orgKeys.all(slug), "plan"] as const,
  planState: (slug: string) => [...orgKeys.plan(slug), "state"] as const,
  planPreview: (slug: string, plan: string) => [...orgKeys.plan(slug), "preview", plan] as const,
};
