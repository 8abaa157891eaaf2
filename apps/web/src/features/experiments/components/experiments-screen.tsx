import { ZExperimentFilter, type TExperimentFilter, type TExperimentSummary } from "@jobatlas/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, linkOptions, useNavigate } from "@tanstack/react-router";
import { FlaskConical } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/document-title";
import { experimentsQueryOptions, useCreateExperiment } from "../api/experiments";
import { EMPTY_EXPERIMENT_FORM, experimentRequestOf } from "../form";
import { sectorLabels } from "../format";
import { ExperimentProfileForm } from "./experiment-profile-form";
import { ExperimentStatusBadge } from "./experiment-status-badge";
import { ScreenHeader } from "@/components/ui/screen-header";
import { LoadFailed } from "@/components/ui/query-states";
import { ExperimentListCard } from "./list-card";

/**
 * experiments: the seeker's experiments — active or archived as links keeping the choice in the
 * URL (`filter`) — newest first, and the form starting a new one from a hypothesis profile.
 */
export function ExperimentsScreen({ filter }: { filter: TExperimentFilter }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.experiments.title");
  useDocumentTitle(title);
  return (
    <div className="space-y-8">
      <ScreenHeader title={title} intro={t("experiments.intro")} />

      <nav aria-label={t("experiments.tabs.label")} className="flex gap-2 border-b border-border">
        {ZExperimentFilter.options.map((option) => (
          <Link
            key={option}
            to="/$lang/experiments"
            params={{ lang }}
            search={{ filter: option }}
            aria-current={option === filter ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 font-medium",
              option === filter ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
            )}
          >
            {t(`experiments.tabs.${option}`)}
          </Link>
        ))}
      </nav>

      <ExperimentsList key={filter} filter={filter} />
      {filter === "active" && <CreateExperimentForm />}
    </div>
  );
}

/** One filter's list: "Show more" appends the next page below the ones shown. */
function ExperimentsList({ filter }: { filter: TExperimentFilter }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(experimentsQueryOptions(filter));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        boxed={false}
        text={t("experiments.list.loadFailed")}
        retryLabel={t("experiments.list.retry")}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isPending) return null;
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-surface p-4 text-muted">
        {t(filter === "active" ? "experiments.list.emptyActive" : "experiments.list.emptyArchived")}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label={t(`experiments.tabs.${filter}`)} className="space-y-3">
        {items.map((experiment) => (
          <ExperimentCard key={experiment.uid} experiment={experiment} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t("experiments.list.more")}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm">
          {t("experiments.list.loadFailed")}
        </p>
      )}
    </div>
  );
}

function ExperimentCard({ experiment }: { experiment: TExperimentSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sectors = sectorLabels(experiment.sectors, lang);
  return (
    <ExperimentListCard
      heading="h2"
      headingClassName="text-lg font-semibold wrap-anywhere"
      link={linkOptions({ to: "/$lang/experiments/$experimentUid", params: { lang, experimentUid: experiment.uid } })}
      title={experiment.title}
      aside={<ExperimentStatusBadge experiment={experiment} />}
    >
      <p className="text-sm wrap-anywhere">
        {experiment.job_titles.join(" · ")}
        {sectors.length > 0 && <span className="text-muted"> — {sectors.join(", ")}</span>}
      </p>
      <p className="flex flex-wrap gap-x-4 text-sm text-muted">
        <span>{t(`search.regions.${experiment.region ?? "switzerland"}`)}</span>
        <span>{t("experiments.list.validatedCount", { count: experiment.validated_count })}</span>
        <span>
          {experiment.archived_at
            ? t("experiments.list.archivedOn", { date: formatDate(experiment.archived_at, lang) })
            : t("experiments.list.created", { date: formatDate(experiment.created_at, lang) })}
        </span>
      </p>
    </ExperimentListCard>
  );
}

function CreateExperimentForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateExperiment();
  return (
    <ExperimentProfileForm
      id="experiment-form-title"
      heading={
        <>
          <FlaskConical aria-hidden="true" className="size-5" />
          {t("experiments.form.title")}
        </>
      }
      initial={EMPTY_EXPERIMENT_FORM}
      submitLabel={t("experiments.form.submit")}
      submittingLabel={t("experiments.form.submitting")}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(experimentRequestOf(values));
        toast.success(t("experiments.form.created", { title: created.title }));
        await navigate({ to: "/$lang/experiments/$experimentUid", params: { lang, experimentUid: created.uid } });
      }}
    />
  );
}
