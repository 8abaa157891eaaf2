import type { TClientErrorReport } from "@jobatlas/contract";
import { ApiError } from "./api-errors";
import { CSRF_HEADER } from "@jobatlas/contract/core";
import { csrfToken } from "./csrf";

/** At most this many reports per page load: a loop of errors must not flood the server. */
const MAX_REPORTS_PER_PAGE = 5;
const reported = new Set<string>();
let sent = 0;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === "string") return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Errors the user caused or the server already logged as expected: not worth a report. */
function isExpected(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/**
 * Reports an uncaught error to POST /capi/client-errors, so the generic error page's 'the team
 * was notified' is true. Deduplicated by message and stack, capped per page load, and never
 * throws (a failing report must not cause another one).
 */
export function reportClientError(error: unknown): void {
  if (isExpected(error)) return;
  const { message, stack } = describe(error);
  const key = `${message}\n${stack ?? ""}`;
  if (reported.has(key) || sent >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  sent += 1;

  const report: TClientErrorReport = {
    message: message.slice(0, 2000) || "Unknown error",
    stack: stack?.slice(0, 10_000),
    url: window.location.href.slice(0, 2000),
    user_agent: navigator.userAgent.slice(0, 500),
    request_id: error instanceof ApiError ? error.requestId?.slice(0, 100) : undefined,
  };
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  // Plain fetch, not the API client: no retries, no error classes, keepalive across unloads.
  fetch("/capi/client-errors", {
    method: "POST",
    headers,
    body: JSON.stringify(report),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

/** Reports errors nothing else caught: window `error` and `unhandledrejection`. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener("error", (event) => reportClientError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportClientError(event.reason));
}

/** For tests only. */
export function resetErrorReporting(): void {
  reported.clear();
  sent = 0;
}

/**
 * A server-drawn page (ADR 050) that the browser could not take over as it stood: React draws it
 * again in the browser, which the visitor barely sees, so it is logged and reported, not shown.
 */
export function reportHydrationMismatch(error: unknown): void {
  console.error("The server-drawn page was drawn again in the browser:", error);
  reportClientError(error);
}
