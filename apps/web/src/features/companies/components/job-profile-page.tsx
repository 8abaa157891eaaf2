import type { TPublicCompany, TPublicJob } from "@jobatlas/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { companyListingsQueryOptions } from "../api/companies";
import { CompanyLogo } from "./company-logo";
import { JobTexts } from "./job-texts";
import { ListingSummaryList } from "./listing-summaries";
import { SectionError } from "./section-state";
import { SkeletonList } from "./skeletons";

/**
 * company/{companyId}/profile/{jobId}: a job profile (docs/domain.md §4: the lasting description of a
 * role) with its texts, the unsolicited application for it and its open listings.
 */
export function JobProfilePage({ company, job }: { company: TPublicCompany; job: TPublicJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${job.title} – ${company.name}`);
  const companyId = String(company.id);
  const listings = useInfiniteQuery(companyListingsQueryOptions(company.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listings;
  useEffect(() => {
    // The listings of this job can be on any page of the company's list: read them all.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const ofThisJob = (listings.data?.pages.flatMap((page) => page.items) ?? []).filter((l) => l.job_id === job.id);

  const unsolicited = (
    <Link
      to="/$lang/company/$companyId/apply"
      params={{ lang, companyId }}
      search={{ job_id: job.id }}
      className={buttonClasses("primary")}
    >
      <Send aria-hidden="true" className="size-5" />
      {t("company.page.unsolicited")}
    </Link>
  );

  return (
    <div className="space-y-10">
      <header className="space-y-4">
        <Link
          to="/$lang/company/$companyId"
          params={{ lang, companyId }}
          className="inline-flex items-center gap-3 font-medium hover:text-accent hover:underline"
        >
          <CompanyLogo url={company.logo_url} className="size-12" />
          <span className="wrap-break-word">{company.name}</span>
        </Link>
        <p className="text-sm font-medium text-muted">{t("company.jobProfile.eyebrow", { name: company.name })}</p>
        <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{job.title}</h1>
        <p className="max-w-prose text-muted">{t("company.jobProfile.unsolicitedIntro", { name: company.name })}</p>
        <div className="flex flex-wrap gap-3">{unsolicited}</div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <JobTexts texts={job} />
        </div>
        <section aria-labelledby="job-profile-listings" className="space-y-4">
          <h2 id="job-profile-listings" className="text-xl font-semibold">
            {t("company.jobProfile.openListings")}
          </h2>
          {listings.isPending ? (
            <SkeletonList rows={1} />
          ) : listings.isError ? (
            <SectionError onRetry={() => void listings.refetch()} />
          ) : ofThisJob.length === 0 ? (
            <p className="text-sm text-muted">{t("company.jobProfile.noOpenListings")}</p>
          ) : (
            <ListingSummaryList listings={ofThisJob} />
          )}
        </section>
      </div>
    </div>
  );
}
