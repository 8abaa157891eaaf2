/**
 * The application's errors. Services throw these; plugins/error-handler.ts maps each to the
 * catalogue of DESIGN §3 exactly once. No Fastify here, so services stay framework-free.
 */
import type { MessageKey } from "./i18n/messages";

export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly type: string;
  /** A message key of i18n/messages.ts or a literal detail. */
  constructor(
    readonly detailKey?: MessageKey,
    readonly detailParams: Record<string, string | number> = {},
  ) {
    super(detailKey ?? "");
  }
}

export class NotAuthenticatedError extends AppError {
  readonly status = 401;
  readonly type = "NotAuthenticated";
}
export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly type = "Forbidden";
}
export class NotFoundError extends AppError {
  readonly status = 404;
  readonly type = "NotFound";
}
export class GoneError extends AppError {
  readonly status = 410;
  readonly type = "Gone";
}
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly type = "ServiceUnavailable";
}
/** A refused business action: 400 with a stable `code` the client translates. */
export class ServiceError extends AppError {
  readonly status = 400;
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
  readonly status = 429;
  readonly type = "RateLimited";
  constructor(readonly retryAfterSeconds: number) {
    // Long waits read better in minutes.
    super(
      retryAfterSeconds >= 120 ? "rateLimitedMinutes" : "rateLimited",
      retryAfterSeconds >= 120 ? { minutes: Math.ceil(retryAfterSeconds / 60) } : { seconds: retryAfterSeconds },
    );
  }
}

/** 413 for a body over a route's own limit (the picture upload). */
export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly type = "PayloadTooLarge";
}
