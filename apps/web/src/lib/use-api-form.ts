import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { applyApiError } from "./form-errors";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";
// The forms show zod's messages: in the page's language, loaded with the first form (ADR 048).
import "./zod-messages";

export type ApiFormOptions<TInput extends FieldValues, TOutput extends FieldValues> = {
  /** The contract's schema (or one built from it): the form checks what the server checks. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The fields the form shows: a server message for any other field goes to the whole form. */
  fields: readonly string[];
  /** Sends the checked values; whatever it throws lands on the form (applyApiError). */
  onSubmit: (values: TOutput) => Promise<void>;
  /** A form's own wording for a ServiceError code (else the server's detail). */
  serviceMessage?: (code: string, detail: string) => string | undefined;
};

/** What useApiForm returns: react-hook-form's form and the props of the `<form>` element. */
export type ApiForm<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<
  TInput,
  unknown,
  TOutput
> & {
  formProps: {
    ref: ReturnType<typeof useFocusFirstInvalid>;
    noValidate: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
};

/**
 * The one setup of a form that sends to the API: react-hook-form with the zod resolver, focus on
 * the first invalid field in document order after a submit, and every failure of the request on
 * the form (per-field server messages, rate limits, network, session ended) — nothing fails
 * silently. Spread `formProps` on the `<form>`:
 *
 *   const { register, formState: { errors, isSubmitting }, formProps } = useApiForm({
 *     schema: ZLoginForm, defaultValues: { email: "" }, fields: ["email"],
 *     onSubmit: async ({ email }) => { await requestLink.mutateAsync({ email }); onSent(email); },
 *   });
 *   <form {...formProps}><FormError error={errors.root?.server} />…</form>
 */
export function useApiForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  fields,
  onSubmit,
  serviceMessage,
}: ApiFormOptions<TInput, TOutput>): ApiForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues,
  });
  const ref = useFocusFirstInvalid(form.formState.submitCount);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyApiError(error, form.setError, fields, serviceMessage);
    }
  });
  const formProps = {
    ref,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
  return { ...form, formProps };
}
