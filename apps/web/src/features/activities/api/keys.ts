import { orgKeys } from "@/features/orgs";

/**
 * Query keys of the activities (ADR 079): everything under `activityKeys.all(slug)` is an
 * activity list (the feed and the notifications); the org home's counts are the summary.
 */
export const activityKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "activities"] as const,
  feed: (slug: string) => [...activityKeys.all(slug), "feed"] as const,
  feedOf: (slug: string, sourceTypes: readonly string[] | "all") => [...activityKeys.feed(slug), sourceTypes] as const,
  notifications: (slug: string) => [...activityKeys.all(slug), "notifications"] as const,
  summary: (slug: string) => [...orgKeys.all(slug), "summary"] as const,
};
