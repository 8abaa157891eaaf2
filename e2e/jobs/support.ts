import type { TOrgJob, TOrgJobCreateRequest } from "@jobatlas/contract";
import { expect, type Page } from "@playwright/test";
import { csrfHeaders } from "../support/accounts";

/** POST /capi/org/jobs as the signed-in page, for the organisation `slug`. */
export async function createJobViaApi(page: Page, slug: string, job: TOrgJobCreateRequest): Promise<TOrgJob> {
  const response = await page.request.post("/capi/org/jobs", {
    data: job,
    headers: { ...(await csrfHeaders(page)), "X-Organization": slug },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TOrgJob;
}

/** A word no other test uses, for titles the query filter must find. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
