import { ROOT_ERROR_KEY, type TValidationErrorEntry } from "@jobatlas/contract";

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
    const body = this.response as { request_id?: unknown } | null;
    return typeof body?.request_id === "string" ? body.request_id : undefined;
  }
}

export class NotAuthenticatedError extends ApiError {
  override name = "NotAuthenticatedError";
  constructor(response: unknown) {
    super(401, response, "Not authenticated");
  }
}

export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
  constructor(response: unknown) {
    super(403, response, "Forbidden");
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
    super(429, response, detail);
  }
}

/** 400 with type ServiceError: a business rule said no; `code` is stable, `detail` is translated. */
export class ServiceError extends ApiError {
  override name = "ServiceError";
  constructor(
    readonly detail: string,
    readonly code: string,
    response: unknown,
  ) {
    super(400, response, detail);
  }
}

/** 400 with type ValidationError: per-field messages; the last `loc` element names the field. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  constructor(
    readonly entries: TValidationErrorEntry[],
    response: unknown,
  ) {
    super(400, response, entries.map((e) => e.msg).join("\n") || "Validation error");
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
    status: 404 | 410,
    response: unknown,
    readonly detail?: string,
  ) {
    super(status, response, detail ?? (status === 410 ? "Gone" : "Not found"));
  }

  get gone(): boolean {
    return this.status === 410;
  }
}

/** No response at all (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(cause?: unknown) {
    super("Network error", { cause });
  }
}

function bodyType(body: unknown): string | undefined {
  const type = (body as { type?: unknown } | null)?.type;
  return typeof type === "string" ? type : undefined;
}

function bodyDetail(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === "string" ? detail : undefined;
}

function isEntry(value: unknown): value is TValidationErrorEntry {
  const entry = value as { loc?: unknown; msg?: unknown } | null;
  return Array.isArray(entry?.loc) && typeof entry.msg === "string";
}

/** Turns a response of status ≥ 400 (body already parsed) into the error class of spec §8. */
export function errorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  const type = bodyType(body);
  switch (status) {
    case 401:
      return new NotAuthenticatedError(body);
    case 403:
      return new ForbiddenError(body);
    case 404:
    case 410:
      return new NotFoundError(status, body, bodyDetail(body));
    case 429: {
      const retryAfter = Number(headers?.get("retry-after") ?? Number.NaN);
      return new RateLimitedError(
        bodyDetail(body) ?? "Too many requests",
        body,
        Number.isFinite(retryAfter) ? retryAfter : undefined,
      );
    }
    case 400: {
      const detail = (body as { detail?: unknown } | null)?.detail;
      if (type === "ValidationError" && Array.isArray(detail)) {
        return new ValidationError(detail.filter(isEntry), body);
      }
      const code = (body as { code?: unknown } | null)?.code;
      if (type === "ServiceError" && typeof code === "string") {
        return new ServiceError(bodyDetail(body) ?? code, code, body);
      }
      return new ApiError(status, body);
    }
    default:
      return new ApiError(status, body);
  }
}

/** Status of an API error, undefined for anything else (network failures included). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
