import { LISTINGS_PAGE_SIZE, ZListingStatus, type TListingStatus, type TOrgListing } from "@jobatlas/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FilePlus, FileText, MapPin } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { CheckboxFilter, FilterBar } from "@/components/ui/filter-bar";
import { Select } from "@/components/ui/select";
import { useDocumentTitle } from "@/lib/document-title";
import { useUrlBacked } from "@/lib/use-url-backed";
import {
  jobFilterChoicesQueryOptions,
  listingsListQueryOptions,
  questionnaireFilterChoicesQueryOptions,
  type ListingsFilters,
} from "../api/listings";
import { ListingLink, type ListingsScope } from "../scope";
import { ListingStatusBadge, RuntimeNote } from "./listing-status-badge";
import { ListingsOrgPicker } from "./top-level";
import { ScreenHeader } from "@/components/ui/screen-header";

/**
 * org/{slug}/listings and listings: the organisation's listings with the filters of spec §2 in the
 * URL — `query` (typed, debounced), `status` (a list), `job_ids` (a list) and `questionnaire_id` —
 * 50 at a time with "show the next 50" while count > offset + 50, status badges and the days left
 * of active listings.
 */
export function ListingsListScreen({
  scope,
  filters,
  onFilters,
}: {
  scope: ListingsScope;
  filters: ListingsFilters;
  /** Changes the URL; `replace` for each pause in typing, so Back skips the keystrokes. */
  onFilters: (update: (current: ListingsFilters) => ListingsFilters, replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(scope.area === "org" ? "screens.orgListings.title" : "screens.listings.title");
  useDocumentTitle(title);
  const listings = useInfiniteQuery(listingsListQueryOptions(scope.slug, filters));
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const count = listings.data?.pages[0]?.count ?? 0;
  const filtered =
    Boolean(filters.query) ||
    Boolean(filters.status?.length) ||
    Boolean(filters.job_ids?.length) ||
    filters.questionnaire_id !== undefined;
  const remaining = Math.min(LISTINGS_PAGE_SIZE, count - items.length);

  return (
    <div className="space-y-6">
      <ScreenHeader
        title={title}
        intro={t("listings.list.intro")}
        actions={
          <Link to="/$lang/listings/create" params={{ lang }} className={buttonClasses("primary")}>
            <FilePlus aria-hidden="true" className="size-5" />
            {t("listings.list.create")}
          </Link>
        }
      />
      <ListingsOrgPicker />

      <ListingsFilterBar slug={scope.slug} filters={filters} onFilters={onFilters} />

      <section aria-labelledby="listings-results" className="space-y-4">
        <h2 id="listings-results" className="sr-only">
          {t("listings.list.caption")}
        </h2>
        <p role="status" className="text-sm text-muted">
          {listings.isPending
            ? t("listings.list.loading")
            : listings.isSuccess
              ? `${t("listings.list.results", { count })}${count > items.length ? ` · ${t("listings.list.shown", { shown: items.length, count })}` : ""}`
              : ""}
        </p>
        {listings.isError && !listings.data && (
          <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
            <p>{t("listings.list.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void listings.refetch()}>
              {t("listings.list.retry")}
            </Button>
          </div>
        )}
        {listings.isSuccess && items.length === 0 && (
          <div className="space-y-3 rounded-lg border border-dashed border-input p-8 text-center">
            <FileText aria-hidden="true" className="mx-auto size-8 text-muted" />
            {filtered ? (
              <>
                <p className="font-semibold">{t("listings.list.noMatch")}</p>
                <Button variant="secondary" onClick={() => onFilters(() => ({}), false)}>
                  {t("listings.list.clearFilters")}
                </Button>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold">{t("listings.list.empty")}</p>
                <p className="mx-auto max-w-prose text-muted">{t("listings.list.emptyText")}</p>
              </>
            )}
          </div>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {items.map((listing) => (
              <ListingRow key={listing.id} listing={listing} scope={scope} />
            ))}
          </ul>
        )}
        {listings.hasNextPage && (
          <Button
            variant="secondary"
            disabled={listings.isFetchingNextPage}
            onClick={() => void listings.fetchNextPage()}
          >
            {listings.isFetchingNextPage
              ? t("listings.list.loading")
              : t("listings.list.showMore", { count: remaining })}
          </Button>
        )}
      </section>
    </div>
  );
}

function ListingRow({ listing, scope }: { listing: TOrgListing; scope: ListingsScope }) {
  const { t } = useTranslation();
  const place = listing.address ? `${listing.address.postal_code} ${listing.address.city}` : t("listings.byAgreement");
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <ListingLink
          scope={scope}
          view="detail"
          id={listing.id}
          className="font-semibold wrap-anywhere text-accent underline-offset-2 hover:underline"
        >
          {listing.title}
        </ListingLink>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span className="wrap-anywhere">{t("listings.list.job", { title: listing.job.title })}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {place}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RuntimeNote listing={listing} className="text-sm font-medium" />
        <ListingStatusBadge status={listing.status} />
      </div>
    </li>
  );
}

/** The filters: words (into the URL after a pause in typing, or at once with Enter), statuses, jobs, questionnaire. */
function ListingsFilterBar({
  slug,
  filters,
  onFilters,
}: {
  slug: string;
  filters: ListingsFilters;
  onFilters: (update: (current: ListingsFilters) => ListingsFilters, replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();

  const [statuses, setStatuses] = useUrlBacked(filters.status ?? []);
  const chooseStatuses = (next: TListingStatus[]) => {
    setStatuses(next);
    onFilters((current) => ({ ...current, status: next.length > 0 ? next : undefined }), false);
  };
  const jobs = useQuery(jobFilterChoicesQueryOptions(slug));
  const questionnaires = useQuery(questionnaireFilterChoicesQueryOptions(slug));
  const [jobIds, setJobIds] = useUrlBacked(filters.job_ids ?? []);
  const [questionnaireId, setQuestionnaireId] = useUrlBacked(filters.questionnaire_id);
  const toggleJob = (jobId: number, checked: boolean) => {
    const next = checked ? [...jobIds, jobId] : jobIds.filter((j) => j !== jobId);
    setJobIds(next);
    onFilters((current) => ({ ...current, job_ids: next.length > 0 ? next : undefined }), false);
  };
  // A job of the URL that is not among the first 50 by title still shows, by its id.
  const jobChoices = [
    ...(jobs.data?.items ?? []).map((job) => ({ id: job.id, title: job.title })),
    ...jobIds
      .filter((jobId) => !jobs.data?.items.some((job) => job.id === jobId))
      .map((jobId) => ({ id: jobId, title: `#${jobId}` })),
  ];

  return (
    <FilterBar
      label={t("listings.list.filters")}
      queryLabel={t("listings.list.query")}
      placeholder={t("listings.list.queryPlaceholder")}
      query={filters.query}
      onQuery={(query, replace) => onFilters((current) => ({ ...current, query }), replace)}
    >
      <CheckboxFilter
        legend={t("listings.list.status")}
        options={ZListingStatus.options.map((status) => ({ value: status, label: t(`listings.status.${status}`) }))}
        chosen={statuses}
        onChange={chooseStatuses}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-questionnaire`}>{t("listings.list.questionnaire")}</Label>
        <Select
          id={`${id}-questionnaire`}
          className="w-auto! min-w-48"
          value={questionnaireId?.toString() ?? ""}
          onChange={(event) => {
            const chosen = event.target.value ? Number(event.target.value) : undefined;
            setQuestionnaireId(chosen);
            onFilters((current) => ({ ...current, questionnaire_id: chosen }), false);
          }}
        >
          <option value="">{t("listings.list.anyQuestionnaire")}</option>
          {(questionnaires.data?.items ?? []).map((questionnaire) => (
            <option key={questionnaire.id} value={questionnaire.id}>
              {questionnaire.name}
            </option>
          ))}
          {filters.questionnaire_id !== undefined &&
            !questionnaires.data?.items.some((q) => q.id === filters.questionnaire_id) && (
              <option value={filters.questionnaire_id}>#{filters.questionnaire_id}</option>
            )}
        </Select>
      </div>
      {jobChoices.length > 0 && (
        <details className="w-full rounded-md border border-border" open={jobIds.length > 0}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
            {jobIds.length > 0 ? t("listings.list.jobsChosen", { count: jobIds.length }) : t("listings.list.jobs")}
          </summary>
          <fieldset className="max-h-60 overflow-auto px-3 pb-3">
            <legend className="sr-only">{t("listings.list.jobs")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {jobChoices.map((job) => (
                <Checkbox
                  key={job.id}
                  label={job.title}
                  checked={jobIds.includes(job.id)}
                  onChange={(event) => toggleJob(job.id, event.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        </details>
      )}
    </FilterBar>
  );
}
