import type { TNotification } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Bell, Check, CheckCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useDropdown } from "@/components/ui/use-dropdown";
import { useSession } from "@/lib/session";
import { useDismissNotifications } from "../api/activities-api";
import { formatMoment } from "@/lib/format";
import { activitySentence, activityTime, SOURCE_ROUTES } from "../activity-text";
import { useNotifications } from "../use-notifications";

/**
 * The bell in the org area's header: the unread count (shown, and in the button's name), a panel
 * of the unread notifications with a link to each source, "dismiss" per item and "dismiss all".
 * Escape, a click outside and navigating close the panel; Escape returns focus to the bell. New
 * notifications are announced politely. It polls while mounted (spec §9, use-notifications.ts).
 */
export function NotificationBell({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const readerId = useSession().data?.user?.id;
  const [announcement, setAnnouncement] = useState("");
  const query = useNotifications(slug, (arrived) => {
    const newest = arrived[0];
    if (!newest) return;
    const sentence = activitySentence(t, newest.activity, readerId);
    setAnnouncement(
      arrived.length === 1
        ? t("activities.bell.announceOne", { sentence })
        : t("activities.bell.announceMany", { count: arrived.length, sentence }),
    );
  });
  const dismiss = useDismissNotifications(slug);
  const count = query.data?.count ?? 0;
  const items = query.data?.items ?? [];

  const { open, panelId, root, buttonProps } = useDropdown();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const label = count === 0 ? t("activities.bell.buttonNone") : t("activities.bell.button", { count });
  const dismissSome = (input: { ids: number[] } | { all: true }) =>
    dismiss.mutate(input, {
      // The dismissed item (or all of them) leaves the list: reading goes on at the panel's heading.
      onSuccess: () => heading.current?.focus(),
    });

  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        className="relative flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-fg hover:bg-surface"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-semibold text-accent-fg"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
        <span className="sr-only">{label}</span>
      </button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={headingId}
        className="absolute right-0 z-30 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-bg p-3 shadow-lg"
      >
        <div className="flex items-center justify-between gap-3 pb-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t("activities.bell.title")}
          </h2>
          {items.length > 0 && (
            <button
              type="button"
              className={buttonClasses("ghost", "sm")}
              disabled={dismiss.isPending}
              onClick={() => dismissSome({ all: true })}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t("activities.bell.dismissAll")}
            </button>
          )}
        </div>
        {query.isError && !query.data ? (
          <p className="py-2 text-sm text-danger">{t("activities.bell.loadFailed")}</p>
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted">{t("activities.bell.empty")}</p>
        ) : (
          <ul className="max-h-[60vh] divide-y divide-border overflow-y-auto">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                slug={slug}
                readerId={readerId}
                disabled={dismiss.isPending}
                onDismiss={() => dismissSome({ ids: [notification.id] })}
              />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 text-sm">
          <span className="text-muted">
            {count > items.length ? t("activities.bell.more", { count: count - items.length }) : ""}
          </span>
          <Link
            to="/$lang/org/$companyslug"
            params={{ lang, companyslug: slug }}
            hash="org-activity"
            className="font-medium text-accent underline hover:text-accent-hover"
          >
            {t("activities.bell.allActivity")}
          </Link>
        </div>
      </section>
    </div>
  );
}

function NotificationItem({
  notification,
  slug,
  readerId,
  disabled,
  onDismiss,
}: {
  notification: TNotification;
  slug: string;
  readerId: number | undefined;
  disabled: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { activity } = notification;
  const sentence = activitySentence(t, activity, readerId);
  return (
    <li className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1">
        <Link
          to={SOURCE_ROUTES[activity.source_type]}
          params={{ lang, companyslug: slug, id: String(activity.source_id) }}
          className="text-sm wrap-anywhere text-fg underline-offset-2 hover:underline"
        >
          {sentence}
        </Link>
        <time
          dateTime={activity.created_at}
          title={formatMoment(activity.created_at, lang, { long: true })}
          className="block text-xs text-muted"
        >
          {activityTime(t, activity.created_at, lang)}
        </time>
      </div>
      <button
        type="button"
        aria-label={t("activities.bell.dismissLabel", { sentence })}
        disabled={disabled}
        onClick={onDismiss}
        className={cn(buttonClasses("ghost", "sm"), "shrink-0")}
      >
        <Check aria-hidden="true" className="size-4" />
        {t("activities.bell.dismiss")}
      </button>
    </li>
  );
}
