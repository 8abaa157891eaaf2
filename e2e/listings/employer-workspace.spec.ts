import { latestMail, signInAs, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

// The main journey, as the demo employer of the recruiter plan (its organisation is used by
// no other journey, so what this one adds cannot upset them): edit the company (an address by
// postal code), create a job, publish it through the wizard with a questionnaire, find it in the
// listing list with its days left, extend it, archive it.
const DEMO = { email: "owner.recruiter@jobatlas.example", slug: "demo-recruiter-staffing" };

test("the demo employer: address by postal code → job → listing through the wizard with a questionnaire → list with days left → extend → archive (en)", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord("Workspace");
  await signInAs(page, DEMO.email);

  // The company: an address, by its postal code.
  await page.goto(`/en/org/${DEMO.slug}/company?tab=addresses`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company profile");
  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Label").fill(`Filiale ${word}`);
  await dialog.getByLabel("Street").fill("Via Maistra");
  await dialog.getByLabel("No.").fill("12");
  await dialog.getByLabel("Postal code").fill("7500");
  await expect(dialog.getByLabel("City")).toHaveValue("St. Moritz");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Address saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Addresses" })).toContainText(`Filiale ${word}`);

  // A questionnaire for applicants (its own journey builds them in the editor).
  const questionnaire = await orgCall<{ id: number; name: string }>(
    page,
    DEMO.slug,
    "POST",
    "/capi/org/questionnaires",
    {
      name: `Wintersaison ${word}`,
      questions: [{ type: "single_select", text: "Are you available from December?", options: ["Yes", "No"] }],
    },
  );

  // A job: named in the dialog, its texts in the editor.
  await page.goto(`/en/org/${DEMO.slug}/jobs`);
  await page.getByRole("button", { name: "New job" }).click();
  const newJob = page.getByRole("dialog", { name: "New job" });
  await newJob.getByLabel("Job title").fill(`${word} ski instructor`);
  await newJob.getByLabel("Language of the texts").selectOption({ label: "English" });
  await newJob.getByRole("button", { name: "Create and write texts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit job");
  await page.getByRole("textbox", { name: /^Role and responsibilities\s*\(/ }).fill("Teach **skiing** to guests.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Job saved")).toBeVisible();
  await page.getByRole("link", { name: "Back to the job" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${word} ski instructor`);

  // The listing, from the job's page, through the wizard.
  await page.getByRole("link", { name: "Create a listing from this job" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post a job");
  await expect(page.getByRole("radio", { name: /From a job/ })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Title of the listing")).toHaveValue(`${word} ski instructor`);
  await expect(page.getByRole("region", { name: /The texts of the job/ }).locator("strong")).toHaveText("skiing");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "One of our addresses" }).check();
  await page
    .getByLabel("Address", { exact: true })
    .selectOption({ label: `Filiale ${word}, Via Maistra 12, 7500 St. Moritz` });
  await page.getByRole("searchbox", { name: "Search questionnaires" }).fill("Wintersaison");
  await page
    .getByRole("combobox", { name: /^Questionnaire for applicants/ })
    .selectOption({ label: `${questionnaire.name} (1 question)` });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Contact person").fill("Mia Keller");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("heading", { name: "Listing created" })).toBeVisible();

  // The list: newest first, with its days left.
  await page.getByRole("link", { name: "All listings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My job listings");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `${word} ski instructor` }) });
  await expect(row.getByText("30 days left")).toBeVisible();
  await expect(row).toContainText("7500 St. Moritz");
  await row.getByRole("link", { name: `${word} ski instructor` }).click();
  await expect(page.getByRole("region", { name: "Facts" })).toContainText(questionnaire.name);

  // Extend (the recruiter plan allows three), then archive.
  await page.getByRole("link", { name: "Extend" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Extend job listing");
  await page.getByRole("button", { name: "Extend by 30 days" }).click();
  await expect(page.getByText(/Extended: it now runs until/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the listing" }).click();
  await expect(page.getByText("60 days left")).toBeVisible();
  await expect(page.getByText("1 used, 2 left")).toBeVisible();
  await page.getByRole("button", { name: "End now" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End now" }).click();
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "All listings" }).click();
  await expect(row.getByText("Archived", { exact: true })).toBeVisible();
});

test.describe("invitations", () => {
  // An unknown token answers 400 invite_invalid (Chromium logs that status).
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("an invitation link to the wizard joins the organisation first, then creates its listing (en)", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const company = `Invite ${testInfo.workerIndex}-${Date.now()} AG`;
    const owner = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
    const slug = owner.slug ?? "";
    const inviteeEmail = uniqueEmail(testInfo, "invitee");
    await orgCall(page, slug, "POST", "/capi/org/members/invites", { email: inviteeEmail, role: "recruiter" });
    const link = /\/en\/listings\/create\?invite_token=[\w-]+/.exec((await latestMail(page, inviteeEmail)).text)?.[0];
    expect(link).toBeTruthy();

    const context = await browser.newContext();
    try {
      const invitee = await context.newPage();
      await signUpAndSignIn(invitee, testInfo);
      await invitee.goto(link ?? "");
      await expect(invitee.getByText(`You are now a member of ${company}.`)).toBeVisible();
      await expect(invitee).toHaveURL(/\/en\/listings\/create$/);
      await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Post a job");

      // Blank template: the job is written in the wizard and created with the listing.
      const title = `${uniqueWord("Invited")} cook`;
      await expect(invitee.getByRole("radio", { name: /Blank/ })).toBeChecked();
      await invitee.getByRole("button", { name: "Next" }).click();
      await invitee.getByLabel("Title of the listing").fill(title);
      await invitee.getByLabel("Job title").fill(title);
      await invitee.getByRole("textbox", { name: /^Role and responsibilities/ }).fill("Cook for 40 guests.");
      await invitee.getByRole("button", { name: "Next" }).click();
      await invitee.getByRole("button", { name: "Next" }).click();
      await invitee.getByRole("button", { name: "Create listing" }).click();
      await expect(invitee.getByRole("heading", { name: "Listing created" })).toBeVisible();

      // A link whose token is unknown (or expired) says so, and the member may go on to the wizard.
      await invitee.goto(`/en/listings/create?invite_token=${"x".repeat(43)}`);
      await expect(invitee.getByRole("alert")).toContainText("This invitation link is invalid or expired.");
      await invitee.getByRole("button", { name: "Next" }).click();
      await expect(invitee).toHaveURL(/\/en\/listings\/create$/);
      await expect(invitee.getByRole("radio", { name: /Blank/ })).toBeChecked();
    } finally {
      await context.close();
    }

    // The owner sees the invitee's listing and its new job.
    await page.goto(`/en/org/${slug}/listings`);
    await expect(page.getByRole("listitem").filter({ hasText: "Active" }).first()).toBeVisible();
    await page.goto(`/en/org/${slug}/jobs`);
    await expect(page.getByRole("link", { name: /Invited.* cook/ })).toBeVisible();
  });
});
