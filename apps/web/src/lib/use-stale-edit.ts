import { useQueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ServiceError } from "./api-errors";

/**
 * Edits never overwrite each other (ADR 088). An editor of the company profile, an address, a job,
 * a listing or a questionnaire sends the `revision` it loaded; when someone else saved meanwhile
 * the server refuses with the ServiceError code `stale` and writes nothing. The editor then shows
 * `StaleEditNotice` (components/ui/stale-edit-notice.tsx) with what this hook keeps: the fields
 * the user changed, with their values to copy, and a way to load the current version.
 */

/** One changed field of the refused draft: its label on the form and its value as text. */
export interface StaleChange {
  field: string;
  label: string;
  value: string;
}

export interface StaleEdit {
  /** The refused draft's changes while the notice shows; null when no save was refused. */
  changes: StaleChange[] | null;
  /** The current version has been loaded into the form since the refusal. */
  reloaded: boolean;
  reloading: boolean;
  /** Loading the current version failed (the notice offers it again). */
  reloadFailed: boolean;
  /** Loads the current version into the editor; the draft's changes stay on the notice. */
  reload: () => Promise<void>;
  /** Closes the notice (after reloading, once the user has what they need). */
  dismiss: () => void;
  /**
   * For a save's failure: true when it was stale — the notice then shows `changes()` — and false
   * for any other error, which the editor handles as before.
   */
  refused: (error: unknown, changes: () => StaleChange[]) => boolean;
}

/** Whether a failed save was refused because someone else saved first. */
export function isStaleError(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.stale;
}

/** A value of a form field as text to read and copy: lists one item a line, nothing as empty. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number"))
    return value.join("\n");
  return JSON.stringify(value, null, 2);
}

/**
 * The fields whose value in `draft` differs from `loaded` (the values the form started from), in
 * the order of `fields`, each with its label and its value as text (`text` words a field itself).
 */
export function changedFields<T extends Record<string, unknown>>(
  draft: T,
  loaded: T,
  fields: readonly (keyof T & string)[],
  label: (field: keyof T & string) => string,
  text: (field: keyof T & string, value: unknown) => string = (_field, value) => valueText(value),
): StaleChange[] {
  return fields
    .filter((field) => JSON.stringify(draft[field] ?? null) !== JSON.stringify(loaded[field] ?? null))
    .map((field) => ({ field, label: label(field), value: text(field, draft[field]) }));
}

/**
 * The state of the stale notice of one editor. `reload` fetches the current version and puts it
 * into the editor (e.g. refetch the query, then reset the form to it).
 */
export function useStaleEdit(reload: () => Promise<void>): StaleEdit {
  const [changes, setChanges] = useState<StaleChange[] | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);

  const refused = useCallback((error: unknown, draftChanges: () => StaleChange[]) => {
    if (!isStaleError(error)) return false;
    setChanges(draftChanges());
    setReloaded(false);
    setReloadFailed(false);
    return true;
  }, []);

  const load = useCallback(async () => {
    setReloading(true);
    setReloadFailed(false);
    try {
      await reload();
      setReloaded(true);
    } catch {
      setReloadFailed(true);
    } finally {
      setReloading(false);
    }
  }, [reload]);

  const dismiss = useCallback(() => {
    setChanges(null);
    setReloaded(false);
  }, []);

  return { changes, reloaded, reloading, reloadFailed, reload: load, dismiss, refused };
}

/**
 * The current version of what `options` loads, fetched anew past any cache (and put into the
 * cache, so every screen showing it follows): an editor's `reload`.
 */
export function useFetchCurrent<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): () => Promise<T> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...options, staleTime: 0 });
}

/**
 * The version a save goes from: the `loaded` one the editor started from, or the `latest` one the
 * cache holds now when that is newer only outside what the editor sends — `sent` gives the same
 * for both (e.g. the user's own new picture or logo, an archiving on the same page). Saving onto
 * it overwrites nothing anyone wrote; any other newer version stays a stale save.
 */
export function startingPoint<T extends { revision: number }>(loaded: T, latest: T, sent: (version: T) => unknown): T {
  return latest.revision > loaded.revision && JSON.stringify(sent(latest)) === JSON.stringify(sent(loaded))
    ? latest
    : loaded;
}
