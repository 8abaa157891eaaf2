import type { TPublicListingSummary } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Briefcase, CalendarDays, Clock, ExternalLink, MapPin } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { buttonClasses } from "@/components/ui/button";
import { TitleLink } from "@/components/ui/title-link";
import { safeWebsiteHref } from "../safe-url";
import { publicListingLink } from "../public-links";
import { useJobFormat } from "../use-job-format";
import { USER_LINK_REL } from "./user-markdown";

/**
 * One open job in a list (company page, job profile, gone page): title as the link to the
 * listing page, place, workload, employment, publication date, and an Apply entry point: our
 * application wizard, or the employer's own apply link (a new tab) as the listing's page has it.
 */
export function ListingSummaryItem({
  listing,
  headingLevel = 3,
  showApply = true,
}: {
  listing: TPublicListingSummary;
  headingLevel?: 3 | 4;
  showApply?: boolean;
}) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const { lang } = format;
  const companyId = String(listing.company_id);
  const applyUrl = safeWebsiteHref(listing.apply_url);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <TitleLink
          heading={headingLevel === 3 ? "h3" : "h4"}
          headingClassName="text-base font-semibold wrap-break-word"
          {...publicListingLink(lang, listing.company_id, listing.id)}
        >
          {listing.title}
        </TitleLink>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {listing.location ? listing.location.city : t("company.listing.byAgreement")}
          </li>
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {format.workload(listing.workload_min, listing.workload_max)}
          </li>
          <li className="flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-4" />
            {format.employment(listing.employment_type)} · {format.remote(listing.remote_type)}
          </li>
          {listing.published_on && (
            <li className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("company.listing.published")}:</span>
              {format.date(listing.published_on)}
            </li>
          )}
        </ul>
      </div>
      {showApply && applyUrl ? (
        // The employer takes applications on its own site: Apply goes there, as on the listing's page.
        <a
          href={applyUrl}
          target="_blank"
          rel={USER_LINK_REL}
          aria-label={t("company.page.applyForExternal", { title: listing.title })}
          className={buttonClasses("secondary", "sm", "shrink-0 self-start")}
        >
          {t("company.page.apply")}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : (
        showApply && (
          <Link
            to="/$lang/company/$companyId/apply"
            params={{ lang, companyId }}
            search={{ listing_id: listing.id }}
            aria-label={t("company.page.applyFor", { title: listing.title })}
            className={buttonClasses("secondary", "sm", "shrink-0 self-start")}
          >
            {t("company.page.apply")}
          </Link>
        )
      )}
    </article>
  );
}

export function ListingSummaryList({
  listings,
  headingLevel,
  showApply,
  id,
}: {
  listings: TPublicListingSummary[];
  headingLevel?: 3 | 4;
  showApply?: boolean;
  id?: string;
}) {
  return (
    <ul id={id} className="space-y-3">
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingSummaryItem listing={listing} headingLevel={headingLevel} showApply={showApply} />
        </li>
      ))}
    </ul>
  );
}
