import { apiPost, csrfHeaders, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// The refused requests (429, 401) are logged by the browser.
test.use({ allowedConsoleErrors: ["status of 429", "status of 401"] });

test("too many links for one address: the form says so in the page's language", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "limit");
  // Five mails an hour per address: the sign-up mail and four links use them up.
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email,
    first_name: "Rita",
    last_name: "Rate",
    language: "de",
    accept_terms: true,
  });
  for (let n = 0; n < 4; n += 1) await apiPost(page, "/capi/login", { email });

  await page.goto("/de/account/login");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Anmeldelink senden" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Zu viele Versuche");
  await expect(alert).toContainText("Zu viele Anfragen.");
  await expect(page.getByRole("heading", { name: "Schau in dein Postfach" })).toHaveCount(0);
});

test("a session that ends while a page is open leads to sign in, with that page as next", async ({
  page,
}, testInfo) => {
  const { slug } = await signUpAndSignIn(page, testInfo, { lang: "en", company: `Expiry ${Date.now()} AG` });
  await page.goto("/en/account/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My profile");

  // Signed out elsewhere (another tab): this tab's cached status still says signed in.
  const response = await page.request.post("/capi/logout", { headers: await csrfHeaders(page) });
  expect(response.status()).toBe(204);

  await page.getByRole("button", { name: /– account menu$/ }).click();
  await page.getByRole("link", { name: /\(employer area\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/account/login\\?next=%2Fen%2Forg%2F${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});
