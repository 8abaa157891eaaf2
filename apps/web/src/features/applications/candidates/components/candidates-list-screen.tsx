import {
  CANDIDATES_PAGE_SIZE,
  ZApplicationStatusGroup,
  ZApplicationType,
  type TOrgCandidateItem,
} from "@jobatlas/contract";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ChevronDown, Copy, TriangleAlert, UserPlus, Users } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { ButtonLink } from "@/components/ui/link-button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { ListFilterBar, clearableFilters, filterChoice } from "@/components/ui/list-filter-bar";
import { OrgListScreen, type OrgListProps } from "@/components/ui/org-list-screen";
import { useUrlBacked } from "@/lib/use-url-backed";
import {
  candidatesListQueryOptions,
  filterJobsQueryOptions,
  filterListingsQueryOptions,
  type CandidatesFilters,
} from "../api/candidates";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { formatMoment } from "@/lib/format";
import { CandidateStatusBadge } from "./candidate-status-badge";
import { UrlCheckboxFilter } from "@/components/ui/url-checkbox-filter";
import type { OnFilters } from "@/components/ui/list-filters";
import { RowLink } from "@/components/ui/row-link";
import { RatingSummary } from "@/features/applications/ratings/components/star-rating";
import { DownloadZipButton } from "./download-zip-button";
import { useState } from "react";
import type { TScheduledRejection } from "@jobatlas/contract";
import { SelectionToolbar } from "@/features/applications/bulk-rejections/components/selection-toolbar";
import { BulkRejectButton } from "@/features/applications/bulk-rejections/components/bulk-reject-button";
import {
  ScheduledRejectionNotice,
  useScheduledRejections,
} from "@/features/applications/bulk-rejections/components/scheduled-rejection";

/**
 * org/{slug}/applications: the organisation's candidates with the filters of spec §2 in the URL —
 * `query` (typed, debounced), `type` (checkboxes), `status` (active or archived; active unless
 * the URL says otherwise), `job_ids` and `listing_ids` — 50 at a time with "show the next 50",
 * with origin, what they applied to, the date, the displayed status, a knock-out flag and a
 * duplicate marker. Seekers of the candidate pool show as "candidate pool". Applications can be
 * selected (a checkbox each, the toolbar selects all on the page) and acted on together: rejected
 * with a template (ADR 090); a row whose rejection is scheduled says so and offers to undo it.
 */
export function CandidatesListScreen({ slug, organizationName, filters, onFilters }: OrgListProps<CandidatesFilters>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const candidates = useInfiniteQuery({
    ...candidatesListQueryOptions(slug, filters),
    placeholderData: keepPreviousData,
  });
  const scheduled = useScheduledRejections(slug);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  // Only what the list shows can be selected: a filter change leaves out what it hides.
  const pageIds = (candidates.data?.pages ?? [])
    .flatMap((page) => page.items)
    .flatMap((item) => (item.kind === "application" ? [item.id] : []));
  const selectedIds = pageIds.filter((id) => chosen.has(id));
  const selected = new Set(selectedIds);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <OrgListScreen
      screen="orgApplications"
      texts="candidates.list"
      organizationName={organizationName}
      actions={
        <>
          <ButtonLink
            to="/$lang/org/$companyslug/applications/invite"
            params={{ lang, companyslug: slug }}
            variant="secondary"
            icon={UserPlus}
          >
            {t("candidates.list.invite")}
          </ButtonLink>
        </>
      }
      filters={
        <>
          <StatusTabs filters={filters} onFilters={onFilters} />
          <CandidatesFilterBar slug={slug} filters={filters} onFilters={onFilters} />
          <SelectionToolbar pageIds={pageIds} selected={selected} onSelect={setChosen}>
            <BulkRejectButton slug={slug} applicationIds={selectedIds} onDone={() => setChosen(new Set())} />
            <DownloadZipButton applicationIds={selectedIds} />
          </SelectionToolbar>
        </>
      }
      query={candidates}
      pageSize={CANDIDATES_PAGE_SIZE}
      emptyIcon={Users}
      {...clearableFilters(filters, onFilters, ["status"])}
    >
      {(items) =>
        items.map((item) => (
          <CandidateRow
            key={item.kind === "application" ? item.id : `pool-${item.user_id}`}
            item={item}
            slug={slug}
            selected={item.kind === "application" && selected.has(item.id)}
            onSelect={(on) => item.kind === "application" && toggle(item.id, on)}
            scheduled={item.kind === "application" ? scheduled.get(item.id) : undefined}
          />
        ))
      }
    </OrgListScreen>
  );
}

function CandidateRow({
  item,
  slug,
  selected,
  onSelect,
  scheduled,
}: {
  item: TOrgCandidateItem;
  slug: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  scheduled: TScheduledRejection | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = item.kind === "application" ? String(item.id) : `pool-${item.user_id}`;
  const target =
    item.kind === "pool"
      ? item.job_titles.length > 0
        ? t("candidates.list.poolJobTitles", { titles: item.job_titles.join(", ") })
        : t("candidates.list.poolShared")
      : item.listing
        ? item.listing.title
        : item.job
          ? t("candidates.list.toJob", { title: item.job.title })
          : t("candidates.list.toCompany");
  const name = item.kind === "application" ? applicantDisplayName(t, item) : item.name;
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      {item.kind === "application" ? (
        <input
          type="checkbox"
          className="size-5 shrink-0 rounded border-input accent-accent"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t("messageTemplates.bulk.selectRow", { name })}
        />
      ) : (
        <span aria-hidden="true" className="size-5 shrink-0" />
      )}
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <RowLink to="/$lang/org/$companyslug/applications/$id" params={{ lang, companyslug: slug, id }}>
          {name}
        </RowLink>
        <p className="text-sm wrap-anywhere text-muted">
          <span className="sr-only">{t("candidates.list.columns.listing")}: </span>
          {target}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>
            <span className="sr-only">{t("candidates.list.columns.origin")}: </span>
            {item.kind === "pool" ? t("candidates.list.pool") : t(`candidates.types.${item.origin}`)}
          </span>
          <span>
            <span className="sr-only">{t("candidates.list.columns.date")}: </span>
            <time dateTime={item.created_at}>{formatMoment(item.created_at, lang)}</time>
          </span>
          {item.kind === "application" && item.knock_out_missed && (
            <span className="inline-flex items-center gap-1 font-medium text-danger">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {t("candidates.list.knockOut")}
            </span>
          )}
          {item.kind === "application" && <RatingSummary rating={item.rating} />}
          {item.kind === "application" && item.has_duplicates && (
            <span className="inline-flex items-center gap-1 font-medium text-fg">
              <Copy aria-hidden="true" className="size-4" />
              {t("candidates.list.duplicate")}
            </span>
          )}
        </p>
      </div>
      {item.kind === "application" && <CandidateStatusBadge status={item.displayed_status} />}
      {scheduled && (
        <ScheduledRejectionNotice slug={slug} scheduled={scheduled} name={name} className={SCHEDULED_IN_ROW} />
      )}
    </li>
  );
}

/** A scheduled rejection in a row: a line of its own under the row's facts. */
const SCHEDULED_IN_ROW = "flex basis-full flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:pl-11";

/** Active or archived: two buttons, the chosen one pressed (active unless the URL says archived). */
function StatusTabs({ filters, onFilters }: { filters: CandidatesFilters; onFilters: OnFilters<CandidatesFilters> }) {
  const { t } = useTranslation();
  const current = filters.status ?? "active";
  return (
    <div role="group" aria-label={t("candidates.list.status")} className="flex gap-2 border-b border-border">
      {ZApplicationStatusGroup.options.map((group) => (
        <button
          key={group}
          type="button"
          aria-pressed={current === group}
          onClick={() => onFilters((current) => ({ ...current, status: group }), false)}
          className={cn(
            "-mb-px border-b-2 px-4 py-2 font-medium",
            current === group ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
          )}
        >
          {t(`candidates.list.statusGroups.${group}`)}
        </button>
      ))}
    </div>
  );
}

/** The filters: words (into the URL after a pause in typing, or at once with Enter), types, jobs and listings. */
function CandidatesFilterBar({
  slug,
  filters,
  onFilters,
}: {
  slug: string;
  filters: CandidatesFilters;
  onFilters: OnFilters<CandidatesFilters>;
}) {
  const { t } = useTranslation();

  const jobs = useQuery(filterJobsQueryOptions(slug));
  const listings = useQuery(filterListingsQueryOptions(slug));

  return (
    <ListFilterBar texts="candidates.list" filters={filters} onFilters={onFilters}>
      <UrlCheckboxFilter
        legend={t("candidates.list.type")}
        options={ZApplicationType.options.map((type) => ({ value: type, label: t(`candidates.types.${type}`) }))}
        {...filterChoice(filters, onFilters, "type")}
      />
      <MultiPick
        legend={t("candidates.list.jobs")}
        options={(jobs.data?.items ?? []).map((job) => ({ id: job.id, label: job.title }))}
        chosen={filters.job_ids ?? []}
        onChange={(ids) => onFilters((current) => ({ ...current, job_ids: ids.length > 0 ? ids : undefined }), false)}
      />
      <MultiPick
        legend={t("candidates.list.listings")}
        options={(listings.data?.items ?? []).map((listing) => ({ id: listing.id, label: listing.title }))}
        chosen={filters.listing_ids ?? []}
        onChange={(ids) =>
          onFilters((current) => ({ ...current, listing_ids: ids.length > 0 ? ids : undefined }), false)
        }
      />
    </ListFilterBar>
  );
}

/** A multi-select as a disclosure of checkboxes: keyboard and screen readers need nothing special. */
function MultiPick({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { id: number; label: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useUrlBacked(chosen);
  const pick = (ids: number[]) => {
    setShown(ids);
    onChange(ids);
  };
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-input px-3 py-2 text-sm">
        <span className="font-medium">{legend}</span>
        <span className="text-muted">
          {shown.length > 0
            ? t("candidates.list.selected", { count: shown.length })
            : t("candidates.list.selectedNone")}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="absolute z-20 mt-1 max-h-72 w-72 space-y-2 overflow-y-auto rounded-md border border-border bg-bg p-3 shadow-lg">
        <legend className="sr-only">{legend}</legend>
        {options.length === 0 && <p className="text-sm text-muted">{t("candidates.list.noOptions")}</p>}
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.label}
            checked={shown.includes(option.id)}
            onChange={(event) =>
              pick(event.target.checked ? [...shown, option.id] : shown.filter((id) => id !== option.id))
            }
          />
        ))}
      </fieldset>
    </details>
  );
}
