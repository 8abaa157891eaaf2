import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/** Collects every request to the API paths given, so a test can assert nothing was sent. */
function watchRequests(page: Page, paths: string[]): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname) && request.method() !== "GET") sent.push(pathname);
  });
  return sent;
}

const TEXT = {
  en: {
    required: "Required.",
    email: "Enter a valid email address.",
    max100: "Enter at most 100 characters.",
    max5000: "Enter at most 5000 characters.",
    terms: "Please accept the terms of use to continue.",
    firstName: "First name",
    lastName: "Last name",
    emailLabel: "Email address",
    createAccount: "Create account",
    name: "Name",
    message: "Message",
    send: "Send message",
  },
  de: {
    required: "Pflichtfeld.",
    email: "Gib eine gültige E-Mail-Adresse ein.",
    max100: "Gib höchstens 100 Zeichen ein.",
    max5000: "Gib höchstens 5000 Zeichen ein.",
    terms: "Bitte akzeptiere die Nutzungsbedingungen, um fortzufahren.",
    firstName: "Vorname",
    lastName: "Nachname",
    emailLabel: "E-Mail-Adresse",
    createAccount: "Konto erstellen",
    name: "Name",
    message: "Nachricht",
    send: "Nachricht senden",
  },
} as const;

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  test(`sign-up: empty, spaced and too long input gets per-field messages in ${lang}, and nothing is sent`, async ({
    page,
  }) => {
    const sent = watchRequests(page, ["/capi/signup"]);
    await page.goto(`/${lang}/account/signup`);
    const firstName = page.getByLabel(text.firstName);
    const email = page.getByLabel(text.emailLabel);
    const submit = page.getByRole("button", { name: text.createAccount });

    await submit.click();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription(text.required);
    await expect(page.getByLabel(text.lastName)).toHaveAccessibleDescription(text.required);
    await expect(email).toHaveAccessibleDescription(text.email);
    await expect(page.getByText(text.terms)).toBeVisible();

    await firstName.fill("x".repeat(101));
    await email.fill("anna muster@example.ch");
    await submit.click();
    await expect(firstName).toHaveAccessibleDescription(text.max100);
    await expect(email).toHaveAccessibleDescription(text.email);

    await email.fill(`${"a".repeat(250)}@example.ch`);
    await submit.click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  test(`contact: empty, spaced and too long input gets per-field messages in ${lang}, and nothing is sent`, async ({
    page,
  }) => {
    const sent = watchRequests(page, ["/capi/contact"]);
    await page.goto(`/${lang}/contact`);
    const name = page.getByLabel(text.name, { exact: true });
    const email = page.getByLabel(text.emailLabel);
    const message = page.getByLabel(text.message, { exact: true });
    const submit = page.getByRole("button", { name: text.send });

    await submit.click();
    await expect(name).toHaveAccessibleDescription(text.required);
    await expect(email).toHaveAccessibleDescription(text.email);
    await expect(message).toHaveAccessibleDescription(text.required);

    await name.fill("Hans Muster");
    await email.fill("hans @example.ch");
    await message.fill("y".repeat(5001));
    await submit.click();
    await expect(email).toHaveAccessibleDescription(text.email);
    await expect(message).toHaveAccessibleDescription(text.max5000);
    await expect(name).toHaveAttribute("aria-invalid", "false");
    expect(sent).toEqual([]);
  });
}

test("the login form refuses an email with spaces before sending", async ({ page }) => {
  const sent = watchRequests(page, ["/capi/login"]);
  await page.goto("/en/account/login");
  await page.getByLabel("Email address").fill("a b@example.ch");
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Enter a valid email address.");
  expect(sent).toEqual([]);
});

test("the account-opening form asks for company, size and owner in German", async ({ page }) => {
  const sent = watchRequests(page, ["/capi/signup"]);
  await page.goto("/de/account/signup/company");
  await expect(page.getByRole("radio", { name: "Free" })).toBeChecked();
  await page.getByRole("button", { name: "Firmenkonto eröffnen" }).click();
  await expect(page.getByLabel("Firmenname")).toHaveAccessibleDescription("Gib mindestens 2 Zeichen ein.");
  await expect(page.getByLabel("Firmengrösse")).toHaveAccessibleDescription("Wähle eine der angebotenen Optionen.");
  await expect(page.getByLabel("Vorname")).toHaveAccessibleDescription("Pflichtfeld.");
  expect(sent).toEqual([]);
});
