import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("signing out ends the session, and protected pages send you to sign in again", async ({ page }, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto("/en/account/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My profile");

  // The user menu opens by keyboard and closes with Escape, returning focus.
  const menuButton = page.getByRole("button", { name: "Erika – account menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  const logout = page.waitForResponse((r) => r.url().endsWith("/capi/logout"));
  await page.getByRole("link", { name: "Sign out" }).click();
  expect((await logout).status()).toBe(204);
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
  await expect(menuButton).toHaveCount(0);

  await page.goto("/en/account/profile");
  await expect(page).toHaveURL(/\/en\/account\/login\?next=%2Fen%2Faccount%2Fprofile$/);
  await page.goto("/en/user/likes?x=1");
  await expect(page).toHaveURL(/\/en\/account\/login\?next=%2Fen%2Fuser%2Flikes%3Fx%3D1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("an organisation the user is no member of is a 404", async ({ page }, testInfo) => {
  const { slug } = await signUpAndSignIn(page, testInfo, {
    lang: "de",
    company: `Eigene ${testInfo.workerIndex}-${Date.now()} AG`,
  });
  await page.goto(`/de/org/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Eigene /);

  await page.goto("/de/org/somebody-elses-company");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla, das haben wir nicht.");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await page.goto("/de/org/somebody-elses-company/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla, das haben wir nicht.");
});
