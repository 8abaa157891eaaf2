import type { TActivitiesResponse, TMyApplicationsResponse } from "@jobatlas/contract";
import type { Page, TestInfo } from "@playwright/test";
import { csrfHeaders, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A fresh employer (signed in on `page`) with an active job and an active listing of it, with a questionnaire if asked. */
async function freshEmployer(page: Page, testInfo: TestInfo, options: { word: string; questionnaire: boolean }) {
  const company = `Apply ${options.word} AG`;
  const { slug = "" } = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
  const title = `${options.word} Bäcker/in`;
  const job = await orgCall<{ id: number; title: string }>(page, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
    role_and_responsibilities: "Sie backen Brot.",
  });
  const questionnaire = options.questionnaire
    ? await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/questionnaires", {
        name: `Frühschicht ${options.word}`,
        questions: [
          {
            type: "single_select",
            text: "Kannst du um 4 Uhr beginnen?",
            options: ["Ja", "Nein"],
            required: true,
            knock_out: true,
            expected_answers: ["Ja"],
          },
          { type: "free_text", text: "Was ist dein Lieblingsbrot?", required: false },
        ],
      })
    : null;
  const listing = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
    questionnaire_id: questionnaire?.id ?? null,
  });
  const org = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");
  return { company, slug, title, job, listingId: listing.id, companyId: org.id };
}

async function submittedActivities(page: Page, slug: string) {
  const feed = await orgCall<TActivitiesResponse>(page, slug, "GET", "/capi/activities?source_type=application");
  return feed.items.filter((a) => a.verb === "submitted");
}

test.describe("an anonymous visitor", () => {
  // The wrong code answers 400, which Chromium logs.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("de: finds a listing through the search, applies with a verified email and the questionnaire, sees success", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = uniqueWord("Sauerteig");
    const employerContext = await browser.newContext();
    const employerPage = await employerContext.newPage();
    const target = await freshEmployer(employerPage, testInfo, { word, questionnaire: true });

    // The search finds the listing by its word (the index follows within moments).
    await expect(async () => {
      await page.goto(`/de/search?query=${word}`);
      await expect(
        page.getByRole("region", { name: "Ergebnisse" }).getByRole("link", { name: target.title }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await page.getByRole("region", { name: "Ergebnisse" }).getByRole("link", { name: target.title }).click();
    await page.getByRole("link", { name: "Jetzt bewerben" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/de/company/${target.companyId}/apply\\?listing_id=${target.listingId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bewerben");
    await expect(page).toHaveTitle(/^Bewerben/);

    // Intro: what the company receives and the data-protection notice.
    const steps = page.getByRole("navigation", { name: "Schritte der Bewerbung" });
    await expect(steps.locator('[aria-current="step"]')).toContainText("Einführung");
    await expect(page.getByRole("heading", { name: `Was ${target.company} erhält` })).toBeVisible();
    await expect(page.getByText("nach 90 Tagen gelöscht")).toBeVisible();
    await page.getByRole("button", { name: "Weiter" }).click();

    // Contact details: the phone is marked as not required; a missing name is said at its field.
    await expect(steps.locator('[aria-current="step"]')).toContainText("Kontaktdaten");
    await expect(page.getByText("Telefon(freiwillig)")).toBeVisible();
    const email = uniqueEmail(testInfo, "applicant");
    await page.getByLabel("Vorname").fill("Lea");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByLabel("Nachname")).toBeFocused();
    await expect(page.getByText("Bitte fülle dieses Feld aus.")).toBeVisible();
    await page.getByLabel("Nachname").fill("Keller");
    // A phone field takes phone numbers only.
    await page.getByLabel("Telefon").fill("abc");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByLabel("Telefon")).toBeFocused();
    await expect(page.getByText("Gib eine Telefonnummer ein, z. B. +41 44 123 45 67.")).toBeVisible();
    await page.getByLabel("Telefon").fill("079 123 45 67");
    await page.getByRole("button", { name: "Weiter" }).click();

    // Email verification: the focus goes to the code field; a wrong code is refused with the
    // tries left (in the singular for the last one), the mailed one confirms.
    await expect(steps.locator('[aria-current="step"]')).toContainText("E-Mail bestätigen");
    await page.getByRole("button", { name: "Code senden" }).click();
    await expect(page.getByText(`Wir haben einen Code an ${email} gesendet.`)).toBeVisible();
    const codeField = page.getByLabel("6-stelliger Code");
    await expect(codeField).toBeFocused();
    const code = /^\d{6}$/m.exec((await latestMail(page, email)).text)?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    await codeField.fill(wrong);
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Dieser Code stimmt nicht. Noch 2 Versuche.")).toBeVisible();
    await codeField.fill(wrong);
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Dieser Code stimmt nicht. Noch 1 Versuch.")).toBeVisible();
    await codeField.fill(code);
    await page.getByRole("button", { name: "Bestätigen" }).click();

    // The questionnaire; the progress survives a reload.
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Schritt 4 von 5: Fragen");
    await page.reload();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Schritt 4 von 5: Fragen");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte beantworte diese Frage.")).toBeVisible();
    await page.getByRole("radio", { name: "Nein" }).check();
    await page.getByLabel("Was ist dein Lieblingsbrot?").fill("Ruchbrot");
    await page.getByRole("button", { name: "Weiter" }).click();

    // Texts (HTML stays text) and a PDF. Over 5000 characters is counted and refused, never cut.
    await expect(steps.locator('[aria-current="step"]')).toContainText("Über dich");
    const story = page.getByLabel("Meine Geschichte");
    await expect(page.getByText("0 von 5000 Zeichen").first()).toBeVisible();
    await story.fill("x".repeat(5001));
    await expect(page.getByText("5001 von 5000 Zeichen")).toBeVisible();
    await page.getByRole("button", { name: "Bewerbung senden" }).click();
    await expect(story).toBeFocused();
    await expect(page.getByText("Gib höchstens 5000 Zeichen ein.")).toBeVisible();
    await expect(story).toHaveValue("x".repeat(5001));
    await story.fill("<b>Bäckerin</b> seit 2015");
    await page
      .getByLabel("Lebenslauf oder andere Unterlagen (PDF)")
      .setInputFiles({ name: "Lebenslauf.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText("Lebenslauf.pdf")).toBeVisible();
    // A double click sends one application.
    await page.getByRole("button", { name: "Bewerbung senden" }).dblclick();

    await expect(page.getByRole("heading", { name: "Bewerbung gesendet" })).toBeVisible();
    await expect(page).toHaveURL(/success=true/);
    await expect(page.getByText(`Danke! ${target.company} hat deine Bewerbung erhalten.`)).toBeVisible();

    // The applicant's confirmation carries the link to the status page; the employer has one new application.
    const confirmation = await latestMail(page, email, 2);
    expect(confirmation.text).toMatch(/\/de\/user\/applications\/\d+\?token=[\w-]+/);
    await expect.poll(async () => (await submittedActivities(employerPage, target.slug)).length).toBe(1);
    await employerContext.close();
  });
});

test("en: a signed-in seeker applies with the texts prefilled from their seeker profile", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const employerContext = await browser.newContext();
  const target = await freshEmployer(await employerContext.newPage(), testInfo, {
    word: uniqueWord("Roggen"),
    questionnaire: false,
  });
  await employerContext.close();

  const seeker = await signUpAndSignIn(page, testInfo, { lang: "en" });
  const profile = await page.request.put("/capi/user/seeker-profile", {
    headers: await csrfHeaders(page),
    data: {
      job_titles: ["Bäcker/in"],
      about: "Twelve years of sourdough",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    },
  });
  expect(profile.status()).toBe(200);

  await page.goto(`/en/company/${target.companyId}/apply?listing_id=${target.listingId}`);
  await expect(page.getByText(`Application for “${target.title}” at ${target.company}`)).toBeVisible();
  await expect(page.getByText(`You apply with your account (${seeker.email})`)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("First name")).toHaveValue(seeker.firstName);
  await expect(page.getByText(`We use your account's address: ${seeker.email}`)).toBeVisible();
  await page.keyboard.press("Tab");
  await page.getByLabel("Phone").fill("+41 79 000 00 00");
  await page.getByLabel("Phone").press("Enter");

  // No email code for a signed-in seeker, no questionnaire on this listing: straight to the texts.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 3 of 3: About you");
  await expect(page.getByLabel("What I bring")).toHaveValue("Twelve years of sourdough");
  await expect(page.getByLabel("What I want")).toHaveValue("Bäcker/in");
  await page.getByLabel("My story").fill("I love early mornings.");
  await page.getByRole("button", { name: "Send application" }).click();

  await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My applications" })).toBeVisible();
  const mine = (await (await page.request.get("/capi/user/applications")).json()) as TMyApplicationsResponse;
  expect(mine.items.map((a) => [a.origin, a.listing?.id])).toEqual([["direct", target.listingId]]);
});

test("en: an unsolicited application to a job profile, after trying candidate-pool access", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  const target = await freshEmployer(employerPage, testInfo, { word: uniqueWord("Dinkel"), questionnaire: false });

  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto(`/en/company/${target.companyId}/profile/${target.job.id}`);
  await page.getByRole("link", { name: "Unsolicited application" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/company/${target.companyId}/apply\\?job_id=${target.job.id}`));
  await expect(page.getByText(`Unsolicited application as “${target.title}” at ${target.company}`)).toBeVisible();

  // Candidate-pool access: not offered while the seeker profile is empty, only the way to complete it.
  const pool = page.getByRole("region", { name: `Or: let ${target.company} find you` });
  await expect(
    pool.getByText(
      `Your seeker profile is not complete yet. Add at least one job title to it, then you can let ${target.company} see it.`,
    ),
  ).toBeVisible();
  await expect(pool.getByRole("link", { name: "Complete my seeker profile" })).toHaveAttribute(
    "href",
    "/en/search/profile",
  );
  await expect(pool.getByRole("button", { name: `Let ${target.company} see my profile` })).toHaveCount(0);
  const profile = await page.request.put("/capi/user/seeker-profile", {
    headers: await csrfHeaders(page),
    data: {
      job_titles: ["Bäcker/in"],
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    },
  });
  expect(profile.status()).toBe(200);
  await page.reload();

  // With a complete profile: granted, then revoked again.
  await pool.getByRole("button", { name: `Let ${target.company} see my profile` }).click();
  await expect(pool.getByRole("status")).toHaveText(`${target.company} can see your seeker profile.`);
  const grants = (await (await page.request.get("/capi/user/candidate-pool")).json()) as { count: number };
  expect(grants.count).toBe(1);
  await pool.getByRole("button", { name: "Revoke access" }).click();
  await expect(pool.getByRole("status")).toHaveText(`${target.company} can no longer see your seeker profile.`);

  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("What I want").fill("Early shifts");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();

  const mine = (await (await page.request.get("/capi/user/applications")).json()) as TMyApplicationsResponse;
  expect(mine.items.map((a) => [a.origin, a.listing, a.job?.id])).toEqual([["unsolicited", null, target.job.id]]);
  await expect.poll(async () => (await submittedActivities(employerPage, target.slug)).length).toBe(1);
  await employerContext.close();
});

test("the attachment upload refuses a renamed non-PDF", async ({ page }, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  const response = await page.request.post("/capi/user/application-attachments", {
    headers: { ...(await csrfHeaders(page)), "content-type": "application/pdf", "accept-language": "en" },
    data: Buffer.from("PK\u0003\u0004 a zip file renamed to cv.pdf"),
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    type: "ValidationError",
    detail: [{ loc: ["body", "attachment"], msg: "The file is not a PDF. Please upload your documents as a PDF." }],
  });
});

test("en: an invited candidate applies through the mailed link; the invitation is used", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  const target = await freshEmployer(employerPage, testInfo, { word: uniqueWord("Zopf"), questionnaire: false });
  const email = uniqueEmail(testInfo, "invited");
  await orgCall(employerPage, target.slug, "POST", "/capi/org/candidate-invites", {
    email,
    name: "Lea Keller",
    listing_id: target.listingId,
    language: "en",
  });
  const link = /https?:\/\/\S+invite_token=[^\s"'<>]+/.exec((await latestMail(page, email)).text)?.[0] ?? "";
  expect(link).toContain(`/en/company/${target.companyId}/apply`);

  await page.goto(link);
  await expect(page.getByText(`${target.company} invited you to apply.`)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Lea");
  await expect(page.getByLabel("Last name")).toHaveValue("Keller");
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Send code" }).click();
  const code = /^\d{6}$/m.exec((await latestMail(page, email, 2)).text)?.[0] ?? "";
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 4 of 4: About you");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();

  const invites = await orgCall<{ items: { status: string; application_id?: number | null }[] }>(
    employerPage,
    target.slug,
    "GET",
    "/capi/org/candidate-invites",
  );
  expect(invites.items.map((i) => i.status)).toEqual(["used"]);
  await employerContext.close();
});
