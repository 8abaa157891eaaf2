import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { TDataExport, TMyApplicationsResponse } from "@jobatlas/contract";
import type { Download, Page, TestInfo } from "@playwright/test";
import { apiPost, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { inviteColleague, orgCall, uniqueTitle } from "../support/org-api";

/** A fresh employer (on `page`) with an active listing: what the applicants apply to. */
async function listingOfFreshEmployer(page: Page, testInfo: TestInfo) {
  const company = `Rights ${testInfo.workerIndex}-${Date.now()} AG`;
  const { slug = "" } = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
  const title = uniqueTitle("Bäcker/in");
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
  const org = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");
  return { slug, title, listingId: listing.id, companyId: org.id };
}

function applicationBody(target: { companyId: number; listingId: number }, names: { first: string; last: string }) {
  return {
    company_id: target.companyId,
    listing_id: target.listingId,
    first_name: names.first,
    last_name: names.last,
    phone: "+41 79 555 44 33",
    my_story: "Ich backe seit zehn Jahren.",
    what_i_bring: "Sauerteig",
    what_i_want: "Frühschicht",
    idempotency_key: randomUUID(),
    language: "en",
  };
}

async function jsonOf(download: Download): Promise<TDataExport> {
  expect(download.suggestedFilename()).toMatch(/^jobatlas-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile(await download.path(), "utf8")) as TDataExport;
}

/** The 6-digit code of the newest mail to an address (waiting for `count` mails). */
async function codeOf(page: Page, email: string, count: number): Promise<string> {
  const mail = await latestMail(page, email, count);
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

test("a seeker downloads their data, deletes the account and is signed out; the employer keeps the application without identity", async ({
  page,
  browser,
}, testInfo) => {
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const target = await listingOfFreshEmployer(employer, testInfo);

  const seeker = await signUpAndSignIn(page, testInfo, { lang: "en" });
  const names = { first: `Ottilie${Date.now()}`, last: "Zwygart" };
  const applied = (await apiPost(page, "/capi/user/applications", applicationBody(target, names))) as { id: number };

  await page.goto("/en/account/profile");
  const section = page.getByRole("region", { name: "Your data" });
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download my data" }).click();
  const data = await jsonOf(await downloading);
  expect(data.account).toMatchObject({ email: seeker.email });
  expect(data.applications).toEqual([
    expect.objectContaining({ id: applied.id, position: target.title, first_name: names.first, status: "pending" }),
  ]);
  await expect(page.getByText(/Your data was downloaded as jobatlas-data-/)).toBeVisible();

  // Deleting: the dialog says what goes and what employers keep, and wants the address typed again.
  await section.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("Employers you applied to keep the application's status and dates");
  await expect(dialog).toContainText("This concerns 1 application.");
  const confirm = dialog.getByLabel("Type your email address to confirm");
  await confirm.fill("someone-else@example.ch");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("This is not the email address of your account.")).toBeVisible();
  await confirm.fill(seeker.email);
  await confirm.press("Enter");

  await expect(page.getByText("Your account was deleted, and you are signed out.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/search/);
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
  expect((await page.request.get("/capi/profile")).status()).toBe(401);

  // The same address starts afresh: a sign-in mail invites to sign up, and the new account has no application.
  await apiPost(page, "/capi/login", { email: seeker.email });
  expect((await latestMail(page, seeker.email)).text).toContain("/account/signup");
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email: seeker.email,
    first_name: "Neu",
    last_name: "Anfang",
    language: "en",
    accept_terms: true,
  });
  const welcome = await latestMail(page, seeker.email);
  const token = /\/account\/login-token\/([A-Za-z0-9_-]+)/.exec(welcome.text)?.[1];
  await apiPost(page, "/capi/check-token", { token });
  const mine = (await (await page.request.get("/capi/user/applications")).json()) as TMyApplicationsResponse;
  expect(mine.count).toBe(0);

  // The employer still has the application, with its status and without the applicant.
  const kept = await orgCall<{ id: number; status: string; first_name: string; last_name: string }>(
    employer,
    target.slug,
    "GET",
    `/capi/org/applications/${applied.id}`,
  );
  expect(kept).toMatchObject({ id: applied.id, status: "pending", first_name: "", last_name: "" });
  expect(JSON.stringify(kept)).not.toContain(names.first);
  // The employer's screens say so instead of an empty name: the list's link reads it and is reached by
  // keyboard, and it leads to the profile titled the same (en and de).
  await employer.goto(`/en/org/${target.slug}/applications`);
  const link = employer.getByRole("link", { name: "Applicant (data deleted)" });
  await expect(link).toBeVisible();
  await link.focus();
  await expect(link).toBeFocused();
  await employer.keyboard.press("Enter");
  await expect(employer).toHaveURL(new RegExp(`/applications/${applied.id}$`));
  await expect(employer.getByRole("heading", { level: 1, name: "Applicant (data deleted)" })).toBeVisible();
  // Nobody can receive or accept a contact request: none is offered, and the contact section says why.
  await expect(employer.getByText("The applicant has deleted their data: there is nobody to contact.")).toBeVisible();
  await expect(employer.getByRole("link", { name: /contact request/i })).toHaveCount(0);
  await employer.goto(`/de/org/${target.slug}/applications`);
  await expect(employer.getByRole("link", { name: "Bewerber/in (Daten gelöscht)" })).toBeVisible();
  // Rejecting still works, without a message: the screen asks for none and says nothing is sent.
  await employer.goto(`/en/org/${target.slug}/applications/${applied.id}`);
  await employer.getByRole("link", { name: "Reject", exact: true }).click();
  await expect(employer.getByText(/No message will be sent: the applicant has deleted their data/)).toBeVisible();
  await expect(employer.getByRole("textbox")).toHaveCount(0);
  await employer.getByRole("button", { name: "Reject application without a message…" }).click();
  await employer.getByRole("alertdialog").getByRole("button", { name: "Reject", exact: true }).click();
  await expect(employer.getByText("The application is rejected. No message was sent.")).toBeVisible();
  await expect(employer).toHaveURL(new RegExp(`/applications/${applied.id}$`));
  const rejected = await orgCall<{ displayed_status: string }>(
    employer,
    target.slug,
    "GET",
    `/capi/org/applications/${applied.id}`,
  );
  expect(rejected.displayed_status).toBe("org_rejected");
  const erased = await employer.request.get(
    `/capi/debug/mail?to=${encodeURIComponent(`erased-${applied.id}@invalid`)}`,
  );
  expect(((await erased.json()) as { items: unknown[] }).items).toEqual([]);
  await employerContext.close();
});

test.describe("anonymous request", () => {
  // The wrong code's 400 is part of the journey; Chromium logs its status.
  test.use({ allowedConsoleErrors: ["status of 400 (Bad Request) (http://127.0.0.1:"] });

  test("an anonymous applicant requests their data on the privacy page with the mailed code, downloads and deletes it", async ({
    page,
    browser,
  }, testInfo) => {
    const employerContext = await browser.newContext();
    const target = await listingOfFreshEmployer(await employerContext.newPage(), testInfo);
    await employerContext.close();

    // Applied anonymously: the address proved by a code, as the wizard does.
    const email = uniqueEmail(testInfo, "anon");
    const names = { first: `Veronika${Date.now()}`, last: "Anonyma" };
    await apiPost(page, "/capi/email-verification", { email, purpose: "application" });
    const { verification_token } = (await apiPost(page, "/capi/email-verification/confirm", {
      email,
      code: await codeOf(page, email, 1),
    })) as { verification_token: string };
    await apiPost(page, "/capi/user/anon-application", {
      ...applicationBody(target, names),
      email,
      verification_token,
    });

    await page.goto("/en/privacy");
    const form = page.getByRole("region", { name: "Request your data without an account" });
    await form.getByLabel("Your email address").fill(email);
    await form.getByRole("button", { name: "Email me a code" }).click();
    const code = await codeOf(page, email, 3);
    const codeField = form.getByLabel("The 6-digit code");
    await expect(codeField).toBeFocused();
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await codeField.press("Enter");
    await expect(form.getByText("This code is not correct. 2 tries left.")).toBeVisible();
    await codeField.fill(code);
    await codeField.press("Enter");
    await expect(form.getByText(`Address confirmed: ${email}.`)).toBeVisible();

    const downloading = page.waitForEvent("download");
    await form.getByRole("button", { name: "Download the data" }).click();
    const data = await jsonOf(await downloading);
    expect(data).toMatchObject({ email, account: null });
    expect(data.applications).toEqual([
      expect.objectContaining({ position: target.title, first_name: names.first, email }),
    ]);

    await form.getByRole("button", { name: "Delete the data…" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete the data of ${email}?` });
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await expect(form.getByText(`The data held under ${email} was deleted.`)).toBeVisible();
  });
});

test("an owner sets how long closed, rejected and withdrawn applications are kept", async ({ page }, testInfo) => {
  const { slug = "" } = await signUpAndSignIn(page, testInfo, { company: `Keep ${Date.now()} AG`, plan: "free" });
  await page.goto(`/en/org/${slug}/company`);
  const panel = page.getByRole("region", { name: "Keeping applications" });
  await expect(panel).toContainText("deleted 90 days after their final state");
  const days = panel.getByLabel("Days to keep");
  await days.fill("29");
  await days.press("Enter");
  await expect(panel.getByText("Enter a whole number of days from 30 to 180.")).toBeVisible();
  await expect(days).toBeFocused();
  await days.fill("180");
  await panel.getByRole("button", { name: "Save period" }).click();
  await expect(page.getByText("The retention period was saved.")).toBeVisible();
  await page.reload();
  await expect(panel).toContainText("deleted 180 days after their final state");
  await expect(panel.getByLabel("Days to keep")).toHaveValue("180");
});

test.describe("at 390 px, by keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the deletion dialog and the privacy page's request form fit the width and work without a mouse", async ({
    page,
  }, testInfo) => {
    const fits = async () => {
      const { content, viewport } = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(content, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(viewport);
    };
    await signUpAndSignIn(page, testInfo, { lang: "de" });
    await page.goto("/de/account/profile");
    const open = page.getByRole("button", { name: "Mein Konto löschen …" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Konto löschen?" });
    await expect(dialog.getByLabel("Gib zur Bestätigung deine E-Mail-Adresse ein")).toBeVisible();
    await fits();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.goto("/de/privacy");
    const form = page.getByRole("region", { name: "Deine Daten ohne Konto anfordern" });
    await form.getByLabel("Deine E-Mail-Adresse").focus();
    await page.keyboard.type("kein-gueltiges-format");
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Deine E-Mail-Adresse")).toBeFocused();
    await expect(form.getByLabel("Deine E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    await fits();
  });
});

test("the last owner of a company with a colleague is told to hand it over first; nothing is deleted", async ({
  page,
  browser,
}, testInfo) => {
  const company = `Handover ${Date.now()} AG`;
  const { slug = "" } = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
  const colleagueContext = await browser.newContext();
  await inviteColleague(page, slug, await colleagueContext.newPage(), testInfo);
  await colleagueContext.close();

  await page.goto("/en/account/profile");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("You are the last owner of these company accounts");
  await expect(refusal.getByRole("listitem")).toHaveText([company]);
  await expect(dialog.getByLabel("Type your email address to confirm")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await page.request.get("/capi/profile")).status()).toBe(200);
});
