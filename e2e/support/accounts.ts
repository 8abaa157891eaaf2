import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TDebugMail, TLanguage, TOrganizationPlan } from "@jobatlas/contract";
import { expect, type Cookie, type Page, type TestInfo } from "@playwright/test";

/** A fresh address per call: tests share one server, and each address may get 5 mails an hour. */
export function uniqueEmail(testInfo: TestInfo, tag = "user"): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${testInfo.workerIndex}-${Date.now()}-${random}@example.ch`;
}

/** The CSRF header for API calls made with the page's cookies (the server sets the cookie with the first page). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const find = async () => (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken");
  if (!(await find())) await page.request.get("/en/search");
  const cookie = await find();
  if (!cookie) throw new Error("The server set no csrftoken cookie.");
  return { "X-CSRFToken": cookie.value };
}

/** POST to the API as the page (its cookies, its CSRF token); fails the test on an error status. */
export async function apiPost(page: Page, path: string, data: unknown): Promise<unknown> {
  const response = await page.request.post(path, { data, headers: await csrfHeaders(page) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? undefined : response.json();
}

/** The newest mail to an address in the dev mailbox (GET /capi/debug/mail), waiting for `count` of them. */
export async function latestMail(page: Page, email: string, count = 1): Promise<TDebugMail> {
  let mails: TDebugMail[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(email)}`);
      mails = ((await response.json()) as { items: TDebugMail[] }).items;
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails[0] as TDebugMail;
}

/** The token of the sign-in link in a mail's text. */
export function loginToken(mail: TDebugMail): string {
  const match = /\/account\/login-token\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No sign-in link in: ${mail.text}`);
  return match[1];
}

export type Account = { email: string; firstName: string; lastName: string; slug?: string; company?: string };

/**
 * Signs the page's browser context in through the API, as the mailed link would: sign-up, the
 * welcome mail's token, check-token. With `company`, an employer account (owner) on `plan`.
 */
export async function signUpAndSignIn(
  page: Page,
  testInfo: TestInfo,
  options: { lang?: TLanguage; company?: string; plan?: Exclude<TOrganizationPlan, "recruiter"> } = {},
): Promise<Account> {
  const lang = options.lang ?? "en";
  const email = uniqueEmail(testInfo, options.company ? "owner" : "seeker");
  const account: Account = { email, firstName: "Erika", lastName: "Muster" };
  const common = {
    email,
    first_name: account.firstName,
    last_name: account.lastName,
    language: lang,
    accept_terms: true,
  };
  await apiPost(
    page,
    "/capi/signup",
    options.company
      ? {
          kind: "employer",
          ...common,
          company_name: options.company,
          company_size: "10-49",
          plan: options.plan ?? "free",
        }
      : { kind: "seeker", ...common },
  );
  const { next } = (await apiPost(page, "/capi/check-token", { token: loginToken(await latestMail(page, email)) })) as {
    next: string;
  };
  if (options.company) {
    account.company = options.company;
    account.slug = /\/org\/([^/?#]+)/.exec(next)?.[1];
  }
  return account;
}

/** Opens the newest mail to `email` in the dev mailbox page and returns its sign-in link. */
export async function openMailInMailbox(page: Page, lang: "de" | "en", email: string, subject: string | RegExp) {
  await page.goto(`/${lang}/debug/mail`);
  // The mailbox polls; the newest mail to the address is the first button naming it.
  const mail = page.getByRole("button", { name: new RegExp(escapeRegExp(email)) }).first();
  await expect(mail).toContainText(subject);
  await mail.click();
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(subject);
  return page.getByRole("article").getByRole("link", { name: /\/account\/login-token\// });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Where the demo accounts' sessions of this run are kept: in the server's data directory, wiped at each start. */
const SESSIONS_DIR = path.join(
  process.env.E2E_DATA_DIR ?? fileURLToPath(new URL("../.data", import.meta.url)),
  "e2e-sessions",
);

/**
 * Signs the page's browser context in as an existing account (e.g. a demo one from the seed), as
 * its mailed link would. Returns where it leads. One sign-in per account and run, shared by every
 * test and worker through a file: each mailed link counts against the 5 an hour per address and
 * client (every journey comes from 127.0.0.1), and a newer link ends the older ones (ADR 063), so
 * workers signing in to the same demo account at once spent each other's links and, with retries
 * and restarted workers, the account's hour.
 */
export async function signInAs(page: Page, email: string): Promise<string> {
  mkdirSync(SESSIONS_DIR, { recursive: true });
  const file = path.join(SESSIONS_DIR, `${email}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, "utf8")) as { cookies: Cookie[]; next: string };
      await page.context().addCookies(saved.cookies);
      const status = (await (await page.request.get("/capi/status")).json()) as { authenticated: boolean };
      if (status.authenticated) return saved.next;
      rmSync(file, { force: true }); // a journey ended it: sign in afresh
    }
    try {
      closeSync(openSync(lock, "wx"));
    } catch {
      // Another worker is signing in: its session is in the file once its lock is gone. A lock left
      // by a worker that was stopped mid-way is taken over after a minute.
      await expect
        .poll(() => existsSync(file) || !existsSync(lock), { timeout: 60_000 })
        .toBe(true)
        .catch(() => rmSync(lock, { force: true }));
      continue;
    }
    try {
      const next = await signInByMail(page, email);
      const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === "sessionid");
      writeFileSync(file, JSON.stringify({ cookies, next }));
      return next;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** POST /capi/login, the mail's token, check-token; a link another request ended is asked for again. */
async function signInByMail(page: Page, email: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = (await (await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(email)}`)).json()) as {
      count: number;
    };
    await apiPost(page, "/capi/login", { email });
    // The newest sign-in mail since the request: other mails (an application's) may come between.
    let token: string | undefined;
    await expect
      .poll(async () => {
        const response = await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(email)}`);
        const { items, count } = (await response.json()) as { items: TDebugMail[]; count: number };
        const since = items.slice(0, Math.max(0, count - before.count));
        token = since.map((mail) => /\/account\/login-token\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).find(Boolean);
        return token;
      })
      .toBeTruthy();
    const response = await page.request.post("/capi/check-token", {
      data: { token },
      headers: await csrfHeaders(page),
    });
    const body = await response.text();
    if (response.status() < 300) return (JSON.parse(body) as { next: string }).next;
    expect(attempt < 3 && body.includes('"login_token_invalid"'), `/capi/check-token: ${body}`).toBe(true);
  }
}
