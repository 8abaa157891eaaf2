import { ROOT_ERROR_KEY } from "@jobatlas/contract/core";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { NetworkError, NotAuthenticatedError, RateLimitedError, ServiceError, ValidationError } from "./api-errors";
import { i18n } from "./i18n";

/** Where react-hook-form keeps a server's whole-form error; FormError reads it. */
export const ROOT_SERVER_ERROR = "root.server" as const;

/**
 * Puts a server ValidationError onto a react-hook-form form: each entry's last `loc` element
 * names the field; `__root__` (and any field the form does not have) becomes the form-level
 * error `root.server`. Returns false for any other error, so the caller can show a toast.
 *
 *   onError: (error) => { if (!applyServerErrors(error, form.setError, Object.keys(defaults))) toastSaveFailed(); }
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): boolean {
  if (!(error instanceof ValidationError)) return false;
  const rootMessages: string[] = [];
  let firstField = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = field !== ROOT_ERROR_KEY && (!fields || fields.includes(field));
    if (!known) {
      rootMessages.push(...messages);
      continue;
    }
    setError(field as Path<T>, { type: "server", message: messages.join(" ") }, { shouldFocus: firstField });
    firstField = false;
  }
  if (rootMessages.length > 0) setError(ROOT_SERVER_ERROR, { type: "server", message: rootMessages.join(" ") });
  return true;
}

/** Why a form's root error shows; FormError words its heading by it. */
export type RootErrorKind = "server" | "rateLimited" | "service" | "network" | "signedOut" | "failed";

/**
 * Puts any failure of a form's request onto the form, so nothing fails silently and no toast is
 * needed (use with `meta: { errorToast: false }`):
 * - ValidationError → per-field messages (applyServerErrors), whole-form ones at `root.server`;
 * - RateLimited (429) → its detail (already in the page language) at `root.server`;
 * - ServiceError → `serviceMessage(code)` when the form words that code itself, else the detail;
 * - NotAuthenticated (401) → "your session has ended, sign in again";
 * - no response → the network message; anything else → the generic "could not send".
 * The error's `type` tells FormError which heading to show.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
  serviceMessage?: (code: string, detail: string) => string | undefined,
): void {
  if (applyServerErrors(error, setError, fields)) return;
  const set = (type: RootErrorKind, message: string) => setError(ROOT_SERVER_ERROR, { type, message });
  if (error instanceof RateLimitedError) set("rateLimited", error.detail);
  else if (error instanceof ServiceError) set("service", serviceMessage?.(error.code, error.detail) ?? error.detail);
  else if (error instanceof NotAuthenticatedError) set("signedOut", i18n.t("form.signedOut"));
  else if (error instanceof NetworkError) set("network", i18n.t("form.networkError"));
  else set("failed", i18n.t("form.sendFailed"));
}

/**
 * A failed request shown without a form (a link's token spent on opening): a rate limit with the
 * server's words, a network failure, or "could not send" — for FormError's `error`.
 */
export function requestFailureOf(error: unknown): { type: string; message: string } | undefined {
  if (error instanceof RateLimitedError) return { type: "rateLimited", message: error.detail };
  if (error instanceof NetworkError) return { type: "network", message: i18n.t("form.networkError") };
  return error ? { type: "failed", message: i18n.t("form.sendFailed") } : undefined;
}
