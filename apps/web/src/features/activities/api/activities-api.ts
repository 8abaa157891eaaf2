import {
  ACTIVITY_PAGE_SIZE,
  ZActivitiesResponse,
  ZDismissNotificationsResponse,
  ZNotificationsResponse,
  ZOrgSummary,
  type TActivitySourceType,
  type TDismissNotificationsRequest,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { activityKeys } from "./keys";

/** How many unread notifications the bell lists; the count covers all of them. */
export const BELL_PAGE_SIZE = 20;

/** GET /capi/activities, page by page ("show more"), newest first; fetched again whenever the home is shown. */
export const activityFeedQueryOptions = (slug: string, sourceTypes?: readonly TActivitySourceType[]) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feedOf(slug, sourceTypes ?? "all"),
    queryFn: ({ pageParam, signal }) =>
      orgApi(slug).get("/capi/activities", {
        schema: ZActivitiesResponse,
        query: { limit: ACTIVITY_PAGE_SIZE, offset: pageParam, source_type: sourceTypes },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.count ? loaded : undefined;
    },
    staleTime: 0,
  });

/** GET /capi/notifications: the member's unread notifications (count = unread); the bell polls it. */
export const notificationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.notifications(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/notifications", {
        schema: ZNotificationsResponse,
        query: { limit: BELL_PAGE_SIZE, unread: true },
        signal,
      }),
  });

/** GET /capi/org/summary: the org home's counts; fetched again whenever the home is shown. */
export const orgSummaryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.summary(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/summary", { schema: ZOrgSummary, signal }),
    staleTime: 0,
  });

/**
 * POST /capi/notifications/dismiss ({ids} or {all: true}). An answer above zero refreshes the
 * activity lists — the feed and the bell — and the home's unread count (spec §7). Zero means
 * another tab or session dismissed them already: only the bell is fetched again, to drop them.
 */
export function useDismissNotifications(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDismissNotificationsRequest) =>
      orgApi(slug).post("/capi/notifications/dismiss", input, { schema: ZDismissNotificationsResponse }),
    onSuccess: async (dismissed) => {
      if (dismissed <= 0) {
        await queryClient.invalidateQueries({ queryKey: activityKeys.notifications(slug) });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all(slug) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.summary(slug) }),
      ]);
    },
  });
}
