/**
 * The application's errors. Services throw these; plugins/error-handler.ts maps each to the
 * catalogue of docs/domain.md §3 exactly once, with the status the contract's ERROR_STATUS gives its type.
 * No Fastify here, so services stay framework-free.
 */
import { CONFLICT_STATUS, ERROR_STATUS, STALE_CODE, type TErrorType } from "@jobatlas/contract";
import type { MessageKey } from "./i18n/messages";

export abstract class AppError extends Error {
  abstract readonly type: TErrorType;
  /** A message key of i18n/messages.ts for the detail, with its parameters. */
  constructor(
    readonly detailKey?: MessageKey,
    readonly detailParams: Record<string, string | number> = {},
  ) {
    super(detailKey ?? "");
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

/** The class of an error type that needs nothing but its detail. */
function errorOfType<T extends TErrorType>(type: T) {
  return class extends AppError {
    readonly type = type;
  };
}

export class NotAuthenticatedError extends errorOfType("NotAuthenticated") {}
export class ForbiddenError extends errorOfType("Forbidden") {}
export class NotFoundError extends errorOfType("NotFound") {}

/** What a look-up found; none answers NotFound ("notFound"). */
export function foundOr404<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw new NotFoundError("notFound");
  return found;
}
export class GoneError extends errorOfType("Gone") {}
export class ServiceUnavailableError extends errorOfType("ServiceUnavailable") {}
/** 413 for a body over a route's own limit (the picture upload). */
export class PayloadTooLargeError extends errorOfType("PayloadTooLarge") {}
/** 415 for a body that is not JSON on /capi (plugins/json-only-api.ts). */
export class UnsupportedMediaTypeError extends errorOfType("UnsupportedMediaType") {}

/** A refused business action: 400 with a stable `code` the client translates. */
export class ServiceError extends AppError {
  readonly type = "ServiceError";
  constructor(
    readonly code: string,
    detailKey: MessageKey,
    detailParams: Record<string, string | number> = {},
  ) {
    super(detailKey, detailParams);
  }
}

/**
 * 409, ServiceError `stale`: the save named an older revision of what it changes than the stored
 * one — another member saved meanwhile — and nothing of it was written (ADR 088).
 */
export class StaleRevisionError extends ServiceError {
  constructor() {
    super(STALE_CODE, "staleRevision");
  }

  override get status(): number {
    return CONFLICT_STATUS;
  }
}

/**
 * The one check of an edit revision, for the company profile, addresses, jobs, listings and
 * questionnaires alike: `stored` is the row as read under its lock (FOR UPDATE / FOR NO KEY
 * UPDATE) in the transaction that writes it, so a parallel save of the same revision waits and
 * then finds the revision its rival wrote. A save without a revision (the specification's call as
 * older clients make it) is not compared. The repo's write adds one to the revision.
 */
export function requireCurrentRevision(stored: { readonly revision: number }, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored.revision) throw new StaleRevisionError();
}

/** Where a field is: the first element of its ValidationError entry's `loc`. */
export type FieldLocation = "body" | "query" | "path";

/** One refused field: its path below the location and the message saying why (a key of i18n/messages.ts). */
export interface FieldProblem {
  readonly path: readonly (string | number)[];
  readonly key: MessageKey;
  readonly params?: Record<string, string | number>;
}

/**
 * "This field is wrong", when a rule or the stored data refuses a value the contract's schema let
 * through (an unknown place, a past publish date, a body id that is not the path's): a
 * ValidationError with one entry per problem, each worded in the request's language, exactly as
 * the schema's own refusals are answered.
 */
export class FieldError extends AppError {
  readonly type = "ValidationError";
  constructor(
    readonly location: FieldLocation,
    readonly problems: readonly FieldProblem[],
  ) {
    super();
  }

  /** One field: `FieldError.at("body", ["published_on"], "listingsPublishedOnPast")`. */
  static at(
    location: FieldLocation,
    path: readonly (string | number)[],
    key: MessageKey,
    params?: Record<string, string | number>,
  ): FieldError {
    return new FieldError(location, [{ path, key, params }]);
  }
}

/** Too many requests for something other than the per-IP limits (e.g. mails per address per hour). */
export class RateLimitedError extends AppError {
  readonly type = "RateLimited";
  constructor(readonly retryAfterSeconds: number) {
    // Long waits read better in minutes.
    super(
      retryAfterSeconds >= 120 ? "rateLimitedMinutes" : "rateLimited",
      retryAfterSeconds >= 120 ? { minutes: Math.ceil(retryAfterSeconds / 60) } : { seconds: retryAfterSeconds },
    );
  }
}
