import { JOB_TEXT_FIELDS, JOB_TRANSITIONS, jobTransitionVerb, type TJobStatus, type TOrgJob } from "@jobatlas/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Archive, CirclePlay, FilePlus, Pencil, RotateCcw } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { UserMarkdown } from "@/features/companies";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { toast, toastSaveFailed } from "@/lib/toasts";
import { useUpdateJob } from "../api/jobs";
import { jobKeys } from "../api/keys";
import { formatMoment } from "@/lib/format";
import { JobStatusBadge } from "./job-status-badge";
import { BackLink } from "@/components/ui/link-button";
import { DetailHeader } from "@/components/ui/detail-header";
import { TitledSection } from "@/components/ui/titled-section";

/**
 * org/{slug}/jobs/{id}: the job with its title as the h1, its status and the actions its status
 * allows (docs/domain.md §4: activate, archive, reopen), its four texts rendered inert (UserMarkdown),
 * its active listings and the way to publish it with a new listing.
 */
export function JobDetailScreen({ slug, job }: { slug: string; job: TOrgJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(job.title);
  const params = { lang, companyslug: slug, id: String(job.id) };

  return (
    <article aria-labelledby="job-title" className="space-y-8">
      <BackLink to="/$lang/org/$companyslug/jobs" params={{ lang, companyslug: slug }}>
        {t("jobs.detail.backToList")}
      </BackLink>
      <DetailHeader eyebrow={t("jobs.detail.eyebrow")} title={job.title} titleId="job-title">
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div>
            <dt className="text-sm text-muted">{t("jobs.detail.status")}</dt>
            <dd className="mt-1">
              <JobStatusBadge status={job.status} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("jobs.detail.language")}</dt>
            <dd className="mt-1 font-semibold">{t(`jobFields.contentLanguages.${job.language}`)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("jobs.detail.listings")}</dt>
            <dd className="mt-1 font-semibold">
              {t("jobs.detail.activeListings", { count: job.active_listings_count })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("jobs.detail.updated")}</dt>
            <dd className="mt-1 font-semibold">
              <time dateTime={job.updated_at}>{formatMoment(job.updated_at, lang)}</time>
            </dd>
          </div>
        </dl>
        <p className="max-w-prose text-sm text-muted">{t(`jobs.statusHelp.${job.status}`)}</p>
      </DetailHeader>

      <TitledSection id="job-actions" title={t("jobs.detail.actions")} className="space-y-3" headingClassName="sr-only">
        <div className="flex flex-wrap gap-3">
          <Link to="/$lang/org/$companyslug/jobs/$id/edit" params={params} className={buttonClasses("primary")}>
            <Pencil aria-hidden="true" className="size-5" />
            {t("jobs.detail.edit")}
          </Link>
          <StatusActions slug={slug} job={job} />
          <Link
            to="/$lang/listings/create"
            params={{ lang }}
            search={{ job_id: job.id }}
            className={buttonClasses("secondary")}
          >
            <FilePlus aria-hidden="true" className="size-5" />
            {t("jobs.detail.createListing")}
          </Link>
          {job.active_listings_count > 0 && (
            <Link
              to="/$lang/org/$companyslug/listings"
              params={{ lang, companyslug: slug }}
              search={{ job_ids: [job.id] }}
              className={buttonClasses("ghost")}
            >
              {t("jobs.detail.showListings")}
            </Link>
          )}
        </div>
      </TitledSection>

      <TitledSection id="job-texts" title={t("jobs.detail.texts")} className="space-y-6" headingClassName="sr-only">
        {JOB_TEXT_FIELDS.map((field) => (
          <section key={field} aria-labelledby={`job-text-${field}`} className="space-y-2">
            <h3 id={`job-text-${field}`} className="text-xl font-semibold">
              {t(`jobs.texts.${field}.label`)}
            </h3>
            {job[field].trim() ? (
              <UserMarkdown text={job[field]} headingLevel={4} />
            ) : (
              <p className="text-muted italic">{t("jobs.detail.emptyText")}</p>
            )}
          </section>
        ))}
      </TitledSection>
    </article>
  );
}

const ACTION_ICONS = { activated: CirclePlay, reopened: RotateCcw, archived: Archive } as const;
const ACTION_LABELS = { activated: "activate", reopened: "reopen", archived: "archive" } as const;

/** The status changes the job's status allows; archiving asks first. */
function StatusActions({ slug, job }: { slug: string; job: TOrgJob }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateJob(slug, job.id, { errorToast: false });

  const change = (to: TJobStatus) => {
    const verb = jobTransitionVerb(job.status, to);
    update.mutate(
      { status: to },
      {
        onSuccess: (saved) => toast.success(t(`jobs.actions.${verb}`, { title: saved.title })),
        onError: (error) => {
          if (error instanceof ServiceError) {
            // Someone else changed it meanwhile: show what it is now.
            toast.error(t("jobs.actions.invalidTransition"));
            void queryClient.invalidateQueries({ queryKey: jobKeys.detail(slug, job.id) });
          } else toastSaveFailed();
        },
      },
    );
  };

  return JOB_TRANSITIONS[job.status].map((to) => {
    const verb = jobTransitionVerb(job.status, to);
    const Icon = ACTION_ICONS[verb];
    const label = t(`jobs.actions.${ACTION_LABELS[verb]}`);
    const button = (
      <Button
        key={to}
        variant="secondary"
        disabled={update.isPending}
        onClick={to === "archived" ? undefined : () => change(to)}
      >
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </Button>
    );
    if (to !== "archived") return button;
    return (
      <ConfirmDialog
        key={to}
        trigger={button}
        title={t("jobs.actions.archiveTitle", { title: job.title })}
        description={t("jobs.actions.archiveText")}
        confirmLabel={label}
        onConfirm={() => change(to)}
      />
    );
  });
}
