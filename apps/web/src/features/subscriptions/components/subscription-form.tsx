import { SUBSCRIPTION_ERROR_CODES, SUBSCRIPTION_LIMITS, type TSubscription } from "@jobatlas/contract";
import { useController } from "react-hook-form";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { FrequencySelect } from "./frequency-select";
import { SuggestionsCombobox } from "@/components/ui/suggestions-combobox";
import { useJobTitleSuggestions } from "@/lib/job-title-suggestions";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { IndustriesPicker } from "@/components/ui/industries-picker";
import {
  SUBSCRIPTION_FORM_FIELDS,
  subscriptionFormDefaults,
  ZSubscriptionForm,
  type TSubscriptionFormInput,
  type TSubscriptionFormValues,
} from "../subscription-form";

/** The wording of a refused request's code, else the server's detail. */
export function subscriptionServiceMessage(code: string, detail: string): string {
  if (code === SUBSCRIPTION_ERROR_CODES.tooMany) return i18n.t("subscriptions.errors.limit");
  if (code === SUBSCRIPTION_ERROR_CODES.tokenInvalid) return i18n.t("subscriptions.errors.tokenInvalid");
  if (code === SUBSCRIPTION_ERROR_CODES.exists) return i18n.t("subscriptions.errors.exists");
  return detail;
}

/**
 * The job alert's criteria (query, place with radius, sectors with the search filters' picker,
 * workload, frequency, on/off), to create one or edit one. Field errors from the server (an unknown place) show at their field.
 */
export function SubscriptionForm({
  subscription,
  initial,
  titleId,
  title,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  subscription?: TSubscription;
  initial?: Partial<TSubscriptionFormInput>;
  titleId: string;
  title: string;
  submitLabel: string;
  onSubmit: (values: TSubscriptionFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const form = useApiForm({
    schema: ZSubscriptionForm,
    defaultValues: { ...subscriptionFormDefaults(subscription), ...initial },
    fields: SUBSCRIPTION_FORM_FIELDS,
    serviceMessage: subscriptionServiceMessage,
    onSubmit,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    formProps,
  } = form;
  const sectors = useController({ control, name: "sectors" });
  const query = useController({ control, name: "query" });
  const queryText = typeof query.field.value === "string" ? query.field.value : "";
  // Occupations of the vocabulary as the seeker types (ADR 075), in the UI's language.
  const occupations = useJobTitleSuggestions(query.fieldState.isDirty ? queryText : "", lang);
  return (
    <form {...formProps} aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border p-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <FormError error={errors.root?.server} />
      <Field
        label={t("subscriptions.form.query")}
        hint={t("subscriptions.form.queryHint")}
        error={errors.query?.message}
        optional
      >
        {(props) => (
          <SuggestionsCombobox
            maxLength={SUBSCRIPTION_LIMITS.queryMax}
            {...props}
            name={query.field.name}
            inputRef={query.field.ref}
            value={queryText}
            onValueChange={query.field.onChange}
            onBlur={query.field.onBlur}
            suggestions={occupations.filter((title) => title !== queryText)}
            onPick={query.field.onChange}
            listLabel={t("subscriptions.form.querySuggestions")}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          label={t("subscriptions.form.location")}
          hint={t("subscriptions.form.locationHint")}
          error={errors.location?.message}
        >
          {(props) => (
            <Input
              autoComplete="postal-code"
              maxLength={SUBSCRIPTION_LIMITS.locationMax}
              {...props}
              {...register("location")}
            />
          )}
        </Field>
        <Field
          label={t("subscriptions.form.radius")}
          hint={t("subscriptions.form.radiusHint")}
          error={errors.radius_km?.message}
        >
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={SUBSCRIPTION_LIMITS.radiusMin}
              max={SUBSCRIPTION_LIMITS.radiusMax}
              {...props}
              {...register("radius_km")}
            />
          )}
        </Field>
      </div>
      {/* The search filters' picker: chips and a filterable checkbox list, usable on a phone. */}
      <IndustriesPicker
        value={sectors.field.value}
        onChange={sectors.field.onChange}
        lang={lang}
        legend={t("subscriptions.form.sectors")}
        hint={t("subscriptions.form.sectorsHint", { max: SUBSCRIPTION_LIMITS.sectorsMax })}
        error={errors.sectors?.message ?? errors.sectors?.root?.message}
        inputRef={sectors.field.ref}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("subscriptions.form.workloadMin")} error={errors.workload_min?.message} optional>
          {(props) => (
            <Input type="number" inputMode="numeric" min={0} max={100} {...props} {...register("workload_min")} />
          )}
        </Field>
        <Field label={t("subscriptions.form.workloadMax")} error={errors.workload_max?.message} optional>
          {(props) => (
            <Input type="number" inputMode="numeric" min={0} max={100} {...props} {...register("workload_max")} />
          )}
        </Field>
        <Field label={t("subscriptions.frequency.label")} error={errors.frequency?.message}>
          {(props) => <FrequencySelect {...props} {...register("frequency")} />}
        </Field>
      </div>
      <Checkbox label={t("subscriptions.form.active")} {...register("active")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("form.sending") : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("subscriptions.form.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
