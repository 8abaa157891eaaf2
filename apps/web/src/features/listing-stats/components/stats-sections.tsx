import type { TListingStatsTotals } from "@jobatlas/contract";
import { LISTING_STATS_DAYS } from "@jobatlas/contract/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useLanguage } from "@/components/layout/use-language";
import { LoadFailed } from "@/components/ui/query-states";
import { Section } from "@/components/ui/section";
import { formatAmount, formatShare, formatShortDate } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { listingStatsQueryOptions, orgListingStatsQueryOptions } from "../api/listing-stats";
import { StatsFigure } from "./stats-figure";

const DAYS = LISTING_STATS_DAYS.defaultDays;

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted">
      {t("listingStats.loading")}
    </p>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed text={t("listingStats.loadFailed")} retryLabel={t("listingStats.retry")} onRetry={onRetry} />;
}

const ratioText = (value: number | null, none: string) => (value === null ? none : formatShare(value));

/** The ratio columns of a listing's or the period's totals. */
function RatioCells({ totals }: { totals: TListingStatsTotals }) {
  const { t } = useTranslation();
  const none = t("listingStats.noRatio");
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{ratioText(totals.start_rate, none)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{ratioText(totals.application_rate, none)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{ratioText(totals.completion_rate, none)}</td>
    </>
  );
}

function CountCells({ totals }: { totals: TListingStatsTotals }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.views)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.apply_starts)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.applications)}</td>
    </>
  );
}

function HeadCells() {
  const { t } = useTranslation();
  const heads = [
    t("listingStats.series.views"),
    t("listingStats.series.applyStarts"),
    t("listingStats.series.applications"),
    t("listingStats.startRate"),
    t("listingStats.applicationRate"),
    t("listingStats.completionRate"),
  ];
  return heads.map((head) => (
    <th key={head} scope="col" className="px-3 py-2 text-right align-bottom">
      {head}
    </th>
  ));
}

/** A table that scrolls sideways on a narrow screen, by keyboard too (a focusable, labelled region). */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-border">
      {children}
    </div>
  );
}

/**
 * The org home's "Last 30 days": the chart of all the organisation's listings per day, and a table
 * per listing with its counts and ratios (each title links to the listing's page in the org area).
 */
export function OrgListingStatsSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stats = useQuery(orgListingStatsQueryOptions(slug, DAYS));
  const date = (day: string) => formatShortDate(day, lang) ?? day;
  const body = () => {
    if (stats.isError) return <Failed onRetry={() => void stats.refetch()} />;
    if (!stats.data) return <Loading />;
    const { days, totals, listings, from, to } = stats.data;
    const caption = t("listingStats.listingCaption", { from: date(from), to: date(to) });
    return (
      <>
        <StatsFigure id="org-stats" days={days} totals={totals} from={from} to={to} />
        {listings.length === 0 ? (
          <p className="text-muted">{t("listingStats.noListings")}</p>
        ) : (
          <ScrollingTable label={caption}>
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="p-3 text-left font-medium">{caption}</caption>
              <thead className="bg-surface text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 align-bottom">
                    {t("listingStats.listing")}
                  </th>
                  <HeadCells />
                </tr>
              </thead>
              <tbody>
                {listings.map((listing) => (
                  <tr key={listing.listing_id} className="border-t border-border">
                    <th scope="row" className="min-w-40 px-3 py-2 text-left font-medium">
                      <Link
                        to="/$lang/org/$companyslug/listings/$id"
                        params={{ lang, companyslug: slug, id: String(listing.listing_id) }}
                        className="text-accent underline break-words"
                      >
                        {listing.title}
                      </Link>
                    </th>
                    <CountCells totals={listing} />
                    <RatioCells totals={listing} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-border font-semibold">
                  <th scope="row" className="px-3 py-2 text-left">
                    {t("listingStats.total")}
                  </th>
                  <CountCells totals={totals} />
                  <RatioCells totals={totals} />
                </tr>
              </tfoot>
            </table>
          </ScrollingTable>
        )}
      </>
    );
  };
  return (
    <Section id="org-listing-stats" title={t("listingStats.orgTitle", { days: DAYS })} className="space-y-4">
      <p className="max-w-prose text-sm text-muted">{t("listingStats.orgIntro")}</p>
      {body()}
    </Section>
  );
}

/** A listing's page in the org area: its own chart of the last 30 days, its totals and ratios. */
export function ListingStatsSection({ slug, listingId }: { slug: string; listingId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stats = useQuery(listingStatsQueryOptions(slug, listingId, DAYS));
  const date = (day: string) => formatShortDate(day, lang) ?? day;
  const none = t("listingStats.noRatio");
  const figures = (totals: TListingStatsTotals): [string, string][] => [
    [t("listingStats.series.views"), formatAmount(totals.views)],
    [t("listingStats.series.applyStarts"), formatAmount(totals.apply_starts)],
    [t("listingStats.series.applications"), formatAmount(totals.applications)],
    [t("listingStats.startRate"), ratioText(totals.start_rate, none)],
    [t("listingStats.applicationRate"), ratioText(totals.application_rate, none)],
    [t("listingStats.completionRate"), ratioText(totals.completion_rate, none)],
  ];
  const body = () => {
    if (stats.isError) return <Failed onRetry={() => void stats.refetch()} />;
    if (!stats.data) return <Loading />;
    const { days, totals, from, to } = stats.data;
    const caption = t("listingStats.listingCaption", { from: date(from), to: date(to) });
    return (
      <>
        <StatsFigure id="listing-stats-figure" days={days} totals={totals} from={from} to={to} />
        <dl aria-label={caption} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {figures(totals).map(([term, value]) => (
            <div key={term} className="rounded-lg border border-border p-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  };
  return (
    <Section id="listing-stats" title={t("listingStats.listingTitle", { days: DAYS })} className="space-y-4">
      {body()}
    </Section>
  );
}
