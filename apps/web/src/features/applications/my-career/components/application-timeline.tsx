import type { TMyApplication, TMyApplicationEvent, TMyApplicationHistoryEntry } from "@jobatlas/contract";
import {
  Archive,
  CircleCheck,
  CircleX,
  Eye,
  Hourglass,
  Inbox,
  type LucideIcon,
  Mail,
  MailQuestion,
  Trash2,
  Undo2,
  UserCheck,
} from "lucide-react";
import { useLanguage } from "@/components/layout/use-language";
import { cn } from "@/components/ui/cn";
import { formatDate, formatLongDay, formatMoment } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";

/** The events that close an application: the employer's message belongs to the last of them. */
const FINAL_EVENTS: ReadonlySet<TMyApplicationEvent> = new Set([
  "user_withdrawn",
  "org_withdrawn",
  "user_rejected",
  "org_rejected",
  "archived",
  "closed_unanswered",
]);

/** Each event's mark (beside its words, never instead of them). */
const ICONS: Record<TMyApplicationEvent, LucideIcon> = {
  invited: Mail,
  submitted: Inbox,
  seen: Eye,
  accepted: CircleCheck,
  contact_requested: MailQuestion,
  contact_accepted: UserCheck,
  user_withdrawn: Undo2,
  org_withdrawn: Undo2,
  user_rejected: CircleX,
  org_rejected: CircleX,
  archived: Archive,
  closed_unanswered: Hourglass,
};

/**
 * The application's steps, oldest first (the contract lists them newest first); entries of the
 * same instant keep the server's order. Without any entry, the application's receipt.
 */
export function timelineEntries(
  application: Pick<TMyApplication, "history" | "created_at">,
): TMyApplicationHistoryEntry[] {
  if (application.history.length === 0) return [{ id: 0, event: "submitted", created_at: application.created_at }];
  return [...application.history]
    .reverse()
    .sort((a, b) => (Date.parse(a.created_at) || 0) - (Date.parse(b.created_at) || 0));
}

/** The last step that closed the application, if it is closed by one. */
export function finalEntry(
  application: Pick<TMyApplication, "history" | "created_at">,
): TMyApplicationHistoryEntry | undefined {
  return timelineEntries(application).findLast((entry) => FINAL_EVENTS.has(entry.event));
}

/**
 * The application's timeline (issue 29), on the seeker's application page and the anonymous
 * status page alike: a dated ordered list of its steps in the applicant's language, the latest
 * marked; the employer's closing message (plain text, never HTML) with the step that closed it;
 * while pending, the employer's answer time and the day it closes without an answer; once final,
 * the day its data is deleted.
 */
export function ApplicationTimeline({
  application,
}: {
  application: Pick<
    TMyApplication,
    "history" | "created_at" | "company" | "closing_message" | "answer_days" | "closes_at" | "deleted_on"
  >;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const company = application.company.name;
  const entries = timelineEntries(application);
  const closing = finalEntry(application);
  const message = application.closing_message?.trim() ? application.closing_message : null;

  const messageBlock = message && (
    <figure className="mt-2 max-w-prose space-y-1 rounded-lg border-l-4 border-accent bg-surface p-3">
      <figcaption className="text-sm font-semibold wrap-anywhere">
        {t("followUp.timeline.message", { company })}
      </figcaption>
      <blockquote className="whitespace-pre-wrap wrap-anywhere">{message}</blockquote>
    </figure>
  );

  return (
    <section aria-labelledby="application-timeline" className="space-y-4">
      <h2 id="application-timeline" className="text-xl font-semibold">
        {t("followUp.timeline.title")}
      </h2>
      <ol className="space-y-3 border-l-2 border-border pl-4" aria-labelledby="application-timeline">
        {entries.map((entry, index) => {
          const Icon = ICONS[entry.event];
          const latest = index === entries.length - 1;
          return (
            <li
              key={`${entry.id}-${entry.event}-${entry.created_at}`}
              aria-current={latest ? "step" : undefined}
              data-event={entry.event}
              className="space-y-0.5"
            >
              <p className="flex items-start gap-x-2">
                <Icon
                  aria-hidden="true"
                  className={cn("mt-1 size-4 shrink-0", latest ? "text-accent" : "text-muted")}
                />
                <span className={cn("wrap-anywhere", latest ? "font-semibold" : "font-medium")}>
                  {t(`followUp.timeline.event.${entry.event}`, { company })}
                </span>
                {latest && <span className="sr-only">{t("followUp.timeline.current")}</span>}
              </p>
              <time className="block text-sm text-muted" dateTime={entry.created_at}>
                {formatMoment(entry.created_at, lang)}
              </time>
              {entry === closing && messageBlock}
            </li>
          );
        })}
      </ol>
      {!closing && messageBlock}
      {application.closes_at && (
        <p className="flex max-w-prose gap-2 text-sm" data-testid="application-promise">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            {t("followUp.timeline.pending", {
              company,
              days: application.answer_days,
              date: formatLongDay(application.closes_at, lang),
            })}
          </span>
        </p>
      )}
      {application.deleted_on && (
        <p className="flex max-w-prose gap-2 text-sm" data-testid="application-deletion">
          <Trash2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{t("followUp.timeline.deletion", { date: formatDate(application.deleted_on, lang) })}</span>
        </p>
      )}
    </section>
  );
}
