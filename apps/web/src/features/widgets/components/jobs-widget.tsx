import type { TWidgetTheme } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { widgetJobsQueryOptions } from "../api/widgets";
import { WidgetList } from "./widget-list";
import { WidgetLink } from "./widget-shell";

/** widget/jobs/{orgId}: the organisation's active job profiles, by title, each opening its page in a new tab. */
export function JobsWidget({ organizationId, theme }: { organizationId: number; theme?: TWidgetTheme }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery(widgetJobsQueryOptions(organizationId, theme));
  return (
    <WidgetList
      title={t("screens.widgetJobs.title")}
      organizationId={organizationId}
      query={query}
      empty={t("widgets.widget.jobsEmpty")}
    >
      {(job) => (
        <li key={job.id} className="py-2">
          <WidgetLink
            href={`/${lang}/company/${organizationId}/profile/${job.id}`}
            className="font-medium wrap-break-word text-accent underline-offset-2 hover:underline"
          >
            <span lang={job.language}>{job.title}</span>
          </WidgetLink>
        </li>
      )}
    </WidgetList>
  );
}
