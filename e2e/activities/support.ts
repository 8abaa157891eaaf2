import type { TOrgJob, TOrgJobCreateRequest } from "@jobatlas/contract";
import { expect, type Page } from "@playwright/test";
import { apiPost, csrfHeaders, latestMail, signUpAndSignIn, type Account } from "../support/accounts";
import type { TestInfo } from "@playwright/test";

/** A call of an organisation's API as the signed-in page (its cookies, CSRF token and X-Organization). */
export async function orgPost(page: Page, slug: string, path: string, data: unknown) {
  const response = await page.request.post(path, {
    data,
    headers: { ...(await csrfHeaders(page)), "X-Organization": slug },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

export async function orgPut(page: Page, slug: string, path: string, data: unknown) {
  const response = await page.request.put(path, {
    data,
    headers: { ...(await csrfHeaders(page)), "X-Organization": slug },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** POST /capi/org/jobs: writes the job's "created" activity and a notification for each member. */
export function createJob(page: Page, slug: string, job: TOrgJobCreateRequest): Promise<TOrgJob> {
  return orgPost(page, slug, "/capi/org/jobs", job) as Promise<TOrgJob>;
}

/**
 * A second member of the owner's organisation, signed in on `memberPage` (its own browser context),
 * the way a real colleague joins: a seeker account, invited by the owner (POST
 * /capi/org/members/invites — a plan with invites), accepting with the mailed invitation's token.
 */
export async function inviteColleague(
  ownerPage: Page,
  slug: string,
  memberPage: Page,
  testInfo: TestInfo,
  role: "admin" | "recruiter" = "recruiter",
): Promise<Account> {
  const member = await signUpAndSignIn(memberPage, testInfo);
  await orgPost(ownerPage, slug, "/capi/org/members/invites", { email: member.email, role });
  // The sign-in mail first, then the invitation.
  const mail = await latestMail(memberPage, member.email, 2);
  const token = /invite_token=([^&\s"'<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation link in: ${mail.text}`);
  await apiPost(memberPage, "/capi/organization-invites/accept", { token: decodeURIComponent(token) });
  return member;
}

/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
