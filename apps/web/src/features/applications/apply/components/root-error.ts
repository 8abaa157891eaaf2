import { NetworkError, NotAuthenticatedError, RateLimitedError, ServiceError, ValidationError } from "@/lib/api-errors";
import type { RootErrorKind } from "@/lib/form-errors";
import { i18n } from "@/lib/i18n";

/** A failed call as the wizard shows it: a message for the step, or for one field. */
export interface RootError {
  kind: RootErrorKind;
  message: string;
  /** The ServiceError code, when it was one. */
  code?: string;
  /** The field a ValidationError names (its last `loc` element), when it names one. */
  field?: string;
}

/** Words any failure of a call like applyApiError does (lib/form-errors.ts), without a react-hook-form form. */
export function rootErrorOf(error: unknown): RootError {
  if (error instanceof ValidationError) {
    const entry = error.entries[0];
    return { kind: "server", message: entry?.msg ?? error.message, field: String(entry?.loc.at(-1) ?? "") };
  }
  if (error instanceof RateLimitedError) return { kind: "rateLimited", message: error.detail };
  if (error instanceof ServiceError) return { kind: "service", message: error.detail, code: error.code };
  if (error instanceof NotAuthenticatedError) return { kind: "signedOut", message: i18n.t("form.signedOut") };
  if (error instanceof NetworkError) return { kind: "network", message: i18n.t("form.networkError") };
  return { kind: "failed", message: i18n.t("form.sendFailed") };
}
