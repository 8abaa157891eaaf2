import type { TActivity, TActivitySourceType, TNotification } from "@jobatlas/contract";
import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { candidateKeys } from "@/features/applications";
import { jobKeys } from "@/features/jobs";
import { listingKeys } from "@/features/listings";
import { orgKeys } from "@/features/orgs";
import { questionnaireKeys } from "@/features/questionnaires";
import { notificationsQueryOptions } from "./api/activities-api";
import { activityKeys } from "./api/keys";
import { pollingOptions, useWindowActivity } from "./polling";

/** The org lists an activity of each source type may have changed (spec §4: application and job at least). */
const LIST_OF_SOURCE: Record<TActivitySourceType, (slug: string) => QueryKey> = {
  application: candidateKeys.all,
  job: jobKeys.all,
  listing: listingKeys.all,
  questionnaire: questionnaireKeys.all,
  plan: orgKeys.plan,
};

/**
 * The query keys to refresh when these activities arrive: the lists of their source types (prefix
 * keys, so every page, filter and detail of the list), the activity feed and the home's counts.
 */
export function keysToRefresh(slug: string, arrived: readonly Pick<TActivity, "source_type">[]): QueryKey[] {
  if (arrived.length === 0) return [];
  const lists = [...new Set(arrived.map((activity) => LIST_OF_SOURCE[activity.source_type]))];
  return [...lists.map((list) => list(slug)), activityKeys.feed(slug), activityKeys.summary(slug)];
}

/**
 * The newest activity id in a notifications answer, and those newer than `seen`. Ids grow, so a
 * notification is new when its activity's id is above the newest one this page has seen.
 */
export function arrivedSince(items: readonly TNotification[], seen: number | undefined) {
  const newest = items.reduce((max, item) => Math.max(max, item.activity.id), seen ?? 0);
  const arrived = seen === undefined ? [] : items.filter((item) => item.activity.id > seen);
  return { newest, arrived };
}

/**
 * The signed-in member's unread notifications in the organisation, polled as spec §9 says (10 s
 * focused, 60 s blurred, none hidden, at once when visible again). When new activities arrive the
 * matching lists are refreshed (spec §4) and `onArrived` hears of them (the bell announces them);
 * what was there on the first answer is not new.
 */
export function useNotifications(slug: string, onArrived?: (arrived: TNotification[]) => void) {
  const queryClient = useQueryClient();
  const activity = useWindowActivity();
  const query = useQuery({ ...notificationsQueryOptions(slug), ...pollingOptions(activity) });
  const { refetch, data } = query;

  const previous = useRef(activity);
  useEffect(() => {
    const was = previous.current;
    previous.current = activity;
    if (was === "hidden" && activity !== "hidden") void refetch();
  }, [activity, refetch]);

  const seen = useRef<number | undefined>(undefined);
  const listener = useRef(onArrived);
  useEffect(() => {
    listener.current = onArrived;
  });
  useEffect(() => {
    if (!data) return;
    const { newest, arrived } = arrivedSince(data.items, seen.current);
    seen.current = newest;
    if (arrived.length === 0) return;
    for (const queryKey of keysToRefresh(
      slug,
      arrived.map((item) => item.activity),
    ))
      void queryClient.invalidateQueries({ queryKey });
    listener.current?.(arrived);
  }, [data, slug, queryClient]);

  return query;
}
