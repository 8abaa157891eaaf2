import { APPLICATION_RETENTION } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { applicationRetentionOptions, useSetApplicationRetention } from "../api/application-retention";
import { TitledSection } from "@/components/ui/titled-section";

const { minDays, maxDays, defaultDays } = APPLICATION_RETENTION;

const ZRetentionForm = z.object({
  days: z.coerce
    .number<string>()
    .int({ error: () => i18n.t("dataRights.retention.range", { min: minDays, max: maxDays }) })
    .min(minDays, { error: () => i18n.t("dataRights.retention.range", { min: minDays, max: maxDays }) })
    .max(maxDays, { error: () => i18n.t("dataRights.retention.range", { min: minDays, max: maxDays }) }),
});

/**
 * The company tab's retention period (ADR 030): how many days closed applications are kept after
 * their final state before they are deleted — archived (by a member, or automatically without an
 * answer, issue 29), rejected and withdrawn; owners and admins change it, recruiters read it.
 */
export function ApplicationRetentionPanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const retention = useQuery(applicationRetentionOptions(slug));
  if (!retention.data) {
    return retention.isError ? <FormError message={retention.error.message} /> : null;
  }
  const { days, effective_days: effective } = retention.data;
  return (
    <TitledSection id="org-retention-title" title={t("dataRights.retention.title")} className="space-y-3">
      <p className="max-w-prose">
        {t("dataRights.retention.text", { days: effective, default: defaultDays, min: minDays, max: maxDays })}
      </p>
      {canEdit && <RetentionForm key={days ?? "default"} slug={slug} days={days} />}
    </TitledSection>
  );
}

function RetentionForm({ slug, days }: { slug: string; days: number | null }) {
  const { t } = useTranslation();
  const save = useSetApplicationRetention(slug);
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZRetentionForm,
    defaultValues: { days: String(days ?? defaultDays) },
    fields: ["days"],
    onSubmit: async (values) => {
      await save.mutateAsync({ days: values.days === defaultDays ? null : values.days });
      toast.success(t("dataRights.retention.saved"));
    },
  });
  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field
        label={t("dataRights.retention.label")}
        hint={t("dataRights.retention.hint", { min: minDays, max: maxDays, default: defaultDays })}
        error={errors.days?.message}
      >
        {(props) => (
          <Input
            type="number"
            inputMode="numeric"
            min={minDays}
            max={maxDays}
            className="max-w-32"
            {...props}
            {...register("days")}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("dataRights.retention.save")}
      </Button>
    </form>
  );
}
