/**
 * Issue 29 (ADR 087): no application waits forever. An anonymous applicant follows the timeline
 * of their status page to the automatic close; an employer gets the instant mail and the digest and
 * changes the choice; the company page shows the response record. The clock is moved with the
 * development endpoints (they run the follow-up of one application days ahead, one organisation's
 * digest now); everything else is the product as users meet it.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { apiPost, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { employerWithListing, orgCall, uniqueWord } from "../support/org-api";

/** Runs the follow-up of one application as if `days` days had passed (development endpoint). */
async function moveClock(page: Page, applicationId: number, days: number) {
  return (await apiPost(page, "/capi/debug/application-follow-up", { application_id: applicationId, days })) as {
    reminded: number;
    closed: number;
  };
}

test("an anonymous applicant follows the timeline to the automatic close through the status link", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord("Torte");
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const { account, slug, company, listingId, companyId } = await employerWithListing(employer, testInfo, {
    company: `Antwort ${word} AG`,
    title: `${word} Konditor/in`,
    plan: "free",
    lang: "de",
  });

  // The wizard promises the answer time.
  await page.goto(`/de/company/${companyId}/apply?listing_id=${listingId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bewerben");
  await expect(page.getByText(`${company} antwortet normalerweise innert 14 Tagen.`)).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  const email = uniqueEmail(testInfo, "unanswered");
  await page.getByLabel("Vorname").fill("Nora");
  await page.getByLabel("Nachname").fill("Wartet");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Code senden" }).click();
  const code = /^\d{6}$/m.exec((await latestMail(page, email)).text)?.[0] ?? "";
  await page.getByLabel("6-stelliger Code").fill(code);
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await page.getByLabel("Meine Geschichte").fill("Ich backe Torten für jede Feier.");
  await page.getByRole("button", { name: "Bewerbung senden" }).click();
  await expect(page.getByRole("heading", { name: "Bewerbung gesendet" })).toBeVisible();
  const confirmation = await latestMail(page, email, 2);
  const statusLink = /https?:\/\/\S+\/de(\/user\/applications\/(\d+)\?token=[\w-]+)/.exec(confirmation.text);
  expect(statusLink, confirmation.text).toBeTruthy();
  const [, statusPath = "", id = "0"] = statusLink ?? [];
  const applicationId = Number(id);

  // The status page: received, and the promise with the day it closes if nobody answers.
  await page.goto(`/de${statusPath}`);
  const timeline = page.getByRole("list", { name: "Verlauf" });
  await expect(timeline.getByRole("listitem")).toHaveText([/Bewerbung eingegangen/]);
  await expect(page.getByTestId("application-promise")).toContainText(
    `${company} antwortet normalerweise innert 14 Tagen.`,
  );

  // The employer opens the profile: the applicant sees "seen".
  await employer.goto(`/de/org/${slug}/applications/${applicationId}`);
  await expect(employer.getByRole("heading", { level: 1 })).toHaveText("Nora Wartet");
  await page.reload();
  await expect(timeline.getByRole("listitem")).toHaveText([
    /Bewerbung eingegangen/,
    new RegExp(`Von ${company} angesehen`),
  ]);

  // Nobody answers: day 14 reminds the organisation (bell and mail), day 28 closes it.
  expect(await moveClock(page, applicationId, 14)).toEqual({ reminded: 1, closed: 0 });
  // The owner's mails: the sign-up link, then the reminder.
  const reminder = await latestMail(employer, account.email, 2);
  expect(reminder.template).toBe("application_answer_due");
  expect(reminder.text).toContain("Nora Wartet");
  expect(reminder.text).not.toContain(email);
  expect(await moveClock(page, applicationId, 28)).toEqual({ reminded: 0, closed: 1 });
  expect(await moveClock(page, applicationId, 29)).toEqual({ reminded: 0, closed: 0 });

  // The applicant hears of it by mail, in their language, with the day their data goes.
  const closed = await latestMail(page, email, 3);
  expect(closed.template).toBe("application_closed_unanswered");
  expect(closed.text).toMatch(/gelöscht/);

  // The status page ends with the close, the employer's standard message and the deletion date.
  await page.reload();
  await expect(timeline.getByRole("listitem").last()).toContainText("Ohne Antwort abgeschlossen");
  await expect(page.getByTestId("application-deletion")).toContainText("Deine Bewerbung und ihre Unterlagen werden am");
  await expect(page.getByTestId("application-promise")).toHaveCount(0);
  await employerContext.close();
});

test("the company page shows the response record from five answered applications on", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = uniqueWord("Antwort");
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const { slug, company, companyId } = await employerWithListing(employer, testInfo, {
    company: `Antwort ${word} AG`,
    title: `${word} Konditor/in`,
    plan: "free",
    lang: "en",
  });
  await signUpAndSignIn(page, testInfo);
  for (let n = 0; n < 5; n++) {
    const created = (await apiPost(page, "/capi/user/applications", {
      company_id: companyId,
      first_name: "Sam",
      last_name: `Asker ${n}`,
      my_story: "I would like to bake with you.",
      what_i_bring: "",
      what_i_want: "",
      language: "en",
      idempotency_key: randomUUID(),
    })) as { id: number };
    await orgCall(employer, slug, "PUT", `/capi/org/applications/${created.id}`, { id: created.id, status: "active" });
  }
  for (const lang of ["de", "en"] as const) {
    await page.goto(`/${lang}/company/${companyId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
    const answers = page.getByTestId("company-answers");
    await expect(answers).toContainText(
      lang === "de"
        ? "Beantwortet 100% der Bewerbungen, meist innert 1 Tag"
        : "Answers 100% of applications, typically within 1 day",
    );
    await expect(answers).toContainText(lang === "de" ? "innert 14 Tagen" : "within 14 days");
  }
  await employerContext.close();
});

test("an employer gets each application by mail, then the digest, and chooses none", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord("Digest");
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const { account, slug, title, listingId, companyId } = await employerWithListing(employer, testInfo, {
    company: `Antwort ${word} AG`,
    title: `${word} Konditor/in`,
    plan: "free",
    lang: "en",
  });
  const seeker = await signUpAndSignIn(page, testInfo);
  const apply = async (lastName: string, listing: number | null) =>
    (await apiPost(page, "/capi/user/applications", {
      company_id: companyId,
      ...(listing ? { listing_id: listing } : {}),
      first_name: "Alex",
      last_name: lastName,
      phone: "+41 79 555 01 02",
      my_story: "I decorate cakes for weddings.",
      what_i_bring: "",
      what_i_want: "",
      language: "en",
      idempotency_key: randomUUID(),
    })) as { id: number };
  const mails = async () =>
    (
      (await (await employer.request.get(`/capi/debug/mail?to=${encodeURIComponent(account.email)}`)).json()) as {
        items: { template: string; text: string }[];
      }
    ).items;

  // The owner chooses a mail for each application on the org home.
  await employer.goto(`/en/org/${slug}#application-mails`);
  const choice = employer.getByRole("region", { name: "Emails about new applications" });
  await expect(choice.getByRole("radio", { name: "The default" })).toBeChecked();
  await choice.getByRole("radio", { name: "An email for each application" }).check();
  await choice.getByRole("button", { name: "Save choice" }).click();
  await expect(employer.getByText("Your choice was saved.").first()).toBeVisible();

  const first = await apply("Instant", listingId);
  const instant = await latestMail(employer, account.email, 2);
  expect(instant.template).toBe("application_new");
  expect(instant.text).toContain("Alex Instant");
  expect(instant.text).toContain(title);
  expect(instant.text).toContain(`/en/org/${slug}/applications/${first.id}`);
  expect(instant.text).not.toContain(seeker.email);
  expect(instant.text).not.toContain("555 01 02");

  // The daily digest instead: no mail at once, all new ones in the digest.
  await employer.reload();
  await expect(choice.getByRole("radio", { name: "An email for each application" })).toBeChecked();
  await choice.getByRole("radio", { name: /A daily digest/ }).check();
  await choice.getByRole("button", { name: "Save choice" }).click();
  await expect(employer.getByText("Your choice was saved.").first()).toBeVisible();
  await apply("Digest", null);
  expect((await mails()).map((m) => m.template)).toEqual(["application_new", "signup_welcome"]);
  expect(await apiPost(employer, "/capi/debug/application-digest", { organization_slug: slug })).toEqual({ mails: 1 });
  const digest = await latestMail(employer, account.email, 3);
  expect(digest.template).toBe("application_digest");
  expect(digest.text).toContain("Alex Digest");
  expect(digest.text).not.toContain("555 01 02");

  // No mails at all: nothing at once, and no digest.
  await employer.reload();
  await choice.getByRole("radio", { name: "No emails" }).check();
  await choice.getByRole("button", { name: "Save choice" }).click();
  await expect(employer.getByText("Your choice was saved.").first()).toBeVisible();
  await apply("Quiet", null);
  expect(await apiPost(employer, "/capi/debug/application-digest", { organization_slug: slug })).toEqual({ mails: 0 });
  expect(await mails()).toHaveLength(3);
  await employerContext.close();
});
