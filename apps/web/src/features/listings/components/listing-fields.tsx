import { ZContentLanguage, ZCountry, ZEmploymentType, ZRemoteType, ZStartDateKind } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useController, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError, type FieldControlProps } from "@/components/ui/field";
import { Input, WorkloadInput } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioInput } from "@/components/ui/radio-input";
import { ChoiceSelect, Select } from "@/components/ui/select";
import { ContentLanguageSelect } from "@/components/ui/content-language-select";
import { orgAddressesQueryOptions, questionnaireChoicesQueryOptions } from "../api/listings";
import type { ListingFormValues } from "../form";

export type ListingForm = UseFormReturn<ListingFormValues>;

function Radio({
  label,
  hint,
  ...input
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <RadioInput id={id} {...input} className="mt-1 shrink-0" aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block text-muted">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/**
 * A select bound to a form field whose options arrive later (addresses, jobs): controlled, so the
 * chosen value shows once its option is there (an uncontrolled select would fall back to the first).
 */
export function ControlledSelect({
  form,
  name,
  children,
  className,
  ...props
}: {
  form: ListingForm;
  name: "address_id" | "job_id";
  children: ReactNode;
  className?: string;
} & FieldControlProps) {
  const { field } = useController({ control: form.control, name });
  return (
    <Select
      {...props}
      className={className}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
    >
      {children}
    </Select>
  );
}

/** A group of radio buttons bound to a form field. */
export function RadioGroupField<K extends "location" | "start_kind" | "publish" | "template">({
  form,
  name,
  legend,
  options,
}: {
  form: ListingForm;
  name: K;
  legend: string;
  options: { value: ListingFormValues[K]; label: string; hint?: string }[];
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <fieldset className="space-y-2" aria-invalid={Boolean(fieldState.error)}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          checked={field.value === option.value}
          onChange={() => field.onChange(option.value)}
          label={option.label}
          hint={option.hint}
        />
      ))}
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

/** The listing's title (the wizard's job description step, with a hint of where it came from, and the editor). */
export function TitleField({ form, hint }: { form: ListingForm; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("listings.form.title")}
      hint={hint ?? t("listings.form.titleHint")}
      error={form.formState.errors.title?.message}
    >
      {(props) => <Input maxLength={200} {...props} {...form.register("title")} />}
    </Field>
  );
}

/**
 * The details of a listing: language, place of work (one of the organisation's addresses or by
 * agreement), employment and remote type, workload, salary, languages, start, publication (not
 * for a published listing) and questionnaire, links.
 */
export function DetailsFields({
  form,
  slug,
  published,
  currentQuestionnaire,
}: {
  form: ListingForm;
  slug: string;
  /** A published listing keeps its publish date: no publication choice. */
  published?: { on: string };
  /** The questionnaire the listing has (its name when it is not among the picker's answers). */
  currentQuestionnaire?: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const { register, watch } = form;
  const errors = form.formState.errors;
  const location = watch("location");
  const startKind = watch("start_kind");
  const publish = watch("publish");
  const addresses = useQuery(orgAddressesQueryOptions(slug));

  return (
    <div className="space-y-6">
      <Field label={t("listings.form.language")} error={errors.language?.message}>
        {(props) => <ContentLanguageSelect {...props} {...register("language")} className="max-w-xs" />}
      </Field>

      <div className="space-y-3">
        <RadioGroupField
          form={form}
          name="location"
          legend={t("listings.form.location")}
          options={[
            { value: "address", label: t("listings.form.locationAddress") },
            { value: "by_agreement", label: t("listings.form.locationByAgreement") },
          ]}
        />
        {location === "address" &&
          (addresses.data && addresses.data.items.length === 0 ? (
            <p role="status" className="text-sm text-muted">
              {t("listings.form.noAddresses")}
            </p>
          ) : (
            <Field label={t("listings.form.address")} error={errors.address_id?.message}>
              {(props) => (
                <ControlledSelect form={form} name="address_id" {...props} className="max-w-xl">
                  <option value="">{t("listings.form.chooseAddress")}</option>
                  {(addresses.data?.items ?? []).map((address) => (
                    <option key={address.id} value={address.id}>
                      {[
                        address.label,
                        `${address.street} ${address.house_number}`.trim(),
                        `${address.postal_code} ${address.city}`,
                      ]
                        .filter(Boolean)
                        .join(", ")}
                    </option>
                  ))}
                </ControlledSelect>
              )}
            </Field>
          ))}
        {location === "by_agreement" && (
          <Field label={t("listings.form.country")} error={errors.country?.message}>
            {(props) => (
              <Select {...props} {...register("country")} className="max-w-xs">
                {ZCountry.options.map((country) => (
                  <option key={country} value={country}>
                    {t(`listings.form.countries.${country}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("listings.form.employmentType")} error={errors.employment_type?.message}>
          {(props) => (
            <ChoiceSelect
              values={ZEmploymentType.options}
              label={(type) => t(`jobFields.employmentTypes.${type}`)}
              {...props}
              {...register("employment_type")}
            />
          )}
        </Field>
        <Field label={t("listings.form.remoteType")} error={errors.remote_type?.message}>
          {(props) => (
            <ChoiceSelect
              values={ZRemoteType.options}
              label={(type) => t(`jobFields.remoteTypes.${type}`)}
              {...props}
              {...register("remote_type")}
            />
          )}
        </Field>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("listings.form.workload")}</legend>
        <div className="grid max-w-md gap-4 sm:grid-cols-2">
          <Field label={t("listings.form.workloadMin")} error={errors.workload_min?.message}>
            {(props) => <WorkloadInput {...props} {...register("workload_min")} />}
          </Field>
          <Field label={t("listings.form.workloadMax")} error={errors.workload_max?.message}>
            {(props) => <WorkloadInput {...props} {...register("workload_max")} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          {t("listings.form.salary")}
          <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
        </legend>
        <div className="grid max-w-md gap-4 sm:grid-cols-2">
          <Field label={t("listings.form.salaryMin")} error={errors.salary_min?.message} optional>
            {(props) => (
              <Input type="number" inputMode="numeric" min={0} step={1000} {...props} {...register("salary_min")} />
            )}
          </Field>
          <Field label={t("listings.form.salaryMax")} error={errors.salary_max?.message} optional>
            {(props) => (
              <Input type="number" inputMode="numeric" min={0} step={1000} {...props} {...register("salary_max")} />
            )}
          </Field>
        </div>
      </fieldset>

      <RequiredLanguages form={form} />

      <div className="space-y-3">
        <RadioGroupField
          form={form}
          name="start_kind"
          legend={t("listings.form.start")}
          options={ZStartDateKind.options.map((kind) => ({
            value: kind,
            label: kind === "by_date" ? t("listings.form.startDate") : t(`listings.start.${kind}`),
          }))}
        />
        {startKind === "by_date" && (
          <Field label={t("listings.form.startDate")} error={errors.start_date?.message}>
            {(props) => <Input type="date" className="max-w-xs" {...props} {...register("start_date")} />}
          </Field>
        )}
      </div>

      {!published && (
        <div className="space-y-3">
          <RadioGroupField
            form={form}
            name="publish"
            legend={t("listings.form.publish")}
            options={[
              { value: "now", label: t("listings.form.publishNow") },
              { value: "date", label: t("listings.form.publishOnDate") },
            ]}
          />
          {publish === "date" && (
            <Field
              label={t("listings.form.publishedOn")}
              hint={t("listings.form.publishedOnHint")}
              error={errors.published_on?.message}
            >
              {(props) => <Input type="date" className="max-w-xs" {...props} {...register("published_on")} />}
            </Field>
          )}
        </div>
      )}

      <QuestionnairePicker form={form} slug={slug} current={currentQuestionnaire ?? null} />

      <fieldset className="space-y-4">
        <legend className="text-sm font-medium">{t("listings.form.links")}</legend>
        <Field label={t("listings.form.listingUrl")} error={errors.listing_url?.message} optional>
          {(props) => <Input type="url" inputMode="url" {...props} {...register("listing_url")} />}
        </Field>
        <Field label={t("listings.form.applyUrl")} error={errors.apply_url?.message} optional>
          {(props) => <Input type="url" inputMode="url" {...props} {...register("apply_url")} />}
        </Field>
      </fieldset>
    </div>
  );
}

function RequiredLanguages({ form }: { form: ListingForm }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: "required_languages" });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t("listings.form.languages")}
        <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {ZContentLanguage.options.map((code) => (
          <Checkbox
            key={code}
            label={t(`jobFields.contentLanguages.${code}`)}
            checked={field.value.includes(code)}
            onChange={(event) =>
              field.onChange(
                ZContentLanguage.options.filter((c) => (c === code ? event.target.checked : field.value.includes(c))),
              )
            }
          />
        ))}
      </div>
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

/**
 * The questionnaire: the organisation's active questionnaires from the autocomplete, narrowed by
 * the words typed above the list; "no questionnaire" is the first choice.
 */
function QuestionnairePicker({
  form,
  slug,
  current,
}: {
  form: ListingForm;
  slug: string;
  current: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const choices = useQuery(questionnaireChoicesQueryOptions(slug, query));
  const { field, fieldState } = useController({ control: form.control, name: "questionnaire_id" });
  const items = choices.data?.items ?? [];
  const chosenMissing = field.value !== "" && !items.some((item) => String(item.id) === field.value);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t("listings.form.questionnaire")}
        <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
      </legend>
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-search`}>{t("listings.form.questionnaireSearch")}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={text}
            aria-controls={`${id}-choice`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-choice`}>{t("listings.form.questionnaire")}</Label>
          <Select
            id={`${id}-choice`}
            aria-invalid={Boolean(fieldState.error)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <option value="">{t("listings.form.questionnaireNone")}</option>
            {chosenMissing && (
              <option value={field.value}>
                {current && String(current.id) === field.value
                  ? t("listings.form.questionnaireCurrent", { name: current.name })
                  : `#${field.value}`}
              </option>
            )}
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({t("listings.form.questionnaireCount", { count: item.question_count })})
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

/** Who answers applicants' questions. */
export function ContactFields({ form }: { form: ListingForm }) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("listings.form.contactHint")}</p>
      <Field label={t("listings.form.contactName")} error={errors.contact_name?.message} optional>
        {(props) => <Input autoComplete="name" maxLength={120} {...props} {...register("contact_name")} />}
      </Field>
      <Field label={t("listings.form.contactEmail")} error={errors.contact_email?.message} optional>
        {(props) => <Input type="email" autoComplete="email" {...props} {...register("contact_email")} />}
      </Field>
      <Field label={t("listings.form.contactPhone")} error={errors.contact_phone?.message} optional>
        {(props) => <Input type="tel" autoComplete="tel" {...props} {...register("contact_phone")} />}
      </Field>
    </div>
  );
}
