import { apiPost, openMailInMailbox, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("a protected page sends a visitor to sign in, and the mailed link brings them back to it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "seeker");
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email,
    first_name: "Hans",
    last_name: "Beispiel",
    language: "en",
    accept_terms: true,
  });

  await page.goto("/en/user/applications");
  await expect(page).toHaveURL(/\/en\/account\/login\?next=%2Fen%2Fuser%2Fapplications$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");

  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page).toHaveURL(/success=true/);
  await expect(page).toHaveURL(/next=%2Fen%2Fuser%2Fapplications/);

  const link = await openMailInMailbox(page, "en", email, "Your sign-in link for Jobatlas");
  await link.click();
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/en\/user\/applications$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My applications");
  await expect(page.getByRole("button", { name: "Hans – account menu" })).toBeVisible();
});

test("a seeker signs up, keeps next through the mail, and is signed in", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "signup");
  await page.goto("/de/account/signup?next=%2Fde%2Fuser%2Flikes");
  await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
  await page.getByLabel("Vorname").fill("Anna");
  await page.getByLabel("Nachname").fill("Meier");
  await page.getByLabel("E-Mail-Adresse").fill(`  ${email.toUpperCase()} `);
  await page.getByRole("checkbox", { name: /Ich akzeptiere/ }).check();
  const signup = page.waitForRequest((r) => r.url().endsWith("/capi/signup"));
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  // Sent as the server wants it: trimmed and lower-cased, with next.
  expect((await signup).postDataJSON()).toMatchObject({ kind: "seeker", email, next: "/de/user/likes" });
  await expect(page.getByRole("heading", { name: "Schau in dein Postfach" })).toBeVisible();

  const link = await openMailInMailbox(page, "de", email, "Willkommen bei Jobatlas");
  await link.click();
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/de\/user\/likes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merkliste");
});

test("signing up again with a known address looks the same and mails a sign-in link", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "twice");
  const body = { kind: "seeker", email, first_name: "A", last_name: "B", language: "en", accept_terms: true };
  const first = await apiPost(page, "/capi/signup", body);
  const second = await apiPost(page, "/capi/signup", body);
  expect(second).toEqual(first);
});
