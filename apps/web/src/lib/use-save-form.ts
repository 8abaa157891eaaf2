import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { toast } from "./toasts";
import { useApiForm, type ApiForm } from "./use-api-form";

/**
 * A form that edits a saved thing and stays on screen (a job, the company profile, the user's
 * details): the form starts from `valuesOf(saved)`; a save sends, starts the form over from what
 * the server saved (so it is no longer dirty) and toasts `savedText`. Failures land on the form
 * as with useApiForm.
 */
export function useSaveForm<TInput extends FieldValues, TOutput extends FieldValues, TSaved>({
  schema,
  saved,
  valuesOf,
  fields,
  save,
  savedText,
}: {
  schema: z.ZodType<TOutput, TInput>;
  saved: TSaved;
  valuesOf: (saved: TSaved) => DefaultValues<TInput>;
  fields: readonly string[];
  save: (values: TOutput) => Promise<TSaved>;
  savedText: string;
}): ApiForm<TInput, TOutput> {
  const form: ApiForm<TInput, TOutput> = useApiForm({
    schema,
    defaultValues: valuesOf(saved),
    fields,
    onSubmit: async (values) => {
      form.reset(valuesOf(await save(values)));
      toast.success(savedText);
    },
  });
  return form;
}
