import { useTranslation } from "@/lib/i18n";
import { ActivityFeed } from "./activity-feed";
import { OrgSummaryCards } from "./org-summary-cards";

/** The org home's counts, as cards linking to the lists they count. */
export function OrgSummarySection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="org-summary" className="space-y-4">
      <h2 id="org-summary" className="text-xl font-semibold">
        {t("activities.summary.title")}
      </h2>
      <OrgSummaryCards slug={slug} />
    </section>
  );
}

/** The org home's activity feed (the bell's "all activity" leads here: #org-activity). */
export function ActivityFeedSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <section id="org-activity" aria-labelledby="org-activity-title" className="scroll-mt-4 space-y-4">
      <h2 id="org-activity-title" className="text-xl font-semibold">
        {t("activities.feed.title")}
      </h2>
      <ActivityFeed slug={slug} headingId="org-activity-title" />
    </section>
  );
}
