import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { companyListingsQueryOptions, companyQueryOptions } from "../api/companies";
import { ListingSummaryList } from "./listing-summaries";
import { SkeletonList } from "./skeletons";

/** How many of the company's open jobs the page lists (the company page has them all). */
const OTHER_JOBS_SHOWN = 10;

/**
 * The 'no longer available' page of an archived listing (the API answered 410): the company's
 * other open jobs and the ways on, to the company page and to the search.
 */
export function ListingGone({ companyId, embedded }: { companyId: number; embedded: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t("company.gone.documentTitle"));
  const company = useQuery(companyQueryOptions(companyId));
  const listings = useInfiniteQuery({ ...companyListingsQueryOptions(companyId), enabled: company.isSuccess });
  const others = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const linkTarget = embedded ? { target: "_blank", rel: "noopener" } : {};

  return (
    <div className="space-y-8">
      <header className="space-y-4">
        <SearchX aria-hidden="true" className="size-12 text-muted" />
        <h1 className="text-3xl font-bold tracking-tight">{t("company.gone.title")}</h1>
        <p className="max-w-prose text-lg text-muted">{t("company.gone.text")}</p>
        <div className="flex flex-wrap gap-3">
          {company.isSuccess && (
            <Link
              to="/$lang/company/$companyId"
              params={{ lang, companyId: String(companyId) }}
              className={buttonClasses("primary")}
              {...linkTarget}
            >
              {t("company.gone.toCompany")}
            </Link>
          )}
          <Link to="/$lang/search" params={{ lang }} className={buttonClasses("secondary")} {...linkTarget}>
            {t("company.gone.toSearch")}
          </Link>
        </div>
      </header>
      {company.isSuccess && (
        <section aria-labelledby="gone-other-jobs" className="space-y-4">
          <h2 id="gone-other-jobs" className="text-xl font-semibold">
            {t("company.listing.moreJobs", { name: company.data.name })}
          </h2>
          {listings.isPending ? (
            <SkeletonList rows={2} />
          ) : others.length === 0 ? (
            <p className="text-muted">{t("company.gone.noOtherJobs")}</p>
          ) : (
            <ListingSummaryList listings={others.slice(0, OTHER_JOBS_SHOWN)} />
          )}
        </section>
      )}
      {company.isPending && <SkeletonList rows={2} />}
    </div>
  );
}
