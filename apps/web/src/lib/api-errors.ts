import { ERROR_STATUS, errorBodyStatus, parseErrorBody, ROOT_ERROR_KEY, STALE_CODE } from "@jobatlas/contract/core";
import type { TErrorBody, TValidationErrorEntry } from "@jobatlas/contract";

/**
 * The error catalogue of spec §8 as classes. The API client throws one of these for every
 * response of status 400 or above, and NetworkError when no response arrived.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    /** The parsed JSON body, or the raw text when it was not JSON, or null when empty. */
    readonly response: unknown,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
  }

  /** The server's request id, present on 500s (quote it when reporting). */
  get requestId(): string | undefined {
    const body = parseErrorBody(this.response);
    return body?.type === "InternalError" ? body.request_id : undefined;
  }
}

export class NotAuthenticatedError extends ApiError {
  override name = "NotAuthenticatedError";
  constructor(response: unknown) {
    super(ERROR_STATUS.NotAuthenticated, response, "Not authenticated");
  }
}

export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
  constructor(response: unknown) {
    super(ERROR_STATUS.Forbidden, response, "Forbidden");
  }
}

export class RateLimitedError extends ApiError {
  override name = "RateLimitedError";
  constructor(
    readonly detail: string,
    response: unknown,
    /** Seconds from the Retry-After header, when sent. */
    readonly retryAfter?: number,
  ) {
    super(ERROR_STATUS.RateLimited, response, detail);
  }
}

/**
 * 400 with type ServiceError: a business rule said no; `code` is stable, `detail` is translated.
 * A save made from an older revision is the one ServiceError of status 409 (code `stale`, ADR 088).
 */
export class ServiceError extends ApiError {
  override name = "ServiceError";
  constructor(
    readonly detail: string,
    readonly code: string,
    response: unknown,
  ) {
    super(errorBodyStatus({ type: "ServiceError", code }), response, detail);
  }

  /** Someone else saved what this save changes meanwhile: nothing of it was written. */
  get stale(): boolean {
    return this.code === STALE_CODE;
  }
}

/** 400 with type ValidationError: per-field messages; the last `loc` element names the field. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  constructor(
    readonly entries: TValidationErrorEntry[],
    response: unknown,
  ) {
    super(ERROR_STATUS.ValidationError, response, entries.map((e) => e.msg).join("\n") || "Validation error");
  }

  /** Messages by field name; whole-form errors under `__root__`. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const entry of this.entries) {
      const field = String(entry.loc.at(-1) ?? ROOT_ERROR_KEY);
      (out[field] ??= []).push(entry.msg);
    }
    return out;
  }
}

/** 404 (NotFound) or 410 (Gone); `gone` tells that the thing existed and is no longer available. */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
  constructor(
    status: number,
    response: unknown,
    readonly detail?: string,
  ) {
    super(status, response, detail ?? (status === ERROR_STATUS.Gone ? "Gone" : "Not found"));
  }

  get gone(): boolean {
    return this.status === ERROR_STATUS.Gone;
  }
}

/** No response at all (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(cause?: unknown) {
    super("Network error", { cause });
  }
}

/**
 * The body as one of the catalogue's error bodies (contract `ZErrorBody`, read by
 * `parseErrorBody`), when it parses as one and the status is
 * the one the catalogue gives it (errorBodyStatus); undefined for anything else.
 */
function catalogueBody(status: number, body: unknown): TErrorBody | undefined {
  const parsed = parseErrorBody(body);
  return parsed && errorBodyStatus(parsed) === status ? parsed : undefined;
}

/**
 * Turns a response of status ≥ 400 (body already parsed as JSON) into the error class of spec §8.
 * 401 and 403 are read by their status alone; the other classes need the catalogue's body, and
 * a body that does not parse as one is the generic ApiError with the status and the response.
 */
export function errorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  if (status === ERROR_STATUS.NotAuthenticated) return new NotAuthenticatedError(body);
  if (status === ERROR_STATUS.Forbidden) return new ForbiddenError(body);
  const error = catalogueBody(status, body);
  switch (error?.type) {
    case "NotFound":
    case "Gone":
      return new NotFoundError(status, body, error.detail);
    case "RateLimited": {
      const retryAfter = Number(headers?.get("retry-after") ?? Number.NaN);
      return new RateLimitedError(error.detail, body, Number.isFinite(retryAfter) ? retryAfter : undefined);
    }
    case "ServiceError":
      return new ServiceError(error.detail, error.code, body);
    case "ValidationError":
      return new ValidationError(error.detail, body);
    default:
      return new ApiError(status, body);
  }
}

/** Status of an API error, undefined for anything else (network failures included). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
