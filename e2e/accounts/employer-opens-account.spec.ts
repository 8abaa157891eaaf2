import { openMailInMailbox, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("an employer opens an account on the pro plan, follows the mailed link and lands in the org area", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "employer");
  const company = `Bäckerei Muster ${testInfo.workerIndex}-${Date.now()} GmbH`;

  // Signed out, the header's "Post a job" leads to the account-opening page.
  await page.goto("/de/search");
  await page.getByRole("link", { name: "Stelle ausschreiben" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Firmenkonto eröffnen");

  // The plan cards show each plan's limits; `plan=pro` preselects Pro.
  await page.goto("/de/account/signup/company?plan=pro");
  await expect(page.getByRole("radio", { name: "Pro" })).toBeChecked();
  await expect(page.getByText("Bezahlte Abos gelten sofort.")).toBeVisible();
  const pro = page.getByRole("radio", { name: "Pro" });
  await expect(pro).toHaveAccessibleDescription(/Aktive Stelleninserate: 20/);
  await page.getByRole("radio", { name: "Enterprise" }).check();
  await expect(page.getByRole("radio", { name: "Enterprise" })).toHaveAccessibleDescription(
    /Aktive Stelleninserate: Unbegrenzt/,
  );
  await pro.check();

  await page.getByLabel("Firmenname").fill(company);
  await page.getByLabel("Firmengrösse").selectOption({ label: "10–49 Mitarbeitende" });
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Muster");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("checkbox", { name: /Ich akzeptiere die Nutzungsbedingungen/ }).check();
  const signup = page.waitForRequest((r) => r.url().endsWith("/capi/signup") && r.method() === "POST");
  await page.getByRole("button", { name: "Firmenkonto eröffnen" }).click();
  expect((await signup).postDataJSON()).toMatchObject({
    kind: "employer",
    plan: "pro",
    company_size: "10-49",
    language: "de",
  });

  await expect(page.getByRole("heading", { name: "Schau in dein Postfach" })).toBeFocused();
  await expect(page.getByText(`Wir haben eine E-Mail an ${email} gesendet.`)).toBeVisible();

  // The dev mailbox shows the welcome mail with its link clickable.
  const link = await openMailInMailbox(page, "de", email, "Willkommen bei Jobatlas");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmeldung bestätigen");
  await page.getByRole("button", { name: "Anmelden" }).click();

  await expect(page).toHaveURL(/\/de\/org\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
  await expect(page.getByRole("definition").filter({ hasText: "Pro" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "10–49 Mitarbeitende" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Arbeitgeberbereich" }).getByRole("link", { name: "Inserate" }),
  ).toBeVisible();

  // The header's menu knows the new organisation.
  await page.getByRole("button", { name: "Erika – Kontomenü" }).click();
  await expect(page.getByRole("link", { name: `${company} (Arbeitgeberbereich)` })).toBeVisible();
});

test("a signed-in seeker opens a company account without another email", async ({ page }, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  const company = `Signed-in ${testInfo.workerIndex}-${Date.now()} AG`;

  await page.goto("/en/account/signup/company?plan=enterprise");
  await expect(page.getByText(/You open the company account as Erika Muster/)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Enterprise" })).toBeChecked();
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Company size").selectOption({ label: "100 or more employees" });
  await page.getByRole("button", { name: "Open company account" }).click();

  await expect(page).toHaveURL(/\/en\/org\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
  await expect(page.getByRole("definition").filter({ hasText: "Enterprise" })).toBeVisible();
});
