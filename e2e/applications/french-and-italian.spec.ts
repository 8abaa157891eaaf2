/**
 * Issue 28 §5: the journey of visitor-to-rejection.spec.ts for a seeker in Lausanne and one in
 * Lugano. They find a listing in their language through the search, apply anonymously with the
 * code from the mail, the employer (reading the product in English) rejects with a message, and
 * the applicant gets the rejection mail and reads the status page in French or Italian.
 */
import { latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

const JOURNEYS = [
  {
    lang: "fr",
    title: (word: string) => `${word} Boulanger/ère CFC`,
    applicant: { first: "Léa", last: "Rochat" },
    results: "Résultats",
    applyNow: "Postuler maintenant",
    applyHeading: "Postuler",
    next: "Suivant",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    sendCode: "Envoyer le code",
    code: "Code à 6 chiffres",
    confirm: "Confirmer",
    story: "Mon parcours",
    storyText: "Je façonne des tresses depuis dix ans.",
    submit: "Envoyer la candidature",
    sent: "Candidature envoyée",
    note: "applied in French: the email around your message is in French.",
    subject: (title: string, company: string) => `Réponse à ta candidature pour «${title}» chez ${company}`,
    wrote: "t'écrit",
    declined: "Refusée par l'entreprise",
  },
  {
    lang: "it",
    title: (word: string) => `${word} Panettiere/a AFC`,
    applicant: { first: "Giulia", last: "Bernasconi" },
    results: "Risultati",
    applyNow: "Candidati ora",
    applyHeading: "Candidarsi",
    next: "Avanti",
    firstName: "Nome",
    lastName: "Cognome",
    email: "Indirizzo e-mail",
    sendCode: "Invia codice",
    code: "Codice di 6 cifre",
    confirm: "Conferma",
    story: "La mia storia",
    storyText: "Intreccio trecce da dieci anni.",
    submit: "Invia candidatura",
    sent: "Candidatura inviata",
    note: "applied in Italian: the email around your message is in Italian.",
    subject: (title: string, company: string) => `Esito della tua candidatura per «${title}» presso ${company}`,
    wrote: "ti scrive",
    declined: "Respinta dall'azienda",
  },
] as const;

for (const j of JOURNEYS) {
  test(`a seeker applies in ${j.lang} without an account, is rejected and reads it in ${j.lang}`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const word = uniqueWord("Tresse");
    const company = `Journey ${word} SA`;
    const title = j.title(word);
    const name = `${j.applicant.first} ${j.applicant.last}`;

    // The employer, in another browser, with an active listing written in the seeker's language.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    const { slug = "" } = await signUpAndSignIn(employer, testInfo, { company, plan: "pro", lang: "en" });
    const job = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/jobs", {
      title,
      language: j.lang,
      status: "active",
    });
    await orgCall(employer, slug, "POST", "/capi/org/listings", {
      title,
      job_id: job.id,
      address_id: null,
      status: "active",
    });

    // The seeker finds it through the search in their language and applies without an account.
    await expect(async () => {
      await page.goto(`/${j.lang}/search?query=${word}`);
      await expect(page.getByRole("region", { name: j.results }).getByRole("link", { name: title })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", j.lang);
    await page.getByRole("region", { name: j.results }).getByRole("link", { name: title }).click();
    await page.getByRole("link", { name: j.applyNow }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(j.applyHeading);
    await page.getByRole("button", { name: j.next, exact: true }).click();
    const email = uniqueEmail(testInfo, `applicant-${j.lang}`);
    await page.getByLabel(j.firstName, { exact: true }).fill(j.applicant.first);
    await page.getByLabel(j.lastName, { exact: true }).fill(j.applicant.last);
    await page.getByLabel(j.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: j.next, exact: true }).click();
    await page.getByRole("button", { name: j.sendCode }).click();
    const codeMail = await latestMail(page, email);
    expect(codeMail.html).toContain(`<html lang="${j.lang}">`);
    const code = /^\d{6}$/m.exec(codeMail.text)?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(j.code).fill(code);
    await page.getByRole("button", { name: j.confirm, exact: true }).click();
    await page.getByLabel(j.story).fill(j.storyText);
    await page.getByRole("button", { name: j.submit }).click();
    await expect(page.getByRole("heading", { name: j.sent })).toBeVisible();
    const confirmation = await latestMail(page, email, 2);
    expect(confirmation.html).toContain(`<html lang="${j.lang}">`);
    const statusLink = new RegExp(`https?://\\S+/${j.lang}(/user/applications/\\d+\\?token=[\\w-]+)`).exec(
      confirmation.text,
    )?.[1];
    expect(statusLink, confirmation.text).toBeTruthy();

    // The employer sees it, is told the mail will be in the applicant's language, and rejects.
    await employer.goto(`/en/org/${slug}/applications`);
    const row = employer
      .getByRole("region", { name: `Candidates of ${company}` })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole("link", { name }).click();
    await employer.getByRole("link", { name: "Reject", exact: true }).click();
    await expect(employer.getByText(j.note)).toBeVisible();
    const message = `${j.applicant.first}, merci / grazie. We chose someone else this time.`;
    await employer.getByLabel("Message to the applicant").fill(message);
    await employer.getByRole("button", { name: "Reject application…" }).click();
    await employer.getByRole("alertdialog").getByRole("button", { name: "Reject and send" }).click();
    await expect(employer.getByText(`The application of ${name} is rejected`)).toBeVisible();

    // The applicant's mail and status page speak their language.
    const rejection = await latestMail(page, email, 3);
    expect(rejection.html).toContain(`<html lang="${j.lang}">`);
    expect(rejection.subject).toBe(j.subject(title, company));
    expect(rejection.text).toContain(j.wrote);
    expect(rejection.text).toContain(message);
    await page.goto(`/${j.lang}${statusLink}`);
    await expect(page.getByText(j.declined).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", j.lang);
    await employerContext.close();
  });
}
