import { JOBS_PAGE_SIZE, ZJobStatus, type TJobStatus, type TOrgJobSummary } from "@jobatlas/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Briefcase } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CheckboxFilter, FilterBar } from "@/components/ui/filter-bar";
import { useDocumentTitle } from "@/lib/document-title";
import { jobsListQueryOptions, type JobsFilters } from "../api/jobs";
import { formatMoment } from "@/lib/format";
import { useUrlBacked } from "@/lib/use-url-backed";
import { JobStatusBadge } from "./job-status-badge";
import { NewJobDialog } from "./new-job-dialog";

/**
 * org/{slug}/jobs: the organisation's jobs with the filters of spec §2 in the URL — `query`
 * (typed, debounced) and `status` (a list) — 50 at a time with "show the next 50" while
 * count > offset + 50 (spec §9), an empty state and "New job".
 */
export function JobsListScreen({
  slug,
  organizationName,
  filters,
  onFilters,
}: {
  slug: string;
  organizationName: string;
  filters: JobsFilters;
  /** Changes the URL; `replace` for each pause in typing, so Back skips the keystrokes. */
  onFilters: (update: (current: JobsFilters) => JobsFilters, replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const title = t("screens.orgJobs.title");
  useDocumentTitle(title);
  const jobs = useInfiniteQuery({ ...jobsListQueryOptions(slug, filters), placeholderData: keepPreviousData });
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const count = jobs.data?.pages[0]?.count ?? 0;
  const filtered = Boolean(filters.query) || Boolean(filters.status?.length);
  const remaining = Math.min(JOBS_PAGE_SIZE, count - items.length);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="max-w-prose text-muted">{t("jobs.list.intro")}</p>
        </div>
        <NewJobDialog slug={slug} />
      </header>

      <JobsFilterBar filters={filters} onFilters={onFilters} />

      <section aria-labelledby="jobs-results" className="space-y-4">
        <h2 id="jobs-results" className="sr-only">
          {t("jobs.list.tableCaption", { name: organizationName })}
        </h2>
        <p role="status" className="text-sm text-muted">
          {jobs.isPending
            ? t("jobs.list.loading")
            : jobs.isSuccess
              ? `${t("jobs.list.results", { count })}${count > items.length ? ` · ${t("jobs.list.shown", { shown: items.length, count })}` : ""}`
              : ""}
        </p>
        {jobs.isError && !jobs.data && (
          <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
            <p>{t("jobs.list.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
              {t("jobs.list.retry")}
            </Button>
          </div>
        )}
        {jobs.isSuccess && items.length === 0 && (
          <div className="space-y-3 rounded-lg border border-dashed border-input p-8 text-center">
            <Briefcase aria-hidden="true" className="mx-auto size-8 text-muted" />
            {filtered ? (
              <>
                <p className="font-semibold">{t("jobs.list.noMatch")}</p>
                <Button variant="secondary" onClick={() => onFilters(() => ({}), false)}>
                  {t("jobs.list.clearFilters")}
                </Button>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold">{t("jobs.list.empty")}</p>
                <p className="mx-auto max-w-prose text-muted">{t("jobs.list.emptyText")}</p>
              </>
            )}
          </div>
        )}
        {items.length > 0 && (
          <ul
            aria-busy={jobs.isPlaceholderData}
            className={cn(
              "divide-y divide-border rounded-lg border border-border",
              jobs.isPlaceholderData && "opacity-60",
            )}
          >
            {items.map((job) => (
              <JobRow key={job.id} job={job} slug={slug} />
            ))}
          </ul>
        )}
        {jobs.hasNextPage && (
          <Button variant="secondary" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
            {jobs.isFetchingNextPage ? t("jobs.list.loading") : t("jobs.list.showMore", { count: remaining })}
          </Button>
        )}
      </section>
    </div>
  );
}

function JobRow({ job, slug }: { job: TOrgJobSummary; slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-64">
        <Link
          to="/$lang/org/$companyslug/jobs/$id"
          params={{ lang, companyslug: slug, id: String(job.id) }}
          className="font-semibold wrap-anywhere text-accent underline-offset-2 hover:underline"
        >
          {job.title}
        </Link>
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
function JobsFilterBar({
  filters,
  onFilters,
}: {
  filters: JobsFilters;
  onFilters: (update: (current: JobsFilters) => JobsFilters, replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const [statuses, setStatuses] = useUrlBacked(filters.status ?? []);
  const choose = (next: TJobStatus[]) => {
    setStatuses(next);
    onFilters((current) => ({ ...current, status: next.length > 0 ? next : undefined }), false);
  };

  return (
    <FilterBar
      label={t("jobs.list.filters")}
      queryLabel={t("jobs.list.query")}
      placeholder={t("jobs.list.queryPlaceholder")}
      query={filters.query}
      onQuery={(query, replace) => onFilters((current) => ({ ...current, query }), replace)}
    >
      <CheckboxFilter
        legend={t("jobs.list.status")}
        options={ZJobStatus.options.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))}
        chosen={statuses}
        onChange={choose}
      />
    </FilterBar>
  );
}
