import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { orgCall } from "../support/org-api";
import { expect, test } from "../support/fixtures";

/** The editor's card of question `n` (its heading reads "Question n of total"). */
const questionCard = (page: Page, n: number) =>
  page.getByRole("region", { name: new RegExp(`^Question ${n} of \\d+$`) });

test.describe("a free employer's questionnaire", () => {
  // The second questionnaire's refusal (plan limit) is a 400 the browser logs.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("an employer builds a questionnaire with a knock-out question, orders it by keyboard, archives and reactivates it; a second one needs Pro", async ({
    page,
  }, testInfo) => {
    // A free company of its own: the journey fills its one active questionnaire.
    const account = await signUpAndSignIn(page, testInfo, {
      company: `Kurier ${testInfo.workerIndex}-${Date.now()} AG`,
    });
    const slug = account.slug ?? "";
    await page.goto(`/en/org/${slug}/questionnaires`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questionnaires");
    await expect(page.getByRole("heading", { name: "No questionnaires yet" })).toBeVisible();

    // New questionnaire: a name, then the editor with a starter question.
    await page.getByRole("button", { name: "New questionnaire" }).click();
    const dialog = page.getByRole("dialog", { name: "New questionnaire" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByRole("button", { name: "Create and add questions" }).click();
    await expect(dialog.getByText("Enter at least 2 characters.")).toBeVisible();
    await dialog.getByLabel("Name").fill("Delivery drivers");
    await dialog.getByRole("button", { name: "Create and add questions" }).click();
    await expect(page).toHaveURL(/\/questionnaires\/\d+\/edit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit questionnaire");
    const id = /questionnaires\/(\d+)\/edit/.exec(page.url())?.[1];

    // Question 1: the starter, kept as free text with a text of our own.
    await expect(questionCard(page, 1).getByLabel("Question", { exact: true })).toHaveValue(
      "Why are you interested in this job?",
    );
    await questionCard(page, 1).getByLabel("Question", { exact: true }).fill("Why do you want to drive for us?");

    // Question 2: single choice, knock-out, "Yes" expected.
    await page.getByRole("button", { name: "Add question" }).click();
    const licence = questionCard(page, 2);
    await expect(licence.getByLabel("Question", { exact: true })).toBeFocused();
    await page.keyboard.type("Do you hold a driving licence C1?");
    await expect(licence.getByLabel("Type", { exact: true })).toHaveValue("single_select");
    await licence.getByRole("textbox", { name: "Option 1 of question 2", exact: true }).fill("Yes");
    await licence.getByRole("textbox", { name: "Option 2 of question 2", exact: true }).fill("No");
    await licence.getByLabel("Knock-out question").check();
    await licence.getByRole("checkbox", { name: "Option 1 of question 2 is an expected answer" }).check();

    // Question 3: multiple choice; Enter in an option adds the next one.
    await page.getByRole("button", { name: "Add question" }).click();
    const regions = questionCard(page, 3);
    await page.keyboard.type("Which regions do you know?");
    await regions.getByLabel("Type", { exact: true }).selectOption({ label: "Multiple choice" });
    await regions.getByRole("textbox", { name: "Option 1 of question 3", exact: true }).fill("Zurich");
    await regions.getByRole("textbox", { name: "Option 2 of question 3", exact: true }).fill("Bern");
    await regions.getByRole("textbox", { name: "Option 2 of question 3", exact: true }).press("Enter");
    await expect(regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true })).toBeFocused();

    // An empty option and a repeated one are refused at their fields, the first of them focused.
    await page.getByRole("button", { name: "Save questionnaire" }).click();
    await expect(regions.getByRole("textbox", { name: "Option 1 of question 3", exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true })).toBeFocused();
    await expect(
      regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true }),
    ).toHaveAccessibleDescription("Required.");
    await regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true }).fill(" ZURICH ");
    await page.getByRole("button", { name: "Save questionnaire" }).click();
    await expect(
      regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true }),
    ).toHaveAccessibleDescription("This option is already in the list.");
    await regions.getByRole("textbox", { name: "Option 3 of question 3", exact: true }).fill("Basel");

    // Order by keyboard: the knock-out question first, the free text last.
    await page.getByRole("button", { name: "Move question 2 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(questionCard(page, 1).getByLabel("Question", { exact: true })).toHaveValue(
      "Do you hold a driving licence C1?",
    );
    // At the top, focus stays on the moved question (its other button).
    await expect(page.getByRole("button", { name: "Move question 1 down" })).toBeFocused();
    await page.getByRole("button", { name: "Move question 2 down" }).focus();
    await page.keyboard.press("Space");
    await expect(questionCard(page, 3).getByLabel("Question", { exact: true })).toHaveValue(
      "Why do you want to drive for us?",
    );

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/capi/org/questionnaires/${id}`) && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Save questionnaire" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Questionnaire saved")).toBeVisible();

    // The detail: the questions as applicants see them, the knock-out marked for the employer.
    await expect(page).toHaveURL(new RegExp(`/questionnaires/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery drivers");
    await expect(page.getByText("Version 2")).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("group")).toHaveText([
      /^1\.Do you hold a driving licence C1\?YesNoKnock-out: Expected answer: YesApplicants whose answer misses it are flagged/,
      /^2\.Which regions do you know\?ZurichBernBasel$/,
      /^3\.Why do you want to drive for us\?\(not required\)/,
    ]);
    await expect(preview.getByRole("radio", { name: "Yes" })).toBeVisible();
    await expect(preview.getByRole("checkbox", { name: "Basel" })).toBeVisible();
    await expect(preview.getByRole("textbox", { name: "Why do you want to drive for us?" })).toBeVisible();

    // In the list, with its counts.
    await page.getByRole("link", { name: "All questionnaires" }).click();
    const card = page.getByRole("article", { name: "Delivery drivers" });
    await expect(card).toContainText("Active");
    await expect(card).toContainText("3 questions");
    await expect(card).toContainText("1 knock-out");
    await expect(card).toContainText("Used by 0 listings");

    // Archive after a confirmation; it leaves the active filter and shows under archived.
    await card.getByRole("link", { name: "Delivery drivers", exact: true }).click();
    await page.getByRole("button", { name: "Archive" }).click();
    const confirmArchive = page.getByRole("alertdialog", { name: "Archive 'Delivery drivers'?" });
    await expect(confirmArchive).toContainText("New listings can no longer choose it.");
    await confirmArchive.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("Questionnaire archived")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reactivate" })).toBeFocused();

    await page.getByRole("link", { name: "All questionnaires" }).click();
    await page.getByRole("checkbox", { name: "Active" }).check();
    await expect(page).toHaveURL(/status=/);
    await expect(page.getByRole("heading", { name: "No questionnaire matches these filters" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Active" }).uncheck();
    await page.getByRole("checkbox", { name: "Archived" }).check();
    await expect(page.getByRole("article", { name: "Delivery drivers" })).toContainText("Archived");
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Archived" })).toBeChecked();
    await expect(page.getByRole("article", { name: "Delivery drivers" })).toBeVisible();

    // Reactivate it.
    await page.getByRole("link", { name: "Delivery drivers", exact: true }).click();
    await page.getByRole("button", { name: "Reactivate" }).click();
    await page
      .getByRole("alertdialog", { name: "Reactivate 'Delivery drivers'?" })
      .getByRole("button", { name: "Reactivate" })
      .click();
    await expect(page.getByText("Questionnaire reactivated")).toBeVisible();
    await expect(page.getByRole("button", { name: "Archive" })).toBeVisible();

    // Free allows one active questionnaire: a second one names the plan that lifts the limit.
    await page.getByRole("link", { name: "All questionnaires" }).click();
    await page.getByRole("button", { name: "New questionnaire" }).click();
    const second = page.getByRole("dialog", { name: "New questionnaire" });
    await second.getByLabel("Name").fill("Warehouse staff");
    await second.getByRole("button", { name: "Create and add questions" }).click();
    const notice = second.getByRole("alert");
    await expect(notice).toContainText("Your plan allows 1 questionnaires.");
    await expect(notice).toContainText("The Pro plan lifts this limit.");
    await expect(notice.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", /plan=pro/);
  });
});

test("the editor and the list in German", async ({ page }, testInfo) => {
  const account = await signUpAndSignIn(page, testInfo, {
    lang: "de",
    company: `Fahrdienst ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const slug = account.slug ?? "";
  await page.goto(`/de/org/${slug}/questionnaires`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fragebogen");
  await page.getByRole("button", { name: "Neuer Fragebogen" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Lagerpersonal");
  await page.getByRole("button", { name: "Erstellen und Fragen hinzufügen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fragebogen bearbeiten");

  const first = page.getByRole("region", { name: /^Frage 1 von 1$/ });
  await first.getByLabel("Art", { exact: true }).selectOption({ label: "Einfachauswahl" });
  await first.getByRole("textbox", { name: "Option 1 von Frage 1", exact: true }).fill("Ja");
  await first.getByLabel("K.-o.-Frage", { exact: true }).check();
  await page.getByRole("button", { name: "Fragebogen speichern" }).click();
  // The first invalid control in reading order: option 1's "expected" box, then the empty option 2.
  await expect(first.getByRole("checkbox", { name: "Option 1 von Frage 1 ist eine erwartete Antwort" })).toBeFocused();
  await expect(first.getByRole("textbox", { name: "Option 2 von Frage 1", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(first.getByText("Kreuze mindestens eine erwartete Antwort an.")).toBeVisible();
  await first.getByRole("textbox", { name: "Option 2 von Frage 1", exact: true }).fill("Nein");
  await first.getByRole("checkbox", { name: "Option 1 von Frage 1 ist eine erwartete Antwort" }).check();
  await page.getByRole("button", { name: "Fragebogen speichern" }).click();
  await expect(page.getByText("Fragebogen gespeichert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagerpersonal");
  await expect(page.getByText("K.-o.-Frage: Erwartete Antwort: Ja")).toBeVisible();

  await page.goto(`/de/org/${slug}/questionnaires?query=lager`);
  await expect(page.getByRole("searchbox", { name: "Name" })).toHaveValue("lager");
  await expect(page.getByRole("article", { name: "Lagerpersonal" })).toContainText("1 K.-o.-Frage");
});

test.describe("another organisation's questionnaire", () => {
  // The API's 404 for the foreign id is logged by the browser.
  test.use({ allowedConsoleErrors: ["status of 404"] });

  test("is not found on its detail and edit screens, which keep their titles", async ({ page }, testInfo) => {
    const owner = await signUpAndSignIn(page, testInfo, {
      company: `Owner ${testInfo.workerIndex}-${Date.now()} AG`,
      plan: "pro",
    });
    const created = await orgCall<{ id: number }>(page, owner.slug ?? "", "POST", "/capi/org/questionnaires", {
      name: "Private",
      questions: [{ type: "free_text", text: "Secret?" }],
    });

    const other = await signUpAndSignIn(page, testInfo, { company: `Other ${testInfo.workerIndex}-${Date.now()} AG` });
    for (const [path, title] of [
      [`questionnaires/${created.id}`, "Questionnaire"],
      [`questionnaires/${created.id}/edit`, "Edit questionnaire"],
    ] as const) {
      await page.goto(`/en/org/${other.slug}/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { name: "This questionnaire does not exist" })).toBeVisible();
      await expect(page.getByText("Secret?")).toHaveCount(0);
    }
    await page.getByRole("link", { name: "All questionnaires" }).click();
    await expect(page.getByRole("heading", { name: "No questionnaires yet" })).toBeVisible();
  });
});
