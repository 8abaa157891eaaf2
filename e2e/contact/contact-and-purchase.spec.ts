import { uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("the contact form sends a message and confirms it", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "contact");
  await page.goto("/en/contact?registeredCompanyId=12");
  await expect(page.getByText("Your message concerns the registered company no. 12.")).toBeVisible();
  await expect(page.getByText("(not required)")).toBeVisible();
  // The honeypot is hidden from people and from assistive technology.
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);

  await page.getByLabel("Name", { exact: true }).fill("Hans Muster");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Message", { exact: true }).fill("How do I publish a listing in Italian?");
  const request = page.waitForRequest((r) => r.url().endsWith("/capi/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: "Hans Muster", email, registered_company_id: 12, website: "" });
  expect(body.plan).toBeUndefined();
  expect((await (await request).response())?.status()).toBe(201);

  await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeFocused();
  await expect(page.getByText(`We will answer you at ${email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
});

test("a purchase request names its plan and sends it", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "purchase");
  await page.goto("/de/contact/purchase?plan=recruiter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abo Recruiter anfragen");
  await expect(page).toHaveTitle("Abo Recruiter anfragen · Jobatlas");

  await page.getByLabel("Name", { exact: true }).fill("Petra Personal");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Firma").fill("Personal Plus AG");
  await page.getByLabel("Nachricht", { exact: true }).fill("Wir vermitteln rund 30 Stellen im Monat.");
  const request = page.waitForRequest((r) => r.url().endsWith("/capi/contact"));
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  expect((await request).postDataJSON()).toMatchObject({ plan: "recruiter", company: "Personal Plus AG", email });

  await expect(page.getByRole("heading", { name: "Danke für deine Anfrage" })).toBeVisible();
  await expect(page.getByText(`Unser Verkaufsteam meldet sich an ${email} zum Abo Recruiter.`)).toBeVisible();
});

test("an unknown plan shows the plain contact form", async ({ page }) => {
  await page.goto("/en/contact/purchase?plan=platinum");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  await expect(page.getByRole("link", { name: "account-opening page" })).toHaveAttribute(
    "href",
    "/en/account/signup/company",
  );
});

test("the footer links the legal pages in both languages", async ({ page }) => {
  await page.goto("/de/search");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
  await expect(page.getByRole("cell", { name: "14 Tage" })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@jobatlas.example" }).first()).toHaveAttribute(
    "href",
    "mailto:privacy@jobatlas.example",
  );
  await footer.getByRole("link", { name: "Impressum" }).click();
  await expect(page.getByText("Musterstrasse 1")).toBeVisible();
  await page.goto("/en/terms");
  await expect(page.getByRole("heading", { name: "4. For employers" })).toBeVisible();
});
