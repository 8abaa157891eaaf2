import {
  EXPERIMENT_LIMITS,
  EXPERIMENTS_PAGE_SIZE,
  REGIONS,
  ZExperimentFilter,
  type TExperimentFilter,
  type TExperimentSummary,
  type TRegion,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { formatDate } from "@/features/companies/format";
import { IndustriesPicker } from "@/features/search/components/industries-picker";
import { JobTitleCombobox } from "@/features/seeker-profile/components/job-title-combobox";
import { useDocumentTitle } from "@/lib/document-title";
import { useApiForm } from "@/lib/use-api-form";
import { experimentsQueryOptions, useCreateExperiment } from "../api/experiments";
import {
  EMPTY_EXPERIMENT_FORM,
  EXPERIMENT_FORM_FIELDS,
  experimentRequestOf,
  ZExperimentForm,
  type TExperimentFormInput,
} from "../form";
import { experimentServiceMessage, sectorLabels } from "../format";
import { ExperimentStatusBadge } from "./experiment-status-badge";

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
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-prose text-muted">{t("experiments.intro")}</p>
      </header>

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

      <ExperimentsList filter={filter} />
      {filter === "active" && <CreateExperimentForm />}
    </div>
  );
}

function ExperimentsList({ filter }: { filter: TExperimentFilter }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useQuery(experimentsQueryOptions(filter, offset));
  const items = list.data?.items ?? [];
  const count = list.data?.count ?? 0;
  if (list.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p>{t("experiments.list.loadFailed")}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t("experiments.list.retry")}
        </Button>
      </div>
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
      {count > offset + EXPERIMENTS_PAGE_SIZE && (
        <Button variant="secondary" onClick={() => setOffset(offset + EXPERIMENTS_PAGE_SIZE)}>
          {t("experiments.list.more")}
        </Button>
      )}
    </div>
  );
}

function ExperimentCard({ experiment }: { experiment: TExperimentSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sectors = sectorLabels(experiment.sectors, lang);
  return (
    <li className="space-y-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold wrap-anywhere">
          <Link
            to="/$lang/experiments/$experimentUid"
            params={{ lang, experimentUid: experiment.uid }}
            className="text-accent underline-offset-4 hover:underline"
          >
            {experiment.title}
          </Link>
        </h2>
        <ExperimentStatusBadge experiment={experiment} />
      </div>
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
    </li>
  );
}

function CreateExperimentForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateExperiment();
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZExperimentForm,
    defaultValues: EMPTY_EXPERIMENT_FORM satisfies TExperimentFormInput,
    fields: EXPERIMENT_FORM_FIELDS,
    serviceMessage: experimentServiceMessage,
    onSubmit: async (values) => {
      const created = await create.mutateAsync(experimentRequestOf(values));
      toast.success(t("experiments.form.created", { title: created.title }));
      await navigate({ to: "/$lang/experiments/$experimentUid", params: { lang, experimentUid: created.uid } });
    },
  });
  const jobTitles = useController({ control, name: "job_titles" });
  const sectors = useController({ control, name: "sectors" });

  return (
    <form
      {...formProps}
      aria-labelledby="experiment-form-title"
      className="space-y-5 rounded-lg border border-border p-4 sm:p-6"
    >
      <h2 id="experiment-form-title" className="flex items-center gap-2 text-xl font-semibold">
        <FlaskConical aria-hidden="true" className="size-5" />
        {t("experiments.form.title")}
      </h2>
      <FormError error={errors.root?.server} />
      <Field label={t("experiments.form.name")} hint={t("experiments.form.nameHint")} error={errors.title?.message}>
        {(props) => <Input maxLength={EXPERIMENT_LIMITS.titleMax} {...props} {...register("title")} />}
      </Field>
      <Field
        label={t("experiments.form.jobTitles")}
        hint={t("experiments.form.jobTitlesHint", { max: EXPERIMENT_LIMITS.jobTitlesMax })}
        error={jobTitles.fieldState.error?.message}
      >
        {(props) => (
          <JobTitleCombobox
            values={jobTitles.field.value}
            onChange={jobTitles.field.onChange}
            max={EXPERIMENT_LIMITS.jobTitlesMax}
            control={props}
          />
        )}
      </Field>
      <div className="space-y-1">
        <IndustriesPicker value={sectors.field.value ?? []} onChange={sectors.field.onChange} lang={lang} />
        <FieldError message={sectors.fieldState.error?.message} />
      </div>
      <Field label={t("experiments.form.region")} error={errors.region?.message} optional className="max-w-md">
        {(props) => (
          <Select {...props} {...register("region")}>
            <option value="">{t("experiments.form.regionAny")}</option>
            {(Object.keys(REGIONS) as TRegion[])
              .filter((region) => region !== "switzerland")
              .map((region) => (
                <option key={region} value={region}>
                  {t(`search.regions.${region}`)}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("experiments.form.submitting") : t("experiments.form.submit")}
      </Button>
    </form>
  );
}
