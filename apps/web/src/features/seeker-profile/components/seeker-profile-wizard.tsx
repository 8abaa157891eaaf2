import { REGIONS, ZRemoteType, type TSeekerProfileResponse } from "@jobatlas/contract";
import { industryOptions, useIndustryFilter } from "@/lib/industries";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useController, type Control } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import type { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input, WorkloadInput } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useApiForm } from "@/lib/use-api-form";
import { useSaveSeekerProfile } from "../api/seeker-profile";
import {
  FIELDS,
  formValues,
  MAX_JOB_TITLES,
  MAX_SECTORS,
  MAX_SKILLS,
  STEPS,
  WORKLOAD_ORDER_ERROR,
  ZSeekerProfileForm,
} from "../form";
import { JobTitleCombobox } from "./job-title-combobox";
import { SkillsInput } from "./skills-input";
import { SavedPanel } from "@/components/ui/focus-heading";
import { SubmitButton } from "@/components/ui/submit-button";
import { ButtonLink } from "@/components/ui/link-button";

const LAST_STEP = STEPS.length - 1;

/**
 * search/profile: the seeker profile in three steps (job titles; what I bring; what I want), one
 * form saved with PUT /capi/user/seeker-profile at the end. "Next" checks the step's fields; a
 * server error on a field of another step leads back to it with focus on the field.
 */
export function SeekerProfileWizard({ profile }: { profile: TSeekerProfileResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useSaveSeekerProfile();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef<"heading" | "invalid" | null>(null);
  const { register, control, trigger, formState, formProps } = useApiForm({
    schema: ZSeekerProfileForm,
    defaultValues: formValues(profile),
    fields: FIELDS,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      setSaved(true);
    },
  });
  const { errors, submitCount } = formState;

  // After a submit, errors on another step's fields lead back to that step.
  useEffect(() => {
    if (submitCount === 0) return;
    const withError = STEPS.findIndex((s) => s.fields.some((field) => errors[field]));
    if (withError !== -1) {
      focusOnStep.current = "invalid";
      setStep(withError);
    }
    // Only when a submit has ended: errors are complete then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  useEffect(() => {
    const target = focusOnStep.current;
    focusOnStep.current = null;
    if (target === "heading") stepHeading.current?.focus();
    if (target === "invalid")
      document.querySelector<HTMLElement>('#seeker-profile-form [aria-invalid="true"]')?.focus();
  }, [step]);

  useEffect(() => {
    if (saved) savedHeading.current?.focus();
  }, [saved]);

  const go = (next: number) => {
    focusOnStep.current = "heading";
    setStep(next);
  };
  const goNext = async () => {
    if (await trigger([...STEPS[step]!.fields])) go(step + 1);
    else document.querySelector<HTMLElement>('#seeker-profile-form [aria-invalid="true"]')?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      // Enter in a field of an earlier step goes on, it does not save half a profile.
      event.preventDefault();
      void goNext();
    } else formProps.onSubmit(event);
  };

  const stepTitle = (index: number) => t(`company.seekerProfile.steps.${STEPS[index]!.key}`);

  if (saved) {
    return (
      <SavedPanel id="seeker-profile-saved" headingRef={savedHeading} title={t("company.seekerProfile.saved")}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/$lang/search" params={{ lang }} search={{ seeker_profile: true }} icon={Search}>
            {t("company.seekerProfile.showResults")}
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setStep(0);
            }}
          >
            {t("company.seekerProfile.editAgain")}
          </Button>
        </div>
      </SavedPanel>
    );
  }

  return (
    <div className="space-y-6">
      <Stepper
        label={t("company.seekerProfile.progressLabel")}
        steps={STEPS.map((_, index) => stepTitle(index))}
        current={step}
        onGo={go}
        columns="sm:grid-cols-3"
        srPrefix={(index) =>
          t("company.seekerProfile.progress", { current: index + 1, total: STEPS.length, title: "" })
        }
      >
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface"
          role="progressbar"
          aria-label={t("company.seekerProfile.progressLabel")}
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={t("company.seekerProfile.progress", {
            current: step + 1,
            total: STEPS.length,
            title: stepTitle(step),
          })}
        >
          <div className="h-full bg-accent transition-all" style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
        </div>
      </Stepper>

      <form {...formProps} id="seeker-profile-form" onSubmit={onSubmit} className="space-y-6">
        <h2 ref={stepHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("company.seekerProfile.progress", { current: step + 1, total: STEPS.length, title: stepTitle(step) })}
        </h2>
        <FormError error={errors.root?.server} />

        {step === 0 && <JobTitlesStep control={control} />}

        {step === 1 && (
          <>
            <Field
              label={t("company.seekerProfile.about.label")}
              hint={t("company.seekerProfile.about.hint")}
              error={errors.about?.message}
              optional
            >
              {(props) => <Textarea rows={6} maxLength={4000} {...props} {...register("about")} />}
            </Field>
            <SkillsStep control={control} />
          </>
        )}

        {step === 2 && (
          <>
            <SectorsStep control={control} />
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">{t("company.seekerProfile.workload.legend")}</legend>
              <div className="grid max-w-md gap-4 sm:grid-cols-2">
                <Field label={t("company.seekerProfile.workload.min")} error={errors.workload_min?.message} optional>
                  {(props) => <WorkloadInput {...props} {...register("workload_min")} />}
                </Field>
                <Field
                  label={t("company.seekerProfile.workload.max")}
                  error={
                    errors.workload_max?.message === WORKLOAD_ORDER_ERROR
                      ? t("company.seekerProfile.workload.maxBelowMin")
                      : errors.workload_max?.message
                  }
                  optional
                >
                  {(props) => <WorkloadInput {...props} {...register("workload_max")} />}
                </Field>
              </div>
            </fieldset>
            <RemoteTypes control={control} />
            <Field label={t("company.seekerProfile.region.label")} error={errors.region?.message} optional>
              {(props) => (
                <Select {...props} {...register("region")} className="max-w-md">
                  <option value="">{t("company.seekerProfile.region.any")}</option>
                  {(Object.keys(REGIONS) as (keyof typeof REGIONS)[]).map((region) => (
                    <option key={region} value={region}>
                      {t(`company.seekerProfile.regions.${region}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        )}

        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          {step > 0 && (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              {t("company.seekerProfile.back")}
            </Button>
          )}
          {/* Keys: "Next" must not turn into the submit button under the pointer (the click that
              moved on would then also save). */}
          {step < LAST_STEP ? (
            <Button key="next" onClick={() => void goNext()}>
              {t("company.seekerProfile.next")}
            </Button>
          ) : (
            <SubmitButton key="save" state={formState} sendingLabel={t("company.seekerProfile.saving")}>
              {t("company.seekerProfile.save")}
            </SubmitButton>
          )}
        </div>
      </form>
    </div>
  );
}

type FormControl = Control<z.input<typeof ZSeekerProfileForm>, unknown, z.output<typeof ZSeekerProfileForm>>;

function JobTitlesStep({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "job_titles" });
  return (
    <Field
      label={t("company.seekerProfile.jobTitles.label")}
      hint={t("company.seekerProfile.jobTitles.hint", { max: MAX_JOB_TITLES })}
      error={fieldState.error?.message}
      optional
    >
      {(props) => (
        <JobTitleCombobox values={field.value} onChange={field.onChange} max={MAX_JOB_TITLES} control={props} />
      )}
    </Field>
  );
}

function SkillsStep({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "skills" });
  return (
    <Field
      label={t("company.seekerProfile.skills.label")}
      hint={t("company.seekerProfile.skills.hint", { max: MAX_SKILLS })}
      error={fieldState.error?.message}
      optional
    >
      {(props) => <SkillsInput values={field.value} onChange={field.onChange} max={MAX_SKILLS} control={props} />}
    </Field>
  );
}

function SectorsStep({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const filterId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ control, name: "sectors" });
  const chosen = new Set<string>(field.value);
  const options = industryOptions(lang);
  // Found by the words people use too, in every language (ADR 074); the chosen ones stay listed.
  const { shown, inputProps } = useIndustryFilter(options, lang);
  const industries = [
    ...shown,
    ...options.filter((industry) => chosen.has(industry.code) && !shown.includes(industry)),
  ];
  const full = chosen.size >= MAX_SECTORS;
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">
        {t("company.seekerProfile.sectors.label")}
        <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
      </legend>
      <p id={hintId} aria-live="polite" className="text-sm text-muted">
        {t("company.seekerProfile.sectors.chosen", { count: chosen.size, max: MAX_SECTORS })}
      </p>
      <div className="max-w-md space-y-1.5">
        <label htmlFor={filterId} className="block text-sm">
          {t("company.seekerProfile.sectors.filter")}
        </label>
        <Input id={filterId} type="search" {...inputProps} />
      </div>
      <ul className="max-h-80 space-y-1 overflow-auto rounded-md border border-border p-3">
        {industries.map((industry) => (
          <li key={industry.code}>
            <Checkbox
              label={industry.label}
              checked={chosen.has(industry.code)}
              disabled={full && !chosen.has(industry.code)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...field.value, industry.code]
                    : field.value.filter((code) => code !== industry.code),
                )
              }
            />
          </li>
        ))}
      </ul>
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

function RemoteTypes({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: "remote_types" });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t("company.seekerProfile.remote")}
        <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
      </legend>
      {ZRemoteType.options.map((type) => (
        <Checkbox
          key={type}
          label={t(`jobFields.remoteTypes.${type}`)}
          checked={field.value.includes(type)}
          onChange={(event) =>
            field.onChange(event.target.checked ? [...field.value, type] : field.value.filter((v) => v !== type))
          }
        />
      ))}
    </fieldset>
  );
}
