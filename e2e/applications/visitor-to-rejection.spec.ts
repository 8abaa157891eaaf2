/**
 * Issue 10's first journey across its areas: a visitor finds a listing through the search,
 * applies anonymously (code from the dev mailbox, questionnaire), the employer sees the new
 * application appear without reloading (the notification poller), asks for contact, the applicant
 * accepts through the mailed link, the employer rejects with a message, and the applicant's status
 * page (the link in the confirmation mail) shows the rejection.
 */
import { latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

test("a visitor applies anonymously; the employer sees it, asks for contact, the applicant accepts, the employer rejects, the status page shows it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord("Zopf");
  const company = `Journey ${word} AG`;
  const title = `${word} Bäcker/in`;

  // The employer, in another browser, with an active listing with a questionnaire.
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const { slug = "" } = await signUpAndSignIn(employer, testInfo, { company, plan: "pro", lang: "en" });
  const job = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const questionnaire = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/questionnaires", {
    name: `Frühschicht ${word}`,
    questions: [{ type: "single_select", text: "Kannst du um 4 Uhr beginnen?", options: ["Ja", "Nein"] }],
  });
  await orgCall(employer, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
    questionnaire_id: questionnaire.id,
  });
  await employer.goto(`/en/org/${slug}/applications`);
  const candidates = employer.getByRole("region", { name: `Candidates of ${company}` });
  await expect(candidates.getByRole("listitem")).toHaveCount(0);

  // The visitor finds the listing through the search and applies without an account.
  await expect(async () => {
    await page.goto(`/de/search?query=${word}`);
    await expect(page.getByRole("region", { name: "Ergebnisse" }).getByRole("link", { name: title })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("region", { name: "Ergebnisse" }).getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: "Jetzt bewerben" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bewerben");
  await page.getByRole("button", { name: "Weiter" }).click();
  const email = uniqueEmail(testInfo, "applicant");
  await page.getByLabel("Vorname").fill("Lea");
  await page.getByLabel("Nachname").fill("Keller");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Code senden" }).click();
  const code = /^\d{6}$/m.exec((await latestMail(page, email)).text)?.[0] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel("6-stelliger Code").fill(code);
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await page.getByRole("radio", { name: "Ja" }).check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Meine Geschichte").fill("Ich flechte seit zehn Jahren Zöpfe.");
  await page.getByRole("button", { name: "Bewerbung senden" }).click();
  await expect(page.getByRole("heading", { name: "Bewerbung gesendet" })).toBeVisible();
  const statusLink = /https?:\/\/\S+\/de(\/user\/applications\/\d+\?token=[\w-]+)/.exec(
    (await latestMail(page, email, 2)).text,
  )?.[1];
  expect(statusLink).toBeTruthy();

  // The employer's open list shows it within the polling interval (10 s while focused), no reload.
  const row = candidates.getByRole("listitem").filter({ hasText: "Lea Keller" });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole("link", { name: "Lea Keller" }).click();
  await expect(employer.getByRole("heading", { level: 1 })).toHaveText("Lea Keller");
  const profile = employer.url();

  // A contact request, which the applicant accepts through the mailed link.
  await employer.getByRole("link", { name: "Contact request", exact: true }).click();
  await employer.getByLabel("Your message").fill("Your Zopf sounds great. May we call you?");
  await employer.getByRole("button", { name: "Send contact request" }).click();
  await expect(employer.getByRole("status")).toHaveText("Contact request sent. Lea Keller has 14 days to answer.");
  const request = await latestMail(page, email, 3);
  const accept = /https?:\/\/\S+\/de(\/contact-requests\/accept\/[\w-]+)/.exec(request.text)?.[1];
  expect(accept, request.text).toBeTruthy();
  await page.goto(`/en${accept}`);
  await page.getByRole("button", { name: "Accept" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, accept" }).click();
  await expect(page.getByTestId("contact-request-status")).toHaveText(
    `You accepted this request: ${company} can now contact you.`,
  );

  // The employer rejects with a message.
  await employer.goto(profile);
  await employer.getByRole("link", { name: "Reject", exact: true }).click();
  await employer.getByLabel("Message to the applicant").fill("Dear Lea\n\nWe chose someone else this time.");
  await employer.getByRole("button", { name: "Reject application…" }).click();
  await employer.getByRole("alertdialog").getByRole("button", { name: "Reject and send" }).click();
  await expect(employer.getByText("The application of Lea Keller is rejected")).toBeVisible();

  // The applicant's status page, from the confirmation mail, shows the rejection.
  await page.goto(`/en${statusLink}`);
  await expect(page.getByText("Declined by the company").first()).toBeVisible();
  await employerContext.close();
});
