import type { TOrgJob, TOrgJobCreateRequest } from "@jobatlas/contract";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { apiPost, csrfHeaders, latestMail, signUpAndSignIn, type Account } from "./accounts";

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

/**
 * A fresh employer signed up and signed in on `page`, with an active job and an active listing of
 * it under `title`: the account, the organisation's slug and id, and the listing's id.
 */
export async function employerWithListing(
  page: Page,
  testInfo: TestInfo,
  options: { company: string; title: string; plan?: "free" | "pro"; lang?: "de" | "en" },
) {
  const { company, title, plan = "pro", lang = "en" } = options;
  const account = await signUpAndSignIn(page, testInfo, { company, plan, lang });
  const slug = account.slug ?? "";
  const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const listing = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
  });
  const { id: companyId } = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");
  return { account, slug, company, title, listingId: listing.id, companyId };
}

/** POST /capi/org/jobs: writes the job's "created" activity and a notification for each member. */
export function createJob(page: Page, slug: string, job: TOrgJobCreateRequest): Promise<TOrgJob> {
  return orgCall<TOrgJob>(page, slug, "POST", "/capi/org/jobs", job);
}

/**
 * A second member of the owner's organisation, signed in on `memberPage` (its own browser context),
 * the way a real colleague joins: a seeker account, invited by the owner (POST
 * /capi/org/members/invites), accepting with the mailed invitation's token.
 */
export async function inviteColleague(
  ownerPage: Page,
  slug: string,
  memberPage: Page,
  testInfo: TestInfo,
  role: "admin" | "recruiter" = "recruiter",
): Promise<Account> {
  const member = await signUpAndSignIn(memberPage, testInfo);
  await orgCall(ownerPage, slug, "POST", "/capi/org/members/invites", { email: member.email, role });
  // The sign-in mail first, then the invitation.
  const mail = await latestMail(memberPage, member.email, 2);
  const token = /invite_token=([^&\s"'<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No invitation link in: ${mail.text}`);
  await apiPost(memberPage, "/capi/organization-invites/accept", { token: decodeURIComponent(token) });
  return member;
}

/** A word no other test uses, for titles a query or the search must find. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A title no other test uses: `prefix` and a unique word. */
export function uniqueTitle(prefix: string): string {
  return uniqueWord(`${prefix} `);
}
