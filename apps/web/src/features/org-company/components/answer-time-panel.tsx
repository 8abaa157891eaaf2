import { ANSWER_TIME } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { TitledSection } from "@/components/ui/titled-section";
import { i18n, useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useApiForm } from "@/lib/use-api-form";
import { answerTimeQueryOptions, useSetAnswerTime } from "../api/answer-time";

const { minDays, maxDays, defaultDays } = ANSWER_TIME;

const rangeError = () => i18n.t("orgFollowUp.answerTime.range", { min: minDays, max: maxDays });
const ZAnswerTimeForm = z.object({
  days: z.coerce
    .number<string>()
    .int({ error: rangeError })
    .min(minDays, { error: rangeError })
    .max(maxDays, { error: rangeError }),
});

/**
 * The company tab's answer time (issue 29): the days the organisation promises to answer
 * applications within, shown on its company page and in the apply wizard. A pending application
 * reaching it reminds the members; one still pending `auto_close_after_days` later is closed
 * without an answer. Owners and admins change it, recruiters read it.
 */
export function AnswerTimePanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const answerTime = useQuery(answerTimeQueryOptions(slug));
  if (!answerTime.data) {
    return answerTime.isError ? <FormError message={answerTime.error.message} /> : null;
  }
  const { days, effective_days: effective, auto_close_after_days: closeDays } = answerTime.data;
  return (
    <TitledSection id="org-answer-time-title" title={t("orgFollowUp.answerTime.title")} className="space-y-3">
      <p className="max-w-prose">{t("orgFollowUp.answerTime.text", { days: effective, closeDays })}</p>
      {canEdit && <AnswerTimeForm key={days ?? "default"} slug={slug} days={days} />}
    </TitledSection>
  );
}

function AnswerTimeForm({ slug, days }: { slug: string; days: number | null }) {
  const { t } = useTranslation();
  const save = useSetAnswerTime(slug);
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZAnswerTimeForm,
    defaultValues: { days: String(days ?? defaultDays) },
    fields: ["days"],
    onSubmit: async (values) => {
      // The default is saved as null: it follows the product's default should that change.
      await save.mutateAsync({ days: values.days === defaultDays ? null : values.days });
      toast.success(t("orgFollowUp.answerTime.saved"));
    },
  });
  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field
        label={t("orgFollowUp.answerTime.label")}
        hint={t("orgFollowUp.answerTime.hint", { min: minDays, max: maxDays, default: defaultDays })}
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
        {isSubmitting ? t("form.sending") : t("orgFollowUp.answerTime.save")}
      </Button>
    </form>
  );
}
