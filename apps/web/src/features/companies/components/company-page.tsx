import type { TPublicCompany } from "@jobatlas/contract";
import { industryLabel } from "@/lib/industries";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink, MapPin, Send } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { companyJobsQueryOptions, companyListingsQueryOptions, similarCompaniesQueryOptions } from "../api/companies";
import { safeWebsiteHref, websiteLabel } from "../safe-url";
import { BackToResultsLink } from "./back-to-results-link";
import { CompanyAnswers } from "./company-answers";
import { CompanyLogo } from "./company-logo";
import { PagedExpandableList } from "./expandable-list";
import { ListingSummaryItem } from "./listing-summaries";
import { LocationMap } from "./location-map";
import { SectionError } from "./section-state";
import { SkeletonList } from "./skeletons";
import { USER_LINK_REL, UserMarkdown } from "./user-markdown";
import { TitledSection } from "@/components/ui/titled-section";
import { TitleLink } from "@/components/ui/title-link";
import { HeadedSection } from "@/components/ui/headed-section";

export type CompanySection = "listing" | "job";

export type CompanyPageProps = {
  company: TPublicCompany;
  /** `b`: the visitor came from the search ("back to results"). */
  fromSearch: boolean;
  /** `expand`: the sections shown in full. */
  expanded: readonly CompanySection[];
  onExpandedChange: (section: CompanySection, expanded: boolean) => void;
  /** The watchlist toggle, composed by the route (features/likes). */
  likeButton: ReactNode;
};

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="space-y-4"
      headClassName="flex flex-wrap items-baseline justify-between gap-2"
      head={aside}
    >
      {children}
    </HeadedSection>
  );
}

/** company/{id}/: the employer's public profile (spec §2 "employer profile page"). */
export function CompanyPage({ company, fromSearch, expanded, onExpandedChange, likeButton }: CompanyPageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(company.name);
  const companyId = String(company.id);
  const websites = [
    { key: "main", label: t("company.page.mainWebsite"), href: safeWebsiteHref(company.main_website) },
    { key: "jobs", label: t("company.page.jobsWebsite"), href: safeWebsiteHref(company.jobs_website) },
  ].filter((site): site is { key: string; label: string; href: string } => Boolean(site.href));
  const places = company.addresses.map((address) => `${address.postal_code} ${address.city}`);

  return (
    <div className="space-y-10">
      {fromSearch && <BackToResultsLink />}
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <CompanyLogo url={company.logo_url} className="size-20 sm:size-24" />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm font-medium text-muted">{t("company.page.eyebrow")}</p>
          <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{company.name}</h1>
          {company.sectors.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t("company.page.sectors")}>
              {company.sectors.map((code) => (
                <li key={code} className="rounded-full border border-border bg-surface px-3 py-1 text-sm">
                  {industryLabel(code, lang) ?? code}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm font-medium">
            {t("company.openListingsCount", { count: company.open_listings_count })}
          </p>
          <CompanyAnswers company={company} />
          <div className="flex flex-wrap gap-3">
            {likeButton}
            <Link
              to="/$lang/company/$companyId/apply"
              params={{ lang, companyId }}
              className={buttonClasses("secondary")}
            >
              <Send aria-hidden="true" className="size-5" />
              {t("company.page.unsolicited")}
            </Link>
          </div>
        </div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <Section id="company-about" title={t("company.page.about", { name: company.name })}>
            {company.description.trim() ? (
              <UserMarkdown text={company.description} />
            ) : (
              <p className="text-muted">{t("company.page.noDescription", { name: company.name })}</p>
            )}
          </Section>
          <OpenListings
            company={company}
            expanded={expanded.includes("listing")}
            onExpandedChange={(open) => onExpandedChange("listing", open)}
          />
          <JobProfiles
            company={company}
            expanded={expanded.includes("job")}
            onExpandedChange={(open) => onExpandedChange("job", open)}
          />
        </div>

        <aside className="space-y-8" aria-label={t("company.page.locations")}>
          <Section id="company-locations" title={t("company.page.locations")}>
            {company.addresses.length > 0 ? (
              <>
                <LocationMap
                  points={company.addresses.map((address) => ({
                    lat: address.lat,
                    lng: address.lng,
                    label: address.city,
                  }))}
                  label={t("company.page.mapLabel", { places: places.join(", ") })}
                  className="rounded-lg border border-border p-2"
                />
                <ul className="space-y-2 text-sm">
                  {company.addresses.map((address) => (
                    <li key={address.id} className="flex gap-2">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                      <span>
                        {address.label && <span className="block font-medium">{address.label}</span>}
                        {[address.street, address.house_number].filter(Boolean).join(" ")}
                        {address.street && <br />}
                        {address.postal_code} {address.city}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-muted">{t("company.page.noLocations")}</p>
            )}
          </Section>
          {websites.length > 0 && (
            <Section id="company-websites" title={t("company.page.websites")}>
              <ul className="space-y-2 text-sm">
                {websites.map((site) => (
                  <li key={site.key}>
                    <span className="block text-muted">{site.label}</span>
                    <a
                      href={site.href}
                      target="_blank"
                      rel={USER_LINK_REL}
                      className="inline-flex items-center gap-1 font-medium text-accent underline wrap-anywhere hover:text-accent-hover"
                    >
                      {websiteLabel(site.href)}
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only">{t("company.page.opensInNewTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <TitledSection
            id="company-unsolicited"
            title={t("company.page.unsolicited")}
            className="space-y-3 rounded-lg bg-surface p-4"
            headingClassName="font-semibold"
          >
            <p className="text-sm">{t("company.page.unsolicitedIntro", { name: company.name })}</p>
            <Link
              to="/$lang/company/$companyId/apply"
              params={{ lang, companyId }}
              className={buttonClasses("primary", "sm")}
            >
              {t("company.page.unsolicited")}
            </Link>
          </TitledSection>
        </aside>
      </div>

      <SimilarEmployers company={company} fromSearch={fromSearch} />
    </div>
  );
}

/** What the company page gives each of its paged sections: the company and whether it is expanded. */
type PagedSectionProps = {
  company: TPublicCompany;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
};

function OpenListings({ company, expanded, onExpandedChange }: PagedSectionProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(companyListingsQueryOptions(company.id));
  return (
    <Section id="company-listings" title={t("company.page.openJobs")}>
      <PagedExpandableList
        query={query}
        skeletonRows={3}
        empty={<p className="text-muted">{t("company.page.noOpenJobs", { name: company.name })}</p>}
        showAllLabel={(count) => t("company.page.showAllListings", { count })}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
        getKey={(listing) => listing.id}
        renderItem={(listing) => <ListingSummaryItem listing={listing} />}
      />
    </Section>
  );
}

function JobProfiles({ company, expanded, onExpandedChange }: PagedSectionProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useInfiniteQuery(companyJobsQueryOptions(company.id));
  const companyId = String(company.id);
  return (
    <Section id="company-jobs" title={t("company.page.jobProfiles")}>
      <p className="text-sm text-muted">{t("company.page.jobProfilesIntro", { name: company.name })}</p>
      <PagedExpandableList
        query={query}
        skeletonRows={2}
        empty={<p className="text-muted">{t("company.page.noJobProfiles")}</p>}
        showAllLabel={(count) => t("company.page.showAllJobs", { count })}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
        getKey={(job) => job.id}
        renderItem={(job) => (
          <article className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
            <TitleLink
              heading="h3"
              headingClassName="font-semibold wrap-break-word"
              to="/$lang/company/$companyId/profile/$jobId"
              params={{ lang, companyId, jobId: String(job.id) }}
            >
              {job.title}
            </TitleLink>
            <Link
              to="/$lang/company/$companyId/apply"
              params={{ lang, companyId }}
              search={{ job_id: job.id }}
              aria-label={t("company.page.unsolicitedFor", { title: job.title })}
              className={buttonClasses("secondary", "sm", "shrink-0 self-start sm:self-auto")}
            >
              {t("company.page.unsolicited")}
            </Link>
          </article>
        )}
      />
    </Section>
  );
}

function SimilarEmployers({ company, fromSearch }: { company: TPublicCompany; fromSearch: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery(similarCompaniesQueryOptions(company.id));
  return (
    <Section id="company-similar" title={t("company.page.similar")}>
      {query.isPending ? (
        <SkeletonList rows={2} />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-muted">{t("company.page.noSimilar")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.items.map((employer) => (
            <li key={employer.id}>
              <article className="flex h-full gap-3 rounded-lg border border-border p-4">
                <CompanyLogo url={employer.logo_url} className="size-12" />
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold wrap-break-word">
                    <Link
                      to="/$lang/company/$companyId"
                      params={{ lang, companyId: String(employer.id) }}
                      search={fromSearch ? { b: 1 } : {}}
                      className="hover:text-accent hover:underline"
                    >
                      {employer.name}
                    </Link>
                  </h3>
                  {employer.location && (
                    <p className="text-sm text-muted">
                      {employer.location.postal_code} {employer.location.city}
                    </p>
                  )}
                  <p className="text-sm">{t("company.openListingsCount", { count: employer.open_listings_count })}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
