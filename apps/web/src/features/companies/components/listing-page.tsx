import { runtimeDaysLeft } from "@jobatlas/contract/core";
import type { TPublicListing } from "@jobatlas/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleCheck, ExternalLink, Send } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { buttonClasses } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { useDocumentTitle } from "@/lib/document-title";
import { companyListingsQueryOptions } from "../api/companies";
import { safeWebsiteHref } from "../safe-url";
import { useJobFormat } from "../use-job-format";
import { CompanyLogo } from "./company-logo";
import { JobTexts } from "./job-texts";
import { ListingSummaryList } from "./listing-summaries";
import { LocationMap } from "./location-map";
import { USER_LINK_REL } from "./user-markdown";

/** How many of the company's other jobs the listing page lists. */
const OTHER_JOBS_SHOWN = 5;

export type ListingPageProps = {
  listing: TPublicListing;
  /** `iframe`: embedded on another site; links open a new tab there, no watchlist. */
  embedded: boolean;
  /** The watchlist toggle, composed by the route (features/likes); not shown when embedded. */
  likeButton: ReactNode;
};

/** company/{companyId}/job/{listingId}: a listing with every field and the job's texts. */
export function ListingPage({ listing, embedded, likeButton }: ListingPageProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const { lang } = format;
  useDocumentTitle(`${listing.title} – ${listing.company.name}`);
  const companyId = String(listing.company_id);
  // Embedded, every link leaves the frame for a new tab on Jobatlas.
  const linkTarget = embedded ? { target: "_blank", rel: "noopener" } : {};
  const applyUrl = safeWebsiteHref(listing.apply_url);
  const listingUrl = safeWebsiteHref(listing.listing_url);
  const salary = format.salary(listing.salary_min, listing.salary_max);
  // Days left, today included, as the employer's screens count them (Zurich calendar days).
  const remaining = listing.ends_on ? runtimeDaysLeft(listing.ends_on, new Date()) : undefined;
  const address = listing.location;

  const start =
    listing.start_kind === "asap"
      ? t("company.listing.startAsap")
      : listing.start_kind === "by_date" && listing.start_date
        ? t("company.listing.startByDate", { date: format.date(listing.start_date) })
        : t("company.listing.startByAgreement");

  const facts: { key: string; term: string; value: ReactNode }[] = [
    {
      key: "workload",
      term: t("company.listing.workload"),
      value: format.workload(listing.workload_min, listing.workload_max),
    },
    ...(salary ? [{ key: "salary", term: t("company.listing.salary"), value: salary }] : []),
    ...(listing.required_languages.length > 0
      ? [
          {
            key: "languages",
            term: t("company.listing.languages"),
            value: listing.required_languages.map((code) => t(`jobFields.contentLanguages.${code}`)).join(", "),
          },
        ]
      : []),
    { key: "start", term: t("company.listing.start"), value: start },
    { key: "employment", term: t("company.listing.employmentType"), value: format.employment(listing.employment_type) },
    { key: "remote", term: t("company.listing.remoteType"), value: format.remote(listing.remote_type) },
    ...(listing.published_on
      ? [{ key: "published", term: t("company.listing.published"), value: format.date(listing.published_on) }]
      : []),
    ...(listing.ends_on
      ? [
          {
            key: "ends",
            term: t("company.listing.ends"),
            value: (
              <>
                {format.date(listing.ends_on)}
                {remaining !== undefined && remaining > 0 && (
                  <span className="block text-sm font-normal text-muted">
                    {remaining === 1
                      ? t("company.listing.lastDay")
                      : t("company.listing.remainingDays", { count: remaining })}
                  </span>
                )}
              </>
            ),
          },
        ]
      : []),
    {
      key: "location",
      term: t("company.listing.location"),
      value: address ? (
        <>
          {[address.street, address.house_number].filter(Boolean).join(" ")}
          {address.street && <br />}
          {address.postal_code} {address.city}
        </>
      ) : (
        t("company.listing.byAgreement")
      ),
    },
  ];

  const applied = listing.my_application;
  const applyButton = applied ? (
    // One open application per listing (ADR 055): the seeker's own, instead of a second one.
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2" data-applied="true">
      <span className="inline-flex items-center gap-2 rounded-md bg-surface px-3 py-2 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-accent" />
        {t("company.listing.applied", { date: formatDay(applied.created_at, lang) })}
      </span>
      <Link
        to="/$lang/user/applications/$id"
        params={{ lang, id: String(applied.id) }}
        className="font-medium text-accent underline hover:text-accent-hover"
        {...linkTarget}
      >
        {t("company.listing.viewApplication")}
      </Link>
    </p>
  ) : applyUrl ? (
    <a href={applyUrl} target="_blank" rel={USER_LINK_REL} className={buttonClasses("primary")}>
      <Send aria-hidden="true" className="size-5" />
      {t("company.listing.apply")}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("company.page.opensInNewTab")}</span>
    </a>
  ) : (
    <Link
      to="/$lang/company/$companyId/apply"
      params={{ lang, companyId }}
      search={{ listing_id: listing.id }}
      className={buttonClasses("primary")}
      {...linkTarget}
    >
      <Send aria-hidden="true" className="size-5" />
      {t("company.listing.apply")}
    </Link>
  );

  return (
    <div className={embedded ? "space-y-6" : "space-y-10"}>
      <header className="space-y-4">
        <Link
          to="/$lang/company/$companyId"
          params={{ lang, companyId }}
          className="inline-flex items-center gap-3 font-medium hover:text-accent hover:underline"
          {...linkTarget}
        >
          <CompanyLogo url={listing.company.logo_url} className="size-12" />
          <span className="wrap-break-word">{listing.company.name}</span>
        </Link>
        <p className="text-sm font-medium text-muted">{t("company.listing.eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{listing.title}</h1>
        <div className="flex flex-wrap gap-3">
          {applyButton}
          {!embedded && likeButton}
        </div>
      </header>

      {listing.picture_url && (
        <img src={listing.picture_url} alt="" className="max-h-72 w-full rounded-lg object-cover" />
      )}

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <JobTexts texts={listing.job} />
          <div className="flex flex-wrap gap-3 border-t border-border pt-6">
            {applyButton}
            {listingUrl && (
              <a href={listingUrl} target="_blank" rel={USER_LINK_REL} className={buttonClasses("ghost")}>
                {t("company.listing.listingUrl")}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("company.page.opensInNewTab")}</span>
              </a>
            )}
          </div>
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="listing-facts" className="space-y-4 rounded-lg border border-border p-4">
            <h2 id="listing-facts" className="text-lg font-semibold">
              {t("company.listing.facts")}
            </h2>
            <dl className="space-y-3">
              {facts.map((fact) => (
                <div key={fact.key} data-fact={fact.key}>
                  <dt className="text-sm text-muted">{fact.term}</dt>
                  <dd className="font-medium">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {address && (
              <LocationMap
                points={[{ lat: address.lat, lng: address.lng, label: address.city }]}
                label={t("company.listing.mapLabel", { place: `${address.postal_code} ${address.city}` })}
              />
            )}
          </section>
          <ListingContact listing={listing} />
          {embedded && (
            <Link
              to="/$lang/company/$companyId/job/$listingId"
              params={{ lang, companyId, listingId: String(listing.id) }}
              className="text-sm text-accent underline"
              {...linkTarget}
            >
              {t("company.listing.viewOnJobatlas")}
            </Link>
          )}
        </aside>
      </div>

      {!embedded && <OtherJobs listing={listing} />}
    </div>
  );
}

/**
 * Who answers questions about the job, as the employer entered them in the wizard ("shown to
 * applicants with questions about the job"); nothing when none was given.
 */
function ListingContact({ listing }: { listing: TPublicListing }) {
  const { t } = useTranslation();
  const name = listing.contact_name.trim();
  const email = listing.contact_email;
  const phone = listing.contact_phone;
  if (!name && !email && !phone) return null;
  return (
    <section aria-labelledby="listing-contact" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="listing-contact" className="text-lg font-semibold">
        {t("company.listing.contactTitle")}
      </h2>
      <p className="text-sm text-muted">{t("company.listing.contactIntro", { name: listing.company.name })}</p>
      <address className="space-y-1 not-italic">
        {name && <p className="font-medium wrap-break-word">{name}</p>}
        {email && (
          <p>
            <span className="sr-only">{t("company.listing.contactEmail")}: </span>
            <a href={`mailto:${email}`} className="break-all text-accent underline hover:text-accent-hover">
              {email}
            </a>
          </p>
        )}
        {phone && (
          <p>
            <span className="sr-only">{t("company.listing.contactPhone")}: </span>
            <a href={`tel:${phone.replace(/[^+0-9]/g, "")}`} className="text-accent underline hover:text-accent-hover">
              {phone}
            </a>
          </p>
        )}
      </address>
    </section>
  );
}

function OtherJobs({ listing }: { listing: TPublicListing }) {
  const { t } = useTranslation();
  const { lang } = useJobFormat();
  const query = useInfiniteQuery(companyListingsQueryOptions(listing.company_id));
  const others = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((other) => other.id !== listing.id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="listing-more-jobs" className="space-y-4">
      <h2 id="listing-more-jobs" className="text-xl font-semibold">
        {t("company.listing.moreJobs", { name: listing.company.name })}
      </h2>
      <ListingSummaryList listings={others.slice(0, OTHER_JOBS_SHOWN)} showApply={false} />
      <Link
        to="/$lang/company/$companyId"
        params={{ lang, companyId: String(listing.company_id) }}
        className="inline-block font-medium text-accent underline hover:text-accent-hover"
      >
        {t("company.listing.toCompany", { name: listing.company.name })}
      </Link>
    </section>
  );
}
