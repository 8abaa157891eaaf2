import { randomUUID } from "node:crypto";
import type { TApplicationCreated, TMyApplicationsResponse } from "@jobatlas/contract";
import type { Page, TestInfo } from "@playwright/test";
import { apiPost, csrfHeaders, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueTitle } from "../support/org-api";

/** A fresh employer (own browser context) with an active listing: what the seekers apply to. */
async function listingOfFreshEmployer(page: Page, testInfo: TestInfo) {
  const company = `Career ${testInfo.workerIndex}-${Date.now()} AG`;
  const { slug = "" } = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
  const title = uniqueTitle("Konditor/in");
  const job = await orgCall<{ id: number; organization_id?: number }>(page, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const listing = await orgCall<{ id: number; company_id?: number; organization_id?: number }>(
    page,
    slug,
    "POST",
    "/capi/org/listings",
    { title, job_id: job.id, address_id: null, status: "active" },
  );
  const org = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");
  return { company, title, listingId: listing.id, companyId: org.id };
}

function applicationBody(target: { companyId: number; listingId: number }) {
  return {
    company_id: target.companyId,
    listing_id: target.listingId,
    first_name: "Erika",
    last_name: "Muster",
    my_story: "Ich backe seit zehn Jahren.",
    what_i_bring: "Erfahrung mit Sauerteig",
    what_i_want: "Ein kleines Team",
    idempotency_key: randomUUID(),
    language: "en",
  };
}

test("a signed-in seeker applies, changes the texts, withdraws; it moves to archived as withdrawn by them", async ({
  page,
  browser,
}, testInfo) => {
  const employerContext = await browser.newContext();
  const target = await listingOfFreshEmployer(await employerContext.newPage(), testInfo);
  await employerContext.close();

  await signUpAndSignIn(page, testInfo, { lang: "en" });
  // Apply through the wizard (intro, contact details, texts; no questionnaire on this listing).
  await page.goto(`/en/company/${target.companyId}/apply?listing_id=${target.listingId}`);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Phone").fill("+41 79 000 00 00");
  await page.getByLabel("Phone").press("Enter");
  await page.getByLabel("My story").fill("Ich backe seit zehn Jahren.");
  await page.getByLabel("What I bring").fill("Erfahrung mit Sauerteig");
  await page.getByLabel("What I want").fill("Ein kleines Team");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();
  const mine = (await (await page.request.get("/capi/user/applications")).json()) as TMyApplicationsResponse;
  const created = mine.items[0];
  expect(created).toMatchObject({ origin: "direct", listing: { id: target.listingId } });
  if (!created) return;

  // Home: the latest application, the watchlist and the job alerts at a glance.
  await page.goto("/en/user");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My career");
  const latest = page.getByRole("region", { name: "Latest application" });
  await expect(latest.getByRole("link", { name: target.title })).toBeVisible();
  await expect(latest).toContainText("Sent");
  await expect(page.getByRole("link", { name: "Manage job alerts" })).toHaveAttribute("href", "/en/user/subscriptions");

  // The company may see the seeker profile (candidate-pool access): listed on the home, taken back there.
  // Only a complete seeker profile (a job title at least) can be shown to a company.
  const profile = await page.request.put("/capi/user/seeker-profile", {
    headers: await csrfHeaders(page),
    data: {
      job_titles: ["Bäcker/in"],
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const grant = await page.request.put(`/capi/user/candidate-pool/${target.companyId}`, {
    headers: await csrfHeaders(page),
  });
  expect(grant.status()).toBe(200);
  await page.reload();
  const pool = page.getByRole("region", { name: "Companies that may see your profile" });
  await expect(pool).toContainText(target.company);
  await pool.getByRole("button", { name: "Take back" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Take back" }).click();
  await expect(pool).toContainText("No company may see your seeker profile.");

  await latest.getByRole("link", { name: "Your application" }).click();
  await expect(page).toHaveURL(/\/en\/user\/applications\?status=active$/);
  await expect(page.getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: target.title }).click();

  await expect(page).toHaveURL(new RegExp(`/en/user/applications/${created.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application");
  await expect(page.getByText(target.company, { exact: true })).toBeVisible();
  await expect(page.getByText("Erfahrung mit Sauerteig")).toBeVisible();

  // Edit the texts while pending.
  await page.getByRole("link", { name: "Change texts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit application");
  await page.getByLabel("What I bring").fill("Zwölf Jahre <b>Sauerteig</b>");
  await page.getByRole("button", { name: "Save texts" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/applications/${created.id}$`));
  await expect(page.getByText("Zwölf Jahre <b>Sauerteig</b>")).toBeVisible();

  // Withdraw: the confirmation says it cannot be undone.
  await page.getByRole("link", { name: "Withdraw application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Withdraw application");
  await expect(page.getByText("This cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Withdraw for good" }).click();

  await expect(page).toHaveURL(/\/en\/user\/applications\?status=archived$/);
  const row = page.getByRole("listitem").filter({ hasText: target.title });
  await expect(row).toContainText("Withdrawn by you");
  await page.getByRole("link", { name: "Active" }).click();
  await expect(page.getByText("No active applications.")).toBeVisible();

  // Once withdrawn, neither the texts nor the status can change any more.
  await page.goto(`/en/user/applications/${created.id}/edit`);
  await expect(page.getByText("These texts can no longer be changed")).toBeVisible();
  await page.goto(`/de/user/applications/${created.id}/withdraw`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bewerbung zurückziehen");
  await expect(page.getByText("Sie ist bereits abgeschlossen: Von dir zurückgezogen.")).toBeVisible();
  const list = await page.request.get("/capi/user/applications?status=archived");
  expect(((await list.json()) as TMyApplicationsResponse).items[0]).toMatchObject({
    id: created.id,
    displayed_status: "user_withdrawn",
  });
});

test.describe("the anonymous status page", () => {
  // A wrong token is a 404 of the API on purpose; the page says so.
  test.use({ allowedConsoleErrors: ["status of 404"] });

  test("an anonymous applicant opens the mailed status link without an account, sees only that application and withdraws", async ({
    page,
    browser,
  }, testInfo) => {
    const employerContext = await browser.newContext();
    const target = await listingOfFreshEmployer(await employerContext.newPage(), testInfo);
    await employerContext.close();

    const email = uniqueEmail(testInfo, "anon");
    await apiPost(page, "/capi/email-verification", { email, purpose: "application" });
    const code = /\b(\d{6})\b/.exec((await latestMail(page, email)).text)?.[1];
    expect(code).toBeTruthy();
    const { verification_token } = (await apiPost(page, "/capi/email-verification/confirm", { email, code })) as {
      verification_token: string;
    };
    const created = (await apiPost(page, "/capi/user/anon-application", {
      ...applicationBody(target),
      email,
      verification_token,
    })) as TApplicationCreated;
    const mail = await latestMail(page, email, 2);
    const link = new RegExp(`https?://[^\\s]+(/en/user/applications/${created.id}\\?token=[A-Za-z0-9_-]+)`).exec(
      mail.text,
    )?.[1];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link ?? "");
    await expect(page).toHaveURL(new RegExp(`/en/user/applications/${created.id}\\?token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application");
    await expect(page.getByText(target.company, { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The link lets them change the texts while the application is pending (ADR 055).
    await expect(page.getByRole("link", { name: "Change texts" })).toHaveAttribute(
      "href",
      new RegExp(`/en/user/applications/${created.id}/edit\\?token=`),
    );

    // The same token opens no other application.
    const token = new URL(link ?? "", "http://x").searchParams.get("token") ?? "";
    const other = await page.request.get(`/capi/application-status/${created.id + 1}?token=${token}`);
    expect(other.status()).toBe(404);
    await page.goto(`/en/user/applications/${created.id}?token=wrong`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application");
    await expect(page.getByText("This application does not exist")).toBeVisible();

    // Withdraw asks first; afterwards the page shows it withdrawn.
    await page.goto(link ?? "");
    await page.getByRole("button", { name: "Withdraw application" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("This cannot be undone.");
    await dialog.getByRole("button", { name: "Withdraw for good" }).click();
    await expect(page.getByText("Withdrawn by you").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
    const again = await page.request.post(`/capi/application-status/${created.id}/withdraw`, {
      data: { token },
      headers: await csrfHeaders(page),
    });
    expect(await again.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
  });
});
