/**
 * The application's errors. Services throw these; plugins/error-handler.ts maps each to the
 * catalogue of DESIGN §3 exactly once, with the status the contract's ERROR_STATUS gives its type.
 * No Fastify here, so services stay framework-free.
 */
import { ERROR_STATUS, type TErrorType } from "@jobatlas/contract";
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

export class NotAuthenticatedError extends AppError {
  readonly type = "NotAuthenticated";
}
export class ForbiddenError extends AppError {
  readonly type = "Forbidden";
}
export class NotFoundError extends AppError {
  readonly type = "NotFound";
}
export class GoneError extends AppError {
  readonly type = "Gone";
}
export class ServiceUnavailableError extends AppError {
  readonly type = "ServiceUnavailable";
}
/** 413 for a body over a route's own limit (the picture upload). */
export class PayloadTooLargeError extends AppError {
  readonly type = "PayloadTooLarge";
}

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
