import { signUpAndSignIn } from "../support/accounts";
import { catalogues } from "../support/screens";
import { expect, tabTo, test, waitForContent } from "./support";

// Issue 12 §7: applying by keyboard alone, from the listing page to the confirmation: each step
// of the wizard moves the focus to its heading, every field and button is reached with Tab and
// operated with the keyboard. A fresh seeker (signed in) applies to the suite's listing, whose
// questionnaire has one free-text question.
const t = catalogues.en.userApplications.apply;

test("en: apply by keyboard from the listing page to the confirmation", async ({ page, world }, testInfo) => {
  test.setTimeout(90_000);
  const seeker = await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto(`/en/company/${world.companyId}/job/${world.listing}`);
  await waitForContent(page);

  const apply = page.getByRole("link", { name: catalogues.en.company.listing.apply }).first();
  await tabTo(page, apply);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/en/company/${world.companyId}/apply\\?listing_id=${world.listing}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.en.screens.companyApply.title);
  await waitForContent(page);
  await expect(page.getByRole("main")).toBeFocused();

  const stepHeading = page.getByRole("heading", { level: 2 }).first();
  const next = page.getByRole("button", { name: t.next, exact: true });
  // Introduction → contact details.
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(stepHeading).toHaveText(/: Contact details$/);
  await expect(stepHeading).toBeFocused();
  await expect(page.getByLabel(t.contact.firstName)).toHaveValue(seeker.firstName);
  // The phone, typed; Enter in a field goes on to the next step.
  const phone = page.getByLabel(t.contact.phone);
  await tabTo(page, phone);
  await page.keyboard.type("+41 79 000 00 00");
  await page.keyboard.press("Enter");

  // The questionnaire: empty, the wizard says so and puts the focus in the field.
  await expect(stepHeading).toHaveText(/: Questions$/);
  await expect(stepHeading).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press("Space");
  const answer = page.getByRole("textbox", { name: /Warum wir\?/ });
  await expect(answer).toBeFocused();
  await expect(answer).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type("Weil ich gern früh aufstehe.");
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // About you, then send.
  await expect(stepHeading).toHaveText(/: About you$/);
  await expect(stepHeading).toBeFocused();
  const story = page.getByLabel(t.texts.myStory);
  await tabTo(page, story);
  await page.keyboard.type("Zwölf Jahre Sauerteig.");
  const send = page.getByRole("button", { name: t.submit });
  await tabTo(page, send);
  await page.keyboard.press("Enter");

  const done = page.getByRole("heading", { name: t.success.title });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const mine = page.getByRole("link", { name: t.success.myApplications });
  await tabTo(page, mine);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/user\/applications/);
});
