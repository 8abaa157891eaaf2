import { CSRF_COOKIE } from "@jobatlas/contract/core";
import { getAppSettings } from "./settings";

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * The CSRF token to echo in X-CSRFToken: the cookie's current value (it wins, as the server
 * compares against the cookie), else the one the settings node was rendered with.
 */
export function csrfToken(): string | undefined {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  try {
    return getAppSettings().csrfToken || undefined;
  } catch {
    return undefined;
  }
}

/** Methods the server never checks the token of (plugins/csrf.ts: only unsafe methods are compared). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The token of a request by method: an unsafe one reads the cookie (`csrfToken`); a safe one, which
 * the server does not check, sends the settings node's, so loading a page reads no `document.cookie`
 * (Chrome reports every read as a performance issue: Lighthouse's inspector-issues, issue 12 §7).
 */
export function csrfTokenFor(method: string): string | undefined {
  if (!SAFE_METHODS.has(method.toUpperCase())) return csrfToken();
  try {
    return getAppSettings().csrfToken || undefined;
  } catch {
    return undefined;
  }
}
