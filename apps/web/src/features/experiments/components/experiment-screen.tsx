import {
  EXPERIMENTS_PAGE_SIZE,
  type TExperiment,
  type TExperimentHit,
  type TExperimentVerdict,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, linkOptions } from "@tanstack/react-router";
import { Archive, ArrowLeft, CircleCheck, Pencil, ThumbsDown, ThumbsUp, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { formatDate } from "@/lib/format";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { experimentHitsQueryOptions, useArchiveExperiment, useRateHit, useUpdateExperiment } from "../api/experiments";
import { experimentRequestOf, type TExperimentFormInput } from "../form";
import { experimentServiceMessage, hitPlace, hitWorkload, sectorLabels } from "../format";
import { ExperimentProfileForm } from "./experiment-profile-form";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { DetailHeader } from "@/components/ui/detail-header";
import { TitledSection } from "@/components/ui/titled-section";
import { LoadFailed } from "@/components/ui/query-states";
import { ExperimentListCard } from "./list-card";
import { HeadedSection } from "@/components/ui/headed-section";

/** The words of a failed change: an archived experiment's own, else "did not work". */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ServiceError ? experimentServiceMessage(error.code, error.detail) : fallback;
}

/**
 * experiments/{uid}: the hypothesis profile, active testers and validated count, validating
 * (optionally into the seeker profile) or back to pending, archiving after a confirmation, and
 * the job hits with quick fits / does-not-fit buttons. Archived: read-only.
 */
export function ExperimentScreen({ experiment }: { experiment: TExperiment }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(experiment.title);
  const archived = experiment.archived_at !== null;
  const [alert, setAlert] = useState<string>();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const sectors = sectorLabels(experiment.sectors, lang);
  useEffect(() => {
    if (editing) document.querySelector<HTMLElement>("#experiment-edit-form input")?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);
  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // Archiving removes the buttons that had the focus: it moves to the notice saying so (WCAG 2.4.3).
  const archivedNotice = useRef<HTMLParagraphElement>(null);
  const wasArchived = useRef(archived);
  useEffect(() => {
    if (archived && !wasArchived.current) archivedNotice.current?.focus();
    wasArchived.current = archived;
  }, [archived]);

  return (
    <div className="space-y-8">
      <Link
        to="/$lang/experiments"
        params={{ lang }}
        search={{ filter: archived ? "archived" : "active" }}
        className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("experiments.detail.backToList")}
      </Link>
      <DetailHeader eyebrow={t("screens.experiment.title")} title={experiment.title}>
        <ExperimentStatusBadge experiment={experiment} />
      </DetailHeader>

      {archived && (
        <p
          ref={archivedNotice}
          tabIndex={-1}
          role="status"
          className="flex gap-2 rounded-lg border border-border bg-surface p-4"
        >
          <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          {t("experiments.detail.archivedNotice")}
        </p>
      )}
      {alert && (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {alert}
        </div>
      )}

      {editing ? (
        <div id="experiment-edit-form">
          <EditProfileForm experiment={experiment} onDone={closeEditor} />
        </div>
      ) : (
        <HeadedSection
          id="experiment-profile"
          title={t("experiments.detail.profile")}
          className="space-y-3"
          headClassName="flex flex-wrap items-center justify-between gap-2"
          head={
            !archived && (
              <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t("experiments.detail.edit")}
              </Button>
            )
          }
        >
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{t("experiments.detail.jobTitles")}</dt>
            <dd className="wrap-anywhere">{experiment.job_titles.join(" · ")}</dd>
            <dt className="font-medium">{t("experiments.detail.sectors")}</dt>
            <dd>{sectors.length > 0 ? sectors.join(", ") : t("experiments.detail.sectorsAny")}</dd>
            <dt className="font-medium">{t("experiments.detail.region")}</dt>
            <dd>{t(`search.regions.${experiment.region ?? "switzerland"}`)}</dd>
          </dl>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label={t("experiments.detail.testers")} hint={t("experiments.detail.testersHint")}>
              {experiment.active_testers}
            </Figure>
            <Figure label={t("experiments.detail.validatedCount")}>{experiment.validated_count}</Figure>
            <Figure label={t("experiments.detail.ratedCount")}>{experiment.rated_count}</Figure>
          </dl>
        </HeadedSection>
      )}

      {!archived && <ResultSection experiment={experiment} onFailure={setAlert} />}

      <HitsSection experiment={experiment} onFailure={setAlert} />
    </div>
  );
}

function EditProfileForm({ experiment, onDone }: { experiment: TExperiment; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateExperiment(experiment.uid);
  return (
    <ExperimentProfileForm
      id="experiment-edit-title"
      heading={t("experiments.detail.editTitle")}
      initial={{
        title: experiment.title,
        job_titles: experiment.job_titles,
        sectors: experiment.sectors as TExperimentFormInput["sectors"],
        region: experiment.region ?? "",
      }}
      submitLabel={t("experiments.detail.save")}
      submittingLabel={t("experiments.detail.saving")}
      onSubmit={async (values) => {
        await update.mutateAsync(experimentRequestOf(values));
        toast.success(t("experiments.detail.saved"));
        onDone();
      }}
      extraActions={
        <Button variant="secondary" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      }
    />
  );
}

function Figure({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-border p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-bold">{children}</dd>
      {hint && <dd className="text-sm text-muted">{hint}</dd>}
    </div>
  );
}

function HitsSection({ experiment, onFailure }: { experiment: TExperiment; onFailure: (message?: string) => void }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const hits = useQuery(experimentHitsQueryOptions(experiment.uid, offset));
  const items = hits.data?.items ?? [];
  const count = hits.data?.count ?? 0;
  return (
    <section aria-labelledby="experiment-hits" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="experiment-hits" className="text-xl font-semibold">
          {t("experiments.hits.title")}
        </h2>
        {hits.data && <span className="text-muted">{t("experiments.hits.count", { count })}</span>}
      </div>
      <p className="max-w-prose text-sm text-muted">{t("experiments.hits.hint")}</p>
      {hits.isError ? (
        <LoadFailed
          boxed={false}
          text={t("experiments.hits.loadFailed")}
          retryLabel={t("experiments.hits.retry")}
          onRetry={() => void hits.refetch()}
        />
      ) : hits.data && items.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-4 text-muted">{t("experiments.hits.empty")}</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="experiment-hits">
          {items.map((hit) => (
            <HitCard key={hit.listing_id} experiment={experiment} hit={hit} onFailure={onFailure} />
          ))}
        </ul>
      )}
      {count > EXPERIMENTS_PAGE_SIZE && (
        <nav aria-label={t("experiments.hits.title")} className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - EXPERIMENTS_PAGE_SIZE))}
          >
            {t("experiments.hits.previous")}
          </Button>
          <span className="text-sm text-muted">
            {t("experiments.hits.page", {
              from: offset + 1,
              to: Math.min(count, offset + EXPERIMENTS_PAGE_SIZE),
              count,
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={count <= offset + EXPERIMENTS_PAGE_SIZE}
            onClick={() => setOffset(offset + EXPERIMENTS_PAGE_SIZE)}
          >
            {t("experiments.hits.next")}
          </Button>
        </nav>
      )}
    </section>
  );
}

function HitCard({
  experiment,
  hit,
  onFailure,
}: {
  experiment: TExperiment;
  hit: TExperimentHit;
  onFailure: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rate = useRateHit(experiment.uid);
  const archived = experiment.archived_at !== null;
  const verdict = hit.rating?.verdict;
  const onRate = async (next: TExperimentVerdict) => {
    onFailure(undefined);
    try {
      await rate.mutateAsync({ listingId: hit.listing_id, verdict: next, note: hit.rating?.note ?? "" });
    } catch (error) {
      onFailure(failureMessage(error, t("experiments.hits.rateFailed")));
    }
  };
  const ratedText = verdict
    ? t(verdict === "fits" ? "experiments.hits.ratedFits" : "experiments.hits.ratedDoesNotFit")
    : t("experiments.hits.notRated");
  return (
    <ExperimentListCard
      heading="h3"
      headingClassName="font-semibold wrap-anywhere"
      link={linkOptions({
        to: "/$lang/experiments/$experimentUid/jobs/$jobHitId",
        params: { lang, experimentUid: experiment.uid, jobHitId: String(hit.listing_id) },
      })}
      title={hit.title}
      aside={
        !hit.active && (
          <span className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-sm text-muted">
            {t("experiments.hits.ended")}
          </span>
        )
      }
    >
      <p className="text-sm wrap-anywhere">
        {hit.company_name} · {hitPlace(hit, t)} · {hitWorkload(hit, t)}
        {hit.published_on && (
          <span className="text-muted">
            {" "}
            · {t("experiments.hits.published", { date: formatDate(hit.published_on, lang) })}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {archived ? (
          <span className="text-sm text-muted">{ratedText}</span>
        ) : (
          <>
            <Button
              variant={verdict === "fits" ? "primary" : "secondary"}
              size="sm"
              aria-pressed={verdict === "fits"}
              aria-label={t("experiments.hits.fitsFor", { title: hit.title })}
              disabled={rate.isPending}
              onClick={() => void onRate("fits")}
            >
              <ThumbsUp aria-hidden="true" className="size-4" />
              {t("experiments.hits.fits")}
            </Button>
            <Button
              variant={verdict === "does_not_fit" ? "primary" : "secondary"}
              size="sm"
              aria-pressed={verdict === "does_not_fit"}
              aria-label={t("experiments.hits.doesNotFitFor", { title: hit.title })}
              disabled={rate.isPending}
              onClick={() => void onRate("does_not_fit")}
            >
              <ThumbsDown aria-hidden="true" className="size-4" />
              {t("experiments.hits.doesNotFit")}
            </Button>
          </>
        )}
        {hit.rating?.note && <span className="text-sm text-muted wrap-anywhere">“{hit.rating.note}”</span>}
      </div>
    </ExperimentListCard>
  );
}

function ResultSection({ experiment, onFailure }: { experiment: TExperiment; onFailure: (message?: string) => void }) {
  const { t } = useTranslation();
  const update = useUpdateExperiment(experiment.uid);
  const archive = useArchiveExperiment(experiment.uid);
  const [intoProfile, setIntoProfile] = useState(false);
  const validated = experiment.status === "validated";

  const onStatus = async () => {
    onFailure(undefined);
    try {
      if (validated) {
        await update.mutateAsync({ status: "pending" });
        toast.success(t("experiments.detail.pending"));
      } else {
        await update.mutateAsync({ status: "validated", update_seeker_profile: intoProfile });
        toast.success(t(intoProfile ? "experiments.detail.validatedWithProfile" : "experiments.detail.validated"));
      }
    } catch (error) {
      onFailure(failureMessage(error, t("experiments.detail.changeFailed")));
    }
  };
  const onArchive = async () => {
    onFailure(undefined);
    try {
      await archive.mutateAsync();
      toast.success(t("experiments.detail.archived"));
    } catch (error) {
      onFailure(failureMessage(error, t("experiments.detail.changeFailed")));
    }
  };

  return (
    <TitledSection
      id="experiment-result"
      title={t("experiments.detail.result")}
      className="space-y-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <p className="text-muted">{t("experiments.detail.resultHint")}</p>
      {!validated && (
        <Checkbox
          label={t("experiments.detail.updateProfile")}
          checked={intoProfile}
          onChange={(event) => setIntoProfile(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant={validated ? "secondary" : "primary"}
          disabled={update.isPending}
          onClick={() => void onStatus()}
        >
          {validated ? (
            <Undo2 aria-hidden="true" className="size-5" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-5" />
          )}
          {t(validated ? "experiments.detail.markPending" : "experiments.detail.markValidated")}
        </Button>
        <ConfirmButton
          icon={Archive}
          label={t("experiments.detail.archive")}
          variant="secondary"
          disabled={archive.isPending}
          title={t("experiments.detail.archiveTitle", { title: experiment.title })}
          description={t("experiments.detail.archiveText")}
          destructive
          onConfirm={() => void onArchive()}
        />
      </div>
    </TitledSection>
  );
}
