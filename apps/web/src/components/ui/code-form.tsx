import { VERIFICATION_CODE_LENGTH } from "@jobatlas/contract";
import { useEffect, type ComponentProps } from "react";
import { z } from "zod";
import { ServiceError } from "@/lib/api-errors";
import { applyApiError } from "@/lib/form-errors";
import { i18n, useTranslation, type TKey } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useApiForm } from "@/lib/use-api-form";
import { Button } from "./button";
import { Field } from "./field";
import { FormError } from "./form-error";
import { Input } from "./input";

const codeSchema = (digitsMessage: () => string) =>
  z.object({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: digitsMessage }),
  });

type PrefixOf<K> = K extends `${infer Base}.codeDigits` ? Base : never;
/** A catalogue part with a code entry's words: `code` (label), `codeHint` (with `{{email}}`), `codeDigits`, `resend`. */
export type CodeFormTexts = {
  [P in PrefixOf<TKey>]: `${P}.code` extends TKey
    ? `${P}.codeHint` extends TKey
      ? `${P}.resend` extends TKey
        ? P
        : never
      : never
    : never;
}[PrefixOf<TKey>];

/**
 * The entry of a mailed 6-digit code (the data request of the privacy page, the email change):
 * the code field has the focus; a wrong code (the service error `invalidCode`, its detail saying
 * the tries left) stands at the field, anything else on the form; "resend" mails a new code,
 * empties the field and says so in a toast with the field's hint.
 */
export function CodeForm({
  texts,
  email,
  submitLabel,
  cancelLabel,
  invalidCode,
  serviceMessage,
  onCode,
  onResend,
  resending,
  onCancel,
}: {
  /** The catalogue part with the field's label and hint, the message for a code that is not 6 digits, "resend". */
  texts: CodeFormTexts;
  /** The address the code went to (in the hint). */
  email: string;
  submitLabel: string;
  cancelLabel: string;
  invalidCode: string;
  serviceMessage: (code: string, detail: string) => string | undefined;
  /** Spends the code; a rejection lands on the field (a wrong code) or the form. */
  onCode: (code: string) => Promise<void>;
  /** Mails a new code. */
  onResend: () => Promise<unknown>;
  resending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`${texts}.code`);
  const hint = t(`${texts}.codeHint`, { email });
  const {
    register,
    setError,
    setFocus,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: codeSchema(() => i18n.t(`${texts}.codeDigits`)),
    defaultValues: { code: "" },
    fields: ["code"],
    serviceMessage,
    onSubmit: async ({ code }) => {
      try {
        await onCode(code);
      } catch (error) {
        // A wrong code belongs to the code field; everything else to the form.
        if (!(error instanceof ServiceError && error.code === invalidCode)) throw error;
        setError("code", { type: "server", message: error.detail }, { shouldFocus: true });
      }
    },
  });

  useEffect(() => setFocus("code"), [setFocus]);

  const resend = async () => {
    clearErrors();
    try {
      await onResend();
      reset({ code: "" });
      setFocus("code");
      toast.success(hint);
    } catch (error) {
      applyApiError(error, setError, [], serviceMessage);
    }
  };

  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field label={label} hint={hint} error={errors.code?.message}>
        {(props) => <CodeInput {...props} {...register("code")} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("form.sending") : submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => void resend()} disabled={resending}>
          {t(`${texts}.resend`)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}

/** The field of a mailed code: digits only, offered by the phone's one-time-code autofill. */
export function CodeInput(props: ComponentProps<"input">) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      className="max-w-48 font-mono text-lg! tracking-[0.4em]"
      {...props}
    />
  );
}
