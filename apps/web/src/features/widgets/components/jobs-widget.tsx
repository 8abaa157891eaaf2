import type { TWidgetTheme } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { widgetJobsQueryOptions } from "../api/widgets";
import { WidgetLink, WidgetShell } from "./widget-shell";
import { WidgetStatus } from "./widget-status";

/** widget/jobs/{orgId}: the organisation's active job profiles, by title, each opening its page in a new tab. */
export function JobsWidget({ organizationId, theme }: { organizationId: number; theme?: TWidgetTheme }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery(widgetJobsQueryOptions(organizationId, theme));
  const data = query.data;
  return (
    <WidgetShell title={t("screens.widgetJobs.title")} organization={data?.organization}>
      {!data ? (
        <WidgetStatus query={query} />
      ) : data.items.length === 0 ? (
        <p className="text-sm">{t("widgets.widget.jobsEmpty")}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {data.items.map((job) => (
              <li key={job.id} className="py-2">
                <WidgetLink
                  href={`/${lang}/company/${organizationId}/profile/${job.id}`}
                  className="font-medium wrap-break-word text-accent underline-offset-2 hover:underline"
                >
                  <span lang={job.language}>{job.title}</span>
                </WidgetLink>
              </li>
            ))}
          </ul>
          {data.count > data.items.length && (
            <WidgetLink href={`/${lang}/company/${organizationId}`} className="text-sm text-accent underline">
              {t("widgets.widget.showAll", { count: data.count })}
            </WidgetLink>
          )}
        </>
      )}
    </WidgetShell>
  );
}
