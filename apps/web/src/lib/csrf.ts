import { CSRF_COOKIE } from "@jobatlas/contract";
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
