import { type TEmployerHit, type TLanguage, type TListingHit } from "@jobatlas/contract";
import { industryLabel } from "@/lib/industries";
import { Link } from "@tanstack/react-router";
import { Building2, CircleCheck } from "lucide-react";
import { memo, type ReactNode } from "react";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";
import { formatShortDate } from "@/lib/format";
import { formatWorkload } from "../search-state";
import { PlaceLine } from "./place-line";

/** The DOM id of an employer's card (the map scrolls to it). */
export const employerCardId = (companyId: number) => `employer-${companyId}`;

/**
 * One employer of the results: logo, name (to its page, with "back to results"), place,
 * industries, open positions and up to three matching listings, and the like button.
 */
export const EmployerCard = memo(function EmployerCard({
  hit,
  lang,
  active,
  renderLike,
  onHover,
}: {
  hit: TEmployerHit;
  lang: TLanguage;
  /** Chosen on the map: highlighted. */
  active: boolean;
  /** The card's buttons (like, hide), from the route (a stable function: the card is drawn again only when its props change). */
  renderLike?: (hit: TEmployerHit) => ReactNode;
  onHover?: (companyId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const sectors = hit.sectors.map((code) => industryLabel(code, lang) ?? code);
  const headingId = `${employerCardId(hit.id)}-name`;

  return (
    <article
      id={employerCardId(hit.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      onMouseEnter={() => onHover?.(hit.id)}
      onMouseLeave={() => onHover?.(undefined)}
      className={cn(
        "scroll-mt-4 rounded-lg border bg-bg p-4 outline-none transition-colors",
        active ? "border-accent ring-2 ring-accent" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <Logo url={hit.logo_url} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
            <Link
              to="/$lang/company/$companyId"
              params={{ lang, companyId: String(hit.id) }}
              search={{ b: 1 }}
              className="text-fg hover:text-accent hover:underline"
            >
              {hit.name}
            </Link>
          </h3>
          {hit.location && <PlaceLine place={hit.location} />}
          {sectors.length > 0 && <p className="text-sm break-words text-muted">{sectors.join(" · ")}</p>}
          <p className="text-sm font-medium text-fg">
            {hit.open_listings_count > 0
              ? t("search.results.openListings", { count: hit.open_listings_count })
              : t("search.results.noOpenListings")}
          </p>
        </div>
        {renderLike?.(hit)}
      </div>
      {hit.listings.length > 0 && (
        <ul className="mt-3 divide-y divide-border border-t border-border">
          {hit.listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} companyId={hit.id} lang={lang} t={t} />
          ))}
        </ul>
      )}
    </article>
  );
});

/** `t` from the card: up to three rows a card, fifty cards a page, and each useTranslation costs. */
function ListingRow({
  listing,
  companyId,
  lang,
  t,
}: {
  listing: TListingHit;
  companyId: number;
  lang: TLanguage;
  t: TFunction;
}) {
  const facts = [
    formatWorkload(listing.workload_min, listing.workload_max),
    t(`jobFields.employmentTypes.${listing.employment_type}`),
    t(`jobFields.remoteTypes.${listing.remote_type}`),
  ];
  return (
    <li className="py-2">
      <Link
        to="/$lang/company/$companyId/job/$listingId"
        params={{ lang, companyId: String(companyId), listingId: String(listing.id) }}
        className="font-medium break-words text-accent hover:underline"
      >
        {listing.title}
      </Link>
      {listing.applied && (
        <>
          {" "}
          <AppliedBadge className="ms-1" t={t} />
        </>
      )}
      <p className="text-sm text-muted">
        {facts.join(" · ")}
        {listing.published_on && (
          <>
            {" · "}
            {t("search.results.published", {
              date: formatShortDate(listing.published_on, lang) ?? listing.published_on,
            })}
          </>
        )}
      </p>
    </li>
  );
}

export function Logo({ url }: { url: string | null }) {
  // The name stands next to it: the logo is decoration (alt="").
  if (url)
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        className="size-12 shrink-0 rounded-md border border-border object-contain"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-muted"
    >
      <Building2 className="size-6" />
    </span>
  );
}

/** A result card's shape while results load: an employer's (its listings below), or a listing's (the jobs view). */
export function ResultCardSkeleton({ listing = false }: { listing?: boolean }) {
  const lines = listing
    ? ["h-5 w-3/4", "h-4 w-1/3", "h-4 w-1/2", "h-4 w-2/5"]
    : ["h-5 w-2/3", "h-4 w-1/3", "h-4 w-1/2"];
  return (
    <div aria-hidden="true" className="animate-pulse rounded-lg border border-border bg-bg p-4">
      <div className="flex items-start gap-3">
        <div className="size-12 shrink-0 rounded-md bg-surface" />
        <div className="flex-1 space-y-2">
          {lines.map((size) => (
            <div key={size} className={`${size} rounded bg-surface`} />
          ))}
        </div>
      </div>
      {!listing && (
        <div className="mt-4 space-y-2">
          <div className="h-4 w-3/4 rounded bg-surface" />
          <div className="h-4 w-2/3 rounded bg-surface" />
        </div>
      )}
    </div>
  );
}

/** "Applied" (ADR 073): the signed-in seeker has an open application to the listing; employer and listing cards. */
export function AppliedBadge({ className, t }: { className?: string; t: TFunction }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-accent bg-accent px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-accent-fg",
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {t("search.results.applied")}
    </span>
  );
}
