import { expect, type Page } from "@playwright/test";
import { csrfHeaders } from "./accounts";

/**
 * A call of an organisation's API as the signed-in page (its cookies, its CSRF token and
 * X-Organization naming the organisation `slug`); fails the test on an error status.
 */
export async function orgCall<T = unknown>(
  page: Page,
  slug: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { ...(await csrfHeaders(page)), "X-Organization": slug },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A word no other test uses, for titles a query or the search must find. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
