import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("a signed-in user on account/login is told who is signed in, goes on to next, or signs out", async ({
  page,
}, testInfo) => {
  const account = await signUpAndSignIn(page, testInfo, { lang: "en" });

  await page.goto("/en/account/login?next=%2Fen%2Faccount%2Fprofile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByText(`You are signed in as Erika Muster (${account.email}).`)).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveCount(0);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/en\/account\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My profile");

  // Without next (or with one that leads elsewhere) the way on is the search.
  await page.goto("/de/account/login?next=https%3A%2F%2Fevil.example");
  await expect(page.getByText(`Du bist angemeldet als Erika Muster (${account.email}).`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Stellensuche" })).toHaveAttribute("href", "/de/search");

  // Signing out here leaves the sign-in form, with next kept.
  await page.goto("/en/account/login?next=%2Fen%2Fuser");
  const logout = page.waitForResponse((r) => r.url().endsWith("/capi/logout"));
  await page.getByRole("button", { name: "Sign out" }).click();
  expect((await logout).status()).toBe(204);
  await expect(page.getByLabel("Email address")).toBeVisible();
  await expect(page.getByText(/You are signed in as/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/account\/login\?next=%2Fen%2Fuser$/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
});
