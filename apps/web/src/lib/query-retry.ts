import { RETRY_LIMIT } from "@jobatlas/contract/core";
import { errorStatus, RateLimitedError } from "./api-errors";

/**
 * A page drawn on the server (ADR 050) retries nothing: a failure sends the page undrawn at once,
 * and the browser, which retries, draws it.
 */
export function drawingOnServer(): boolean {
  return typeof window === "undefined";
}

/** 4xx statuses that are worth another try: timeout, too early, rate limited. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * The retry rule of spec §8: a failing request is not retried when its status is 4xx, except
 * 408, 425 and 429; otherwise (5xx, network failure) up to RETRY_LIMIT (3) retries.
 * `failureCount` counts the earlier failures: 0 when the first attempt just failed (TanStack
 * Query's convention), so `failureCount < RETRY_LIMIT` allows exactly RETRY_LIMIT retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (drawingOnServer()) return false;
  if (failureCount >= RETRY_LIMIT) return false;
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return RETRYABLE_CLIENT_STATUSES.has(status);
  return true;
}

/** Exponential back-off, capped at 10 s; honours Retry-After of a 429 when it is short. */
export function retryDelay(failureCount: number, error: unknown): number {
  const retryAfter = error instanceof RateLimitedError ? error.retryAfter : undefined;
  if (retryAfter !== undefined && retryAfter >= 0 && retryAfter <= 30) return retryAfter * 1000;
  return Math.min(1000 * 2 ** failureCount, 10_000);
}
