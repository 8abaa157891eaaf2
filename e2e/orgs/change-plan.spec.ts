import type { TDebugMail } from "@jobatlas/contract";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall } from "../support/org-api";

const SALES = "sales@jobatlas.example";

// Issue 24 points 1 and 21: a change is confirmed with what it does, shows in the activity feed and
// can be undone; the current plan is not offered as a change.
test("an owner on pro with 3 active listings changes to free after reading what it does, sees it in the feed, and undoes it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A company of its own, so a retry starts from Pro again.
  const account = await signUpAndSignIn(page, testInfo, {
    company: `Bakery ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const slug = account.slug ?? "";
  const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
    title: "Bäcker/in EFZ",
    language: "de",
    status: "active",
  });
  for (const n of [1, 2, 3])
    await orgCall(page, slug, "POST", "/capi/org/listings", {
      job_id: job.id,
      title: `Bäcker/in ${n}`,
      address_id: null,
      status: "active",
    });

  await page.goto(`/en/org/${slug}`);
  const company = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const planFact = page.getByRole("definition").first();
  await expect(planFact).toHaveText("Pro");

  const change = page.getByRole("button", { name: "Change plan" });
  await expect(change).toHaveAttribute("aria-expanded", "false");
  await change.click();
  await expect(change).toHaveAttribute("aria-expanded", "true");

  // The other plans, with their limits: the current one is no choice.
  const plans = page.getByRole("group", { name: "Plan" }).getByRole("radio");
  await expect(plans).toHaveCount(3);
  await expect(page.getByRole("radio", { name: "Pro" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Free" })).toBeFocused();
  await expect(page.getByRole("radio", { name: "Free" })).toHaveAccessibleDescription(/Active job listings: 2/);
  await expect(page.getByRole("radio", { name: "Recruiter" })).toHaveAccessibleDescription(
    /recruitment agencies\. Set up with you by our sales team\..*Active job listings: 50/,
  );

  // Nothing chosen yet: the form says to choose.
  await page.getByRole("button", { name: "Review the change" }).click();
  await expect(page.getByText("Choose the plan you want to change to.")).toBeVisible();

  // Free: the confirmation says what it does before anything changes.
  await page.getByRole("radio", { name: "Free" }).check();
  await page.getByRole("button", { name: "Review the change to Free" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Change from Pro to Free?" });
  await expect(confirm).toContainText("The change takes effect at once.");
  await expect(confirm).toContainText("Free costs nothing: our sales team stops invoicing your current plan.");
  await expect(confirm).toContainText(
    "3 listings are active; Free allows 2. Nothing is ended: active listings run until their last day",
  );
  await expect(confirm).toContainText("While more than 2 are active, no listing can be extended");
  await expect(confirm).toContainText("Free does not include inviting candidates");
  await expect(confirm.getByRole("heading", { name: "What Free includes" })).toBeVisible();
  // Cancel changes nothing.
  await confirm.getByRole("button", { name: "Cancel" }).first().click();
  await expect(confirm).toBeHidden();
  await expect(planFact).toHaveText("Pro");

  await page.getByRole("button", { name: "Review the change to Free" }).click();
  const put = page.waitForResponse((r) => r.url().endsWith("/capi/org/plan") && r.request().method() === "PUT");
  await confirm.getByRole("button", { name: "Change to Free" }).click();
  const response = await put;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ plan: "free" });
  expect(response.request().headers()["x-organization"]).toBe(slug);
  await expect(page.getByText("Your plan is now Free.")).toBeVisible();
  await expect(planFact).toHaveText("Free");
  await expect(change).toBeFocused();

  // The feed says who changed what; the change can be undone for 14 days.
  const feed = page.getByRole("list", { name: "Activity" });
  await expect(feed.getByRole("link", { name: "You changed the plan from Pro to Free" })).toBeVisible();
  await expect(page.getByText(/^You changed the plan from Pro to Free on .*\. It can be undone until /)).toBeVisible();
  // The listings ran on: still 3 active.
  expect(((await orgCall(page, slug, "GET", "/capi/org/summary")) as { active_listings: number }).active_listings).toBe(
    3,
  );

  await page.getByRole("button", { name: "Back to Pro" }).click();
  const back = page.getByRole("alertdialog", { name: "Change from Free to Pro?" });
  await expect(back).toContainText(
    "Our sales team invoices Pro at the price of your offer – there is no online payment.",
  );
  await back.getByRole("button", { name: "Change to Pro" }).click();
  await expect(page.getByText("Your plan is now Pro. Our sales team sends you the invoice.")).toBeVisible();
  await expect(planFact).toHaveText("Pro");
  await expect(feed.getByRole("link", { name: "You changed the plan from Free to Pro" })).toBeVisible();

  // Sales is told of each change.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(SALES)}`);
      const mails = ((await answer.json()) as { items: TDebugMail[] }).items;
      return mails.filter((mail) => mail.subject.includes(company) && mail.text.includes(slug)).length;
    })
    .toBe(3);

  // The plan holds after a reload.
  await page.reload();
  await expect(planFact).toHaveText("Pro");
});

test("an owner who picks Recruiter goes to the purchase request, prefilled", async ({ page }, testInfo) => {
  const company = `Staffing ${testInfo.workerIndex}-${Date.now()} AG`;
  const account = await signUpAndSignIn(page, testInfo, { lang: "de", company });
  await page.goto(`/de/org/${account.slug}`);
  await page.getByRole("button", { name: "Abo wechseln" }).click();
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await expect(page.getByText("Das Abo Recruiter richtet unser Verkaufsteam mit dir ein.")).toBeVisible();
  await expect(page.getByRole("button", { name: /prüfen$/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Recruiter beim Verkaufsteam anfragen" }).click();

  await expect(page).toHaveURL(/\/de\/contact\/purchase\?.*plan=recruiter/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abo Recruiter anfragen");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Erika Muster");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(account.email);
  await expect(page.getByLabel("Firma")).toHaveValue(company);
});
