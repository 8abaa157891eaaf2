import { useRef } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { toast } from "./toasts";
import { useApiForm, type ApiForm } from "./use-api-form";
import { changedFields, startingPoint, useStaleEdit, type StaleEdit } from "./use-stale-edit";

/** An editor of a thing with an edit revision (ADR 088): how the stale notice words and reloads it. */
export interface StaleOptions<TSaved> {
  /** The current version, fetched anew (the query's refetch). */
  reload: () => Promise<TSaved>;
  /** A field's label on the form, for the list of the user's changes. */
  label: (field: string) => string;
  /** A field's value as text to copy, when the default (lib/use-stale-edit valueText) reads badly. */
  text?: (field: string, value: unknown) => string;
}

/** The revision a saved thing carries, if it has one. */
function revisionOf(saved: unknown): number | undefined {
  const revision = (saved as { revision?: unknown } | null)?.revision;
  return typeof revision === "number" ? revision : undefined;
}

/**
 * A form that edits a saved thing and stays on screen (a job, the company profile, the user's
 * details): the form starts from `valuesOf(saved)`; a save sends, starts the form over from what
 * the server saved (so it is no longer dirty) and toasts `savedText`. Failures land on the form
 * as with useApiForm.
 *
 * With `stale` (a thing with an edit revision, ADR 088) `save` gets the revision of what the form
 * started from; a save refused because someone else saved meanwhile fills `stale` for
 * StaleEditNotice (the user's changed fields, and a reload that starts the form over from the
 * current version) instead of a form error.
 */
export function useSaveForm<TInput extends FieldValues, TOutput extends FieldValues, TSaved>({
  schema,
  saved,
  valuesOf,
  fields,
  save,
  savedText,
  stale,
}: {
  schema: z.ZodType<TOutput, TInput>;
  saved: TSaved;
  valuesOf: (saved: TSaved) => DefaultValues<TInput>;
  fields: readonly string[];
  save: (values: TOutput, revision: number | undefined) => Promise<TSaved>;
  savedText: string;
  stale?: StaleOptions<TSaved>;
}): ApiForm<TInput, TOutput> & { stale: StaleEdit } {
  // What the form started from: the loaded thing, then each saved or reloaded version.
  const base = useRef(saved);
  // What the cache holds now: a newer version differing only outside the form is saved onto.
  const latest = useRef(saved);
  latest.current = saved;
  const staleEdit = useStaleEdit(async () => {
    if (!stale) return;
    const current = await stale.reload();
    base.current = current;
    form.reset(valuesOf(current));
  });
  const form: ApiForm<TInput, TOutput> = useApiForm({
    schema,
    defaultValues: valuesOf(saved),
    fields,
    onSubmit: async (values) => {
      const loaded = base.current;
      const now = latest.current;
      const revision = revisionOf(loaded);
      const newer = revisionOf(now);
      if (stale && revision !== undefined && newer !== undefined)
        base.current = startingPoint({ revision, saved: loaded }, { revision: newer, saved: now }, (version) =>
          valuesOf(version.saved),
        ).saved;
      try {
        const answer = await save(values, revisionOf(base.current));
        base.current = answer;
        form.reset(valuesOf(answer));
        toast.success(savedText);
      } catch (error) {
        const draftChanges = () =>
          changedFields(
            form.getValues() as Record<string, unknown>,
            valuesOf(base.current) as Record<string, unknown>,
            fields,
            stale?.label ?? String,
            stale?.text,
          );
        if (stale && staleEdit.refused(error, draftChanges)) return;
        throw error;
      }
    },
  });
  return { ...form, stale: staleEdit };
}
