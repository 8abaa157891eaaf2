import { EXPERIMENT_LIMITS, REGIONS, type TRegion } from "@jobatlas/contract";
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import type { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { IndustriesPicker } from "@/components/ui/industries-picker";
import { JobTitleCombobox } from "@/features/seeker-profile";
import { useApiForm } from "@/lib/use-api-form";
import { EXPERIMENT_FORM_FIELDS, ZExperimentForm, type TExperimentFormInput } from "../form";
import { experimentServiceMessage } from "../format";

/**
 * The hypothesis profile as a form — title, job titles (chips with suggestions), industries (the
 * search's picker) and region — checked with the contract's schema; starting an experiment and
 * editing one use it.
 */
export function ExperimentProfileForm({
  id,
  heading,
  initial,
  submitLabel,
  submittingLabel,
  onSubmit,
  extraActions,
}: {
  id: string;
  heading: ReactNode;
  initial: TExperimentFormInput;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: z.output<typeof ZExperimentForm>) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZExperimentForm,
    defaultValues: initial,
    fields: EXPERIMENT_FORM_FIELDS,
    serviceMessage: experimentServiceMessage,
    onSubmit,
  });
  const jobTitles = useController({ control, name: "job_titles" });
  const sectors = useController({ control, name: "sectors" });

  return (
    <form {...formProps} aria-labelledby={id} className="space-y-5 rounded-lg border border-border p-4 sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {heading}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
