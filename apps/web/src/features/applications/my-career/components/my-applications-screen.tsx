import {
  MY_APPLICATIONS_PAGE_SIZE,
  ZApplicationStatusGroup,
  type TApplicationStatusGroup,
  type TMyApplicationSummary,
} from "@jobatlas/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileText, Search } from "lucide-react";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { ScreenHeader } from "@/components/ui/screen-header";
import { cn } from "@/components/ui/cn";
import { RowLink } from "@/components/ui/row-link";
import { useDocumentTitle } from "@/lib/document-title";
import { myApplicationsQueryOptions } from "../api/my-career";
import { formatMoment } from "@/lib/format";
import { ApplicationStatusBadge } from "./application-status-badge";

/**
 * user/applications: the seeker's applications of one group — active (sent, being considered) or
 * archived (withdrawn, declined, closed) as links that keep the group in the URL (`status`) —
 * most recently changed first, 50 at a time with "show the next 50" while count > offset + 50.
 */
export function MyApplicationsScreen({ status }: { status: TApplicationStatusGroup }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.userApplications.title");
  useDocumentTitle(title);
  const list = useInfiniteQuery({ ...myApplicationsQueryOptions(status), placeholderData: keepPreviousData });

  return (
    <div className="space-y-6">
      <ScreenHeader title={title} intro={t("myCareer.list.intro")} />

      <nav aria-label={t("myCareer.list.tabs")} className="flex gap-2 border-b border-border">
        {ZApplicationStatusGroup.options.map((group) => (
          <Link
            key={group}
            to="/$lang/user/applications"
            params={{ lang }}
            search={{ status: group }}
            aria-current={group === status ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 font-medium",
              group === status ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
            )}
          >
            {t(`myCareer.list.${group}`)}
          </Link>
        ))}
      </nav>

      <PagedList
        caption={t("myCareer.list.caption")}
        texts="myCareer.list"
        query={list}
        pageSize={MY_APPLICATIONS_PAGE_SIZE}
        emptyIcon={FileText}
        empty={
          <>
            <p className="text-lg font-semibold">{t(`myCareer.list.empty.${status}`)}</p>
            <p className="mx-auto max-w-prose text-muted">{t("myCareer.list.emptyText")}</p>
            <Link to="/$lang/search" params={{ lang }} className={buttonClasses("secondary")}>
              <Search aria-hidden="true" className="size-5" />
              {t("myCareer.home.toSearch")}
            </Link>
          </>
        }
      >
        {(items) =>
          items.map((application) => (
            <li key={application.id}>
              <ApplicationRow application={application} />
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}

/** What an application is for: the listing's title, the job's, or "unsolicited to {company}". */
export function applicationSubject(
  application: Pick<TMyApplicationSummary, "listing" | "job" | "company">,
  t: TFunction,
): string {
  return (
    application.listing?.title ??
    application.job?.title ??
    t("myCareer.list.unsolicitedTo", { company: application.company.name })
  );
}

/** One application: what for (a link to it), the company, when it last changed, its status. */
export function ApplicationRow({ application }: { application: TMyApplicationSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-64">
        <RowLink to="/$lang/user/applications/$id" params={{ lang, id: String(application.id) }}>
          {applicationSubject(application, t)}
        </RowLink>
        <p className="text-sm text-muted">
          <span className="wrap-anywhere">{application.company.name}</span> · {t("myCareer.list.changed")}{" "}
          <time dateTime={application.updated_at}>{formatMoment(application.updated_at, lang)}</time>
        </p>
      </div>
      <ApplicationStatusBadge status={application.displayed_status} />
    </div>
  );
}
