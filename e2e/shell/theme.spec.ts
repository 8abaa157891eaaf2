import { expect, test } from "../support/fixtures";

test("the theme choice survives a reload; system follows the device", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/en/search");
  const html = page.locator("html");
  const themes = page.getByRole("group", { name: "Colour theme" });
  await expect(themes.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await themes.getByRole("radio", { name: "Dark" }).check();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themes.getByRole("radio", { name: "Dark" })).toBeChecked();

  await themes.getByRole("radio", { name: "Light" }).check();
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(themes.getByRole("radio", { name: "Light" })).toBeChecked();

  await themes.getByRole("radio", { name: "System" }).check();
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
});

test.describe("before the app starts", () => {
  // The app's scripts are blocked below, which the browser logs.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  test("a stored dark theme is applied before the first paint (no flash)", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    // No app code at all: every script of the build but theme-init (hashed in assets/ since ADR 043).
    await page.route(/\/assets\/(?!theme-init-)[^/]+\.js$/, (route) => route.abort());
    await page.goto("/en/search", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
