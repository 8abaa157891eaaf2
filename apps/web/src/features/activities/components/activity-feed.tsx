import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { activityFeedQueryOptions } from "../api/activities-api";
import { formatMoment } from "@/lib/format";
import { activitySentence, activityTime, SOURCE_ROUTES } from "../activity-text";

/**
 * The organisation's activity feed, newest first, 20 at a time with "show more". It is refreshed
 * when the bell sees new activities and after a dismiss (use-notifications.ts, activities-api.ts).
 */
export function ActivityFeed({ slug, headingId }: { slug: string; headingId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const readerId = useSession().data?.user?.id;
  const feed = useInfiniteQuery(activityFeedQueryOptions(slug));
  const activities = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const count = feed.data?.pages.at(-1)?.count ?? 0;
  // After "show more", reading (and focus) goes on at the first activity that was added.
  const list = useRef<HTMLOListElement>(null);
  const focusAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusAt.current;
    if (index === undefined || index >= activities.length) return;
    focusAt.current = undefined;
    list.current?.children[index]?.querySelector("a")?.focus();
  }, [activities.length]);

  if (feed.isPending) return <p className="text-muted">{t("activities.feed.loading")}</p>;
  if (feed.isError && !feed.data)
    return (
      <div className="space-y-2">
        <p className="text-danger">{t("activities.feed.loadFailed")}</p>
        <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
          {t("activities.feed.retry")}
        </Button>
      </div>
    );
  if (activities.length === 0) return <p className="text-muted">{t("activities.feed.empty")}</p>;

  return (
    <div className="space-y-3">
      <ol ref={list} aria-labelledby={headingId} className="divide-y divide-border rounded-lg border border-border">
        {activities.map((activity) => (
          <li key={activity.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <Link
              to={SOURCE_ROUTES[activity.source_type]}
              params={{ lang, companyslug: slug, id: String(activity.source_id) }}
              className="min-w-0 wrap-anywhere text-fg underline-offset-2 hover:underline"
            >
              {activitySentence(t, activity, readerId)}
            </Link>
            <time
              dateTime={activity.created_at}
              title={formatMoment(activity.created_at, lang, { long: true })}
              className="shrink-0 text-sm text-muted"
            >
              {activityTime(t, activity.created_at, lang)}
            </time>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">{t("activities.feed.shown", { shown: activities.length, count })}</p>
        {feed.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            disabled={feed.isFetchingNextPage}
            onClick={() => {
              focusAt.current = activities.length;
              void feed.fetchNextPage();
            }}
          >
            {feed.isFetchingNextPage ? t("activities.feed.loading") : t("activities.feed.more")}
          </Button>
        )}
      </div>
    </div>
  );
}
