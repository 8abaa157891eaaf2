import type { TLanguage, TListingSearchHit } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { memo } from "react";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";
import { formatAmount, formatDistance, formatShortDate } from "@/lib/format";
import { formatWorkload } from "../search-state";
import { AppliedBadge, Logo } from "./employer-card";
import { PlaceLine } from "./place-line";

/** The DOM id of a listing's card in the jobs view. */
export const listingCardId = (listingId: number) => `listing-${listingId}`;

/** "CHF 90'000–110'000 a year", "from CHF 80'000 a year", …; undefined without a salary. */
export function salaryText(min: number | null, max: number | null, t: TFunction): string | undefined {
  if (min !== null && max !== null && min !== max)
    return t("search.jobs.salaryRange", { min: formatAmount(min), max: formatAmount(max) });
  if (min !== null && max !== null) return t("search.jobs.salary", { amount: formatAmount(max) });
  if (min !== null) return t("search.jobs.salaryFrom", { amount: formatAmount(min) });
  if (max !== null) return t("search.jobs.salaryUpTo", { amount: formatAmount(max) });
  return undefined;
}

/**
 * One listing of the jobs view (ADR 072): title (to the listing's page), "new" badge, employer,
 * place of work (and its distance from the chosen place), workload and type, salary when given,
 * publish date.
 */
export const ListingCard = memo(function ListingCard({
  hit,
  lang,
  active,
  onHover,
}: {
  hit: TListingSearchHit;
  lang: TLanguage;
  /** Its employer chosen on the map: highlighted. */
  active: boolean;
  onHover?: (companyId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const headingId = `${listingCardId(hit.id)}-title`;
  const facts = [
    formatWorkload(hit.workload_min, hit.workload_max),
    t(`jobFields.employmentTypes.${hit.employment_type}`),
    t(`jobFields.remoteTypes.${hit.remote_type}`),
  ];
  const salary = salaryText(hit.salary_min, hit.salary_max, t);
  const published = hit.published_on ? (formatShortDate(hit.published_on, lang) ?? hit.published_on) : undefined;

  return (
    <article
      id={listingCardId(hit.id)}
      data-company-id={hit.employer.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      onMouseEnter={() => onHover?.(hit.employer.id)}
      onMouseLeave={() => onHover?.(undefined)}
      className={cn(
        "scroll-mt-4 rounded-lg border bg-bg p-4 outline-none transition-colors",
        active ? "border-accent ring-2 ring-accent" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <Logo url={hit.employer.logo_url} />
        <div className="min-w-0 flex-1 space-y-1">
          {/* The badge keeps to the top right; a long title wraps beside it. */}
          <div className="flex items-start gap-3">
            <h3 id={headingId} className="min-w-0 flex-1 text-lg leading-snug font-semibold break-words">
              <Link
                to="/$lang/company/$companyId/job/$listingId"
                params={{ lang, companyId: String(hit.employer.id), listingId: String(hit.id) }}
                className="text-fg hover:text-accent hover:underline"
              >
                {hit.title}
              </Link>
            </h3>
            {(hit.is_new || hit.applied) && (
              <div className="mt-0.5 flex shrink-0 flex-col items-end gap-1">
                {hit.is_new && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">
                    {t("search.jobs.new")}
                  </span>
                )}
                {hit.applied && <AppliedBadge t={t} />}
              </div>
            )}
          </div>
          <p className="text-sm font-medium break-words">
            <Link
              to="/$lang/company/$companyId"
              params={{ lang, companyId: String(hit.employer.id) }}
              search={{ b: 1 }}
              className="text-fg hover:text-accent hover:underline"
            >
              {hit.employer.name}
            </Link>
          </p>
          {hit.place && (
            <PlaceLine place={hit.place}>
              {hit.distance_km !== null && <> · {t("search.jobs.distance", { km: formatDistance(hit.distance_km) })}</>}
            </PlaceLine>
          )}
          <p className="text-sm text-muted">{facts.join(" · ")}</p>
          {salary && <p className="text-sm font-medium text-fg">{salary}</p>}
          {published && <p className="text-sm text-muted">{t("search.results.published", { date: published })}</p>}
        </div>
      </div>
    </article>
  );
});
