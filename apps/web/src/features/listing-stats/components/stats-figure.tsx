import type { TLanguage, TListingStatsDay, TListingStatsTotals } from "@jobatlas/contract";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { formatAmount, formatShortDate } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { SERIES } from "./series";

/** uPlot and the chart: a chunk of their own, fetched when an org screen shows a chart (ADR 089). */
const StatsChart = lazy(() => import("./stats-chart"));

/** A day on the chart's axis: the short date without its year ("02.12.", "2 Dec"). */
export function axisDay(day: string, lang: TLanguage): string {
  return (formatShortDate(day, lang) ?? day).replace(/\s?\d{4}$/, "");
}

/** A legend entry's line, drawn as the chart draws the series. */
function Swatch({ index }: { index: number }) {
  const s = SERIES[index]!;
  const colour = [
    "text-[#1d4ed8] dark:text-[#60a5fa]",
    "text-[#b45309] dark:text-[#fbbf24]",
    "text-[#047857] dark:text-[#34d399]",
  ][index];
  return (
    <svg aria-hidden="true" width="28" height="10" className={`shrink-0 ${colour}`}>
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={s.dash.join(" ") || undefined}
      />
      <circle cx="14" cy="5" r="2.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The chart of views, apply starts and applications per day with its legend, and the same figures
 * as a table: always there for screen readers (the chart itself is one labelled picture), shown
 * on the page at a button's press.
 */
export function StatsFigure({
  id,
  days,
  totals,
  from,
  to,
}: {
  id: string;
  days: TListingStatsDay[];
  totals: TListingStatsTotals;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [tableShown, setTableShown] = useState(false);
  const names = useMemo(() => SERIES.map((s) => t(`listingStats.${s.text}`)), [t]);
  const dayLabel = useCallback((day: string) => axisDay(day, lang), [lang]);
  const date = (day: string) => formatShortDate(day, lang) ?? day;
  const tableId = `${id}-table`;

  return (
    <figure className="space-y-3">
      <div
        role="img"
        aria-label={t("listingStats.chartLabel", {
          days: days.length,
          views: formatAmount(totals.views),
          applyStarts: formatAmount(totals.apply_starts),
          applications: formatAmount(totals.applications),
        })}
        className="min-h-[240px] w-full"
      >
        <Suspense
          fallback={
            <p role="status" className="pt-24 text-center text-sm text-muted">
              {t("listingStats.chartLoading")}
            </p>
          }
        >
          <StatsChart days={days} names={names} dayLabel={dayLabel} />
        </Suspense>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <ul aria-label={t("listingStats.legend")} className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {names.map((name, i) => (
            <li key={name} className="flex items-center gap-2">
              <Swatch index={i} />
              {name}
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          aria-controls={tableId}
          aria-expanded={tableShown}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t("listingStats.hideTable") : t("listingStats.showTable")}
        </Button>
      </figcaption>
      <div
        id={tableId}
        {...(tableShown ? { role: "region", "aria-labelledby": `${tableId}-caption`, tabIndex: 0 } : {})}
        className={tableShown ? "max-h-96 overflow-auto rounded-lg border border-border" : "sr-only"}
      >
        <table className="w-full text-sm">
          <caption id={`${tableId}-caption`} className={tableShown ? "p-2 text-left font-medium" : undefined}>
            {t("listingStats.dayCaption", { from: date(from), to: date(to) })}
          </caption>
          <thead className="bg-surface text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("listingStats.day")}
              </th>
              {names.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-right">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                  {date(d.day)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatAmount(d.views)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatAmount(d.apply_starts)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatAmount(d.applications)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                {t("listingStats.total")}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.views)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.apply_starts)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAmount(totals.applications)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
