import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { i18n, useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useApiForm } from "@/lib/use-api-form";

/** The catalogue parts of a days setting: each has label, hint, range, save and saved. */
type DaysTexts = "dataRights.retention" | "orgFollowUp.answerTime";

/**
 * An organisation's setting of a number of days in a range with a default (the retention period,
 * the answer time): a whole number from `min` to `max`; the default is saved as null, so it follows
 * the product's default should that change.
 */
export function DaysSettingForm({
  days,
  range: { minDays, maxDays, defaultDays },
  texts,
  save,
}: {
  days: number | null;
  range: { minDays: number; maxDays: number; defaultDays: number };
  texts: DaysTexts;
  save: (days: number | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rangeError = () => i18n.t(`${texts}.range`, { min: minDays, max: maxDays });
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: z.object({
      days: z.coerce
        .number<string>()
        .int({ error: rangeError })
        .min(minDays, { error: rangeError })
        .max(maxDays, { error: rangeError }),
    }),
    defaultValues: { days: String(days ?? defaultDays) },
    fields: ["days"],
    onSubmit: async (values) => {
      await save(values.days === defaultDays ? null : values.days);
      toast.success(t(`${texts}.saved`));
    },
  });
  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field
        label={t(`${texts}.label`)}
        hint={t(`${texts}.hint`, { min: minDays, max: maxDays, default: defaultDays })}
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
        {isSubmitting ? t("form.sending") : t(`${texts}.save`)}
      </Button>
    </form>
  );
}
