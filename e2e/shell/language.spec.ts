import { expect, test } from "../support/fixtures";

test("/ lands on the German search", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/de\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stellensuche");
});

test("switching to English reloads the same page under /en with English texts", async ({ page }) => {
  await page.goto("/de/search?query=koch#results");
  await expect(page.getByRole("link", { name: "Stellen suchen" })).toBeVisible();

  const setlang = page.waitForResponse((r) => r.url().endsWith("/i18n/setlang/") && r.request().method() === "POST");
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("button", { name: "English" }).click();
  expect((await setlang).status()).toBe(204);

  await expect(page).toHaveURL(/\/en\/search\?query=koch#results$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job search");
  await expect(page.getByRole("link", { name: "Search jobs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The server remembers the choice for the entry page.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en\/search$/);
});

test("a page title carries the brand suffix", async ({ page }) => {
  await page.goto("/en/contact");
  await expect(page).toHaveTitle("Contact · Jobatlas");
  await page.getByRole("link", { name: "Post a job" }).click();
  await expect(page).toHaveTitle("Open a company account · Jobatlas");
});

test("a path without a supported language goes to the same path in the browser's language", async ({ page }) => {
  // The browser asks for de-CH (playwright.config.ts).
  await page.goto("/es/contact?registeredCompanyId=3");
  await expect(page).toHaveURL(/\/de\/contact\?registeredCompanyId=3$/);

  // The same rule in the client, for a location the server never saw.
  await page.evaluate(() => {
    window.history.pushState(null, "", "/privacy");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/de\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
});

test("the header navigation works by keyboard", async ({ page }) => {
  await page.goto("/en/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job search");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Contact" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
});

test("a browser asking for French lands on the French search; the switch offers four languages", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-CH" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr\/search$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Chercher un poste" })).toBeVisible();

  const switcher = page.getByRole("navigation", { name: "Langue" });
  for (const name of ["Deutsch", "Français", "Italiano", "English"]) {
    await expect(switcher.getByRole("button", { name })).toBeVisible();
  }
  await page.goto("/fr/search?query=cuisinier#results");
  await switcher.getByRole("button", { name: "Italiano" }).click();
  await expect(page).toHaveURL(/\/it\/search\?query=cuisinier#results$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(
    page.getByRole("navigation", { name: "Lingua" }).getByRole("button", { name: "Italiano" }),
  ).toBeDisabled();

  // The choice now beats the browser's French for a path without a language.
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/it\/contact$/);
  await context.close();
});
