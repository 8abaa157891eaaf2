import { apiPost, openMailInMailbox, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// Spending a refused token answers 400, which the browser logs.
test.use({ allowedConsoleErrors: ["status of 400"] });

test("an expired link says so, and a new link can be requested right there", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "expired");
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email,
    first_name: "Lea",
    last_name: "Keller",
    language: "en",
    accept_terms: true,
  });
  await page.goto("/en/account/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  await apiPost(page, "/capi/debug/expire-login-links", { email });

  const link = await openMailInMailbox(page, "en", email, "Your sign-in link for Jobatlas");
  await link.click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Link invalid or expired, please try again.");

  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  // The new link works.
  const fresh = await openMailInMailbox(page, "en", email, "Your sign-in link for Jobatlas");
  await fresh.click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.getByRole("button", { name: "Lea – account menu" })).toBeVisible();
});

test("a forged link shows the same message in German", async ({ page }) => {
  await page.goto("/de/account/login-token/forged-token-that-does-not-exist-000000");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toHaveText("Der Link ist ungültig oder abgelaufen. Bitte versuche es erneut.");
  await expect(page.getByRole("heading", { name: "Neuen Link anfordern" })).toBeVisible();
});

test("a new seeker lands on the welcome note, and a used link cannot sign in twice", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "reuse");
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email,
    first_name: "Max",
    last_name: "Used",
    language: "en",
    accept_terms: true,
  });
  const link = await openMailInMailbox(page, "en", email, "Welcome to Jobatlas");
  const href = await link.getAttribute("href");
  await link.click();
  await page.getByRole("button", { name: "Sign in" }).click();
  // The new seeker's first landing is the search with its welcome note.
  await expect(page).toHaveURL(/\/en\/search\?welcome=true$/);
  const welcome = page.getByRole("region", { name: "Welcome to Jobatlas" });
  await expect(welcome.getByRole("link", { name: "Set up your search profile" })).toBeVisible();

  await page.goto(href ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Link invalid or expired, please try again.");
});
