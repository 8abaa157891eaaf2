import type { AppContext } from "../context";
import { runListingLifecycle } from "../features/listings/listings.service";
import { cleanStoredImages } from "../features/media/media.service";
import { purgeExpiredData } from "../features/retention/retention.service";
import {
  purgeSubscriptionData,
  runAlertDigests,
  runAlertMatcher,
} from "../features/subscriptions/subscriptions.service";
import { APPLICATION_DIGEST_TIME } from "@jobatlas/contract";
import { runApplicationDigests, runApplicationFollowUp } from "../features/applications/follow-up/follow-up.service";
import { runIndexingNotifications } from "../features/job-feed/indexing.service";
import { runScheduledRejections } from "../features/applications/bulk-rejections/bulk-rejections.service";
import { dailyAt, everyMinutes, type Schedule, type ScheduledTask } from "./scheduler";

const DIGEST_TIME = dailyAt(APPLICATION_DIGEST_TIME);

/** The latest tick of a daily schedule at or before `now`. */
export function latestTick(schedule: Schedule, now: Date): Date {
  let tick = schedule.first(new Date(now.getTime() - 49 * 60 * 60 * 1000));
  for (let next = schedule.first(tick); next.getTime() <= now.getTime(); next = schedule.first(next)) tick = next;
  return tick;
}

/**
 * Every periodic job of the server, in one list (ADR 009). A new job (listing lifecycle, job
 * alerts, digests) adds an entry here that calls its feature's service with the task's clock;
 * the service must be idempotent, as a tick may run twice.
 */
export function scheduledTasks(ctx: AppContext): ScheduledTask[] {
  return [
    {
      // Spent links and codes should not linger: every 10 minutes (the data policy's periods).
      name: "data-retention",
      schedule: everyMinutes(10),
      async run({ now, log }) {
        const purged = await purgeExpiredData({ ...ctx, now });
        if (Object.values(purged).some((n) => n > 0)) log.info({ purged }, "data retention");
      },
    },
    {
      // Planned listings go live on their publish date, active ones end after 23:59 of their last
      // day (docs/domain.md §4, ADR 018): every minute, so a runtime is over within a minute of its end.
      name: "listing-lifecycle",
      schedule: everyMinutes(1),
      async run({ now, log }) {
        const moved = await runListingLifecycle({ ...ctx, now });
        if (Object.values(moved).some((n) => n > 0)) log.info({ listings: moved }, "listing lifecycle");
      },
    },
    {
      // Job alerts (ADR 027): match the listings that went live since the last tick against the
      // subscriptions, then mail what is due (instant at once, daily at 07:00, weekly Monday 07:00).
      name: "job-alerts",
      schedule: everyMinutes(1),
      async run({ now, log }) {
        const matched = await runAlertMatcher({ ...ctx, now });
        const mailed = await runAlertDigests({ ...ctx, now });
        if (matched.publications > 0 || mailed.mails > 0) log.info({ matched, mailed }, "job alerts");
      },
    },
    {
      // The data policy's periods for job alerts: unconfirmed and unsubscribed visitor alerts, spent links.
      name: "job-alerts-retention",
      schedule: everyMinutes(10),
      async run({ now, log }) {
        const purged = await purgeSubscriptionData({ ...ctx, now });
        if (Object.values(purged).some((n) => n > 0)) log.info({ purged }, "job alerts retention");
      },
    },
    {
      // Images stored byte for byte before uploads were cleaned (ADR 064) are written again, a batch
      // a minute, so no GPS position of an old photo stays served; nothing to do once all are.
      name: "media-clean",
      schedule: everyMinutes(1),
      async run({ now, log }) {
        const done = await cleanStoredImages({ ...ctx, now });
        if (done.cleaned > 0 || done.deleted > 0) log.info({ images: done }, "stored images cleaned");
      },
    },
    {
      // No black hole (issue 29, ADR 087): pending applications past the answer time remind the
      // members; 14 days later, still pending, they are closed without an answer.
      name: "application-follow-up",
      schedule: everyMinutes(10),
      async run({ now, log }) {
        const done = await runApplicationFollowUp({ ...ctx, now });
        if (done.reminded > 0 || done.closed > 0) log.info({ applications: done }, "application follow-up");
      },
    },
    {
      // The members' daily digest of new applications, at 07:00 Zurich time: every 5 minutes the
      // members whose digest did not cover the last 07:00 yet get it (a missed morning is caught up).
      name: "application-digest",
      schedule: everyMinutes(5),
      async run({ now, log }) {
        const done = await runApplicationDigests({ ...ctx, now }, latestTick(DIGEST_TIME, now()));
        if (done.mails > 0) log.info({ digest: done }, "application digest");
      },
    },
    {
      // Search engines hear of listings' pages that went live, changed or ended (Google Indexing
      // API, ADR 092): only when GOOGLE_INDEXING_KEY is configured; the due rows a minute at a time.
      name: "search-engine-notifications",
      schedule: everyMinutes(1),
      async run({ now, log }) {
        const done = await runIndexingNotifications({ ...ctx, now });
        if (done.sent > 0 || done.failed > 0) log.info({ notifications: done }, "search engine notifications");
      },
    },
    {
      // Bulk rejections with a delay (ADR 090): every minute the due ones are rejected and mailed;
      // an application withdrawn, rejected or archived meanwhile is skipped.
      name: "scheduled-rejections",
      schedule: everyMinutes(1),
      async run({ now, log }) {
        const done = await runScheduledRejections({ ...ctx, now });
        if (done.rejected > 0 || done.skipped > 0) log.info({ rejections: done }, "scheduled rejections");
      },
    },
  ];
}
