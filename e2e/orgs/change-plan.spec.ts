import type { TDebugMail } from "@jobatlas/contract";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

const SALES = "sales@jobatlas.example";

test("an owner on free changes to pro: every plan is listed, the overview shows Pro and sales is mailed", async ({
  page,
}, testInfo) => {
  // A company of its own, so a retry starts from Free again.
  const account = await signUpAndSignIn(page, testInfo, { company: `Bakery ${testInfo.workerIndex}-${Date.now()} AG` });
  const slug = account.slug ?? "";
  await page.goto(`/en/org/${slug}`);
  const company = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const planFact = page.getByRole("definition").first();
  await expect(planFact).toHaveText("Free");

  const change = page.getByRole("button", { name: "Change plan" });
  await expect(change).toHaveAttribute("aria-expanded", "false");
  await change.click();
  await expect(change).toHaveAttribute("aria-expanded", "true");

  // Every plan, with its limits; the current one is marked, checked and focused.
  const plans = page.getByRole("group", { name: "Plan" }).getByRole("radio");
  await expect(plans).toHaveCount(4);
  const free = page.getByRole("radio", { name: "Free" });
  await expect(free).toBeChecked();
  await expect(free).toBeFocused();
  await expect(free).toHaveAccessibleDescription(/^Current plan .*Active job listings: 2/);
  await expect(page.getByRole("radio", { name: "Pro" })).toHaveAccessibleDescription(/Active job listings: 20/);
  await expect(page.getByRole("radio", { name: "Recruiter" })).toHaveAccessibleDescription(
    /recruitment agencies\. Set up with you by our sales team\..*Active job listings: 50/,
  );
  await expect(page.getByRole("radio", { name: "Enterprise" })).toHaveAccessibleDescription(
    /Active job listings: Unlimited/,
  );

  // The current plan is no change.
  await page.getByRole("button", { name: "Change to Free" }).click();
  await expect(page.getByText("This is your plan already. Choose another one.")).toBeVisible();

  // Recruiter is sold through sales: the way there instead of a change (arrow keys move the choice).
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await expect(page.getByText("Our sales team sets up the Recruiter plan with you.")).toBeVisible();
  const viaSales = page.getByRole("link", { name: "Request Recruiter from sales" });
  await expect(viaSales).toHaveAttribute("href", /\/en\/contact\/purchase\?.*plan=recruiter/);
  await expect(page.getByRole("button", { name: /^Change to/ })).toHaveCount(0);

  await page.getByRole("radio", { name: "Recruiter" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Pro" })).toBeChecked();
  const put = page.waitForResponse((r) => r.url().endsWith("/capi/org/plan") && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Change to Pro" }).click();
  const response = await put;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ plan: "pro" });
  expect(response.request().headers()["x-organization"]).toBe(slug);

  await expect(page.getByText("Your plan is now Pro. Our sales team sends you the invoice.")).toBeVisible();
  await expect(planFact).toHaveText("Pro");
  await expect(page.getByText("Active job listings: 20")).toBeVisible();
  await expect(change).toBeFocused();
  await expect(change).toHaveAttribute("aria-expanded", "false");

  // Sales is told, as on the account opening.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(SALES)}`);
      const mails = ((await answer.json()) as { items: TDebugMail[] }).items;
      return mails.some(
        (mail) => mail.subject.includes("(pro)") && mail.subject.includes(company) && mail.text.includes(slug),
      );
    })
    .toBe(true);

  // The new plan holds after a reload.
  await page.reload();
  await expect(planFact).toHaveText("Pro");
  await page.getByRole("button", { name: "Change plan" }).click();
  await expect(page.getByRole("radio", { name: "Pro" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Pro" })).toHaveAccessibleDescription(/^Current plan/);
});

test("an owner who picks Recruiter goes to the purchase request, prefilled", async ({ page }, testInfo) => {
  const company = `Staffing ${testInfo.workerIndex}-${Date.now()} AG`;
  const account = await signUpAndSignIn(page, testInfo, { lang: "de", company });
  await page.goto(`/de/org/${account.slug}`);
  await page.getByRole("button", { name: "Abo wechseln" }).click();
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByRole("link", { name: "Recruiter beim Verkaufsteam anfragen" }).click();

  await expect(page).toHaveURL(/\/de\/contact\/purchase\?.*plan=recruiter/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abo Recruiter anfragen");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Erika Muster");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(account.email);
  await expect(page.getByLabel("Firma")).toHaveValue(company);
});
