import { JOBS_PAGE_SIZE, ZJobStatus, type TOrgJobSummary } from "@jobatlas/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Briefcase } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { ListFilterBar, clearableFilters, filterChoice } from "@/components/ui/list-filter-bar";
import { OrgListScreen, type OrgListProps } from "@/components/ui/org-list-screen";
import { jobsListQueryOptions, type JobsFilters } from "../api/jobs";
import { formatMoment } from "@/lib/format";
import { JobStatusBadge } from "./job-status-badge";
import { NewJobDialog } from "./new-job-dialog";
import { UrlCheckboxFilter } from "@/components/ui/url-checkbox-filter";
import type { OnFilters } from "@/components/ui/list-filters";
import { RowLink } from "@/components/ui/row-link";

/**
 * org/{slug}/jobs: the organisation's jobs with the filters of spec §2 in the URL — `query`
 * (typed, debounced) and `status` (a list) — 50 at a time with "show the next 50" while
 * count > offset + 50 (spec §9), an empty state and "New job".
 */
export function JobsListScreen({ slug, organizationName, filters, onFilters }: OrgListProps<JobsFilters>) {
  const jobs = useInfiniteQuery({ ...jobsListQueryOptions(slug, filters), placeholderData: keepPreviousData });
  return (
    <OrgListScreen
      screen="orgJobs"
      texts="jobs.list"
      organizationName={organizationName}
      actions={<NewJobDialog slug={slug} />}
      filters={<JobsFilterBar filters={filters} onFilters={onFilters} />}
      query={jobs}
      pageSize={JOBS_PAGE_SIZE}
      emptyIcon={Briefcase}
      {...clearableFilters(filters, onFilters)}
    >
      {(items) => items.map((job) => <JobRow key={job.id} job={job} slug={slug} />)}
    </OrgListScreen>
  );
}

function JobRow({ job, slug }: { job: TOrgJobSummary; slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-64">
        <RowLink to="/$lang/org/$companyslug/jobs/$id" params={{ lang, companyslug: slug, id: String(job.id) }}>
          {job.title}
        </RowLink>
        <p className="text-sm text-muted">
          {t(`jobFields.contentLanguages.${job.language}`)} ·{" "}
          {t("jobs.detail.activeListings", { count: job.active_listings_count })} · {t("jobs.list.columns.updated")}{" "}
          <time dateTime={job.updated_at}>{formatMoment(job.updated_at, lang)}</time>
        </p>
      </div>
      <JobStatusBadge status={job.status} />
    </li>
  );
}

/** The filters: words (into the URL after a pause in typing, or at once with Enter) and statuses. */
function JobsFilterBar({ filters, onFilters }: { filters: JobsFilters; onFilters: OnFilters<JobsFilters> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar texts="jobs.list" filters={filters} onFilters={onFilters}>
      <UrlCheckboxFilter
        legend={t("jobs.list.status")}
        options={ZJobStatus.options.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))}
        {...filterChoice(filters, onFilters, "status")}
      />
    </ListFilterBar>
  );
}
