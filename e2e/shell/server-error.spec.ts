import { expect, test } from "../support/fixtures";

// The browser logs the failed request, the router logs the failed loader: both expected here.
test.use({ allowedConsoleErrors: ["status of 500", "ApiError: Request failed with status 500"] });

test("a server 500 shows the generic error page and reports the error", async ({ page }) => {
  const report = page.waitForRequest((r) => r.url().endsWith("/capi/client-errors") && r.method() === "POST");
  await page.goto("/en/debug/error");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, that didn't work.");
  await expect(page.getByText("The team was notified.")).toBeVisible();
  await expect(page).toHaveTitle("Error · Jobatlas");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/en/contact");

  const body = (await report).postDataJSON() as { message: string; url: string; request_id?: string };
  expect(body.url).toContain("/en/debug/error");
  expect(body.request_id).toBeTruthy();
  expect((await (await report).response())?.status()).toBe(204);
  await expect(page.getByText(`Reference: ${body.request_id}`)).toBeVisible();

  // Retrying asks the server again (and fails again, here).
  const again = page.waitForResponse((r) => r.url().endsWith("/capi/debug/fail"));
  await page.getByRole("button", { name: "Try again" }).click();
  expect((await again).status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, that didn't work.");
});

test("the generic error page speaks German under /de", async ({ page }) => {
  await page.goto("/de/debug/error");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla, das hat nicht geklappt.");
  await expect(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Support kontaktieren" })).toBeVisible();
});
