import type { TOrganization } from "@jobatlas/contract";
import { apiPost, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createPlannedListing, orgCall, prepareOrganization, uniqueWord } from "./support";

// An employer of a fresh company (free plan) publishes a job through the wizard with a
// questionnaire, finds the listing in the list with its days left, extends it (the free plan
// allows once: then 'Listing could not be extended anymore' and the plan that lifts it) and ends
// it. The company is their own, so parallel tests see none of it.

test("the wizard from a job with a questionnaire → confirmation → the list with days left → extend → archive (en)", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await signUpAndSignIn(page, testInfo, { company: `Wizard ${testInfo.workerIndex}-${Date.now()} AG` });
  const slug = account.slug ?? "";
  const { job, address, questionnaire } = await prepareOrganization(page, slug, "Bäcker/in EFZ");
  const title = `${uniqueWord("Baker")} early shift 100%`;

  // From the job's page: "Create a listing from this job" preselects it (job_id).
  await page.goto(`/en/listings/create?job_id=${job.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post a job");
  const steps = page.getByRole("navigation", { name: "Steps of the new listing" });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Template/);
  await expect(page.getByRole("radio", { name: /From a job/ })).toBeChecked();
  await expect(page.getByLabel("Job", { exact: true })).toHaveValue(String(job.id));
  await page.getByRole("button", { name: "Next" }).click();

  // Job description: the title comes from the job; its texts show as they will be published.
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Job description/);
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  const titleField = page.getByLabel("Title of the listing");
  await expect(titleField).toHaveValue("Bäcker/in EFZ");
  await expect(page.getByRole("region", { name: /The texts of the job/ }).locator("strong")).toHaveText("Brot");
  await titleField.fill("x");
  await titleField.press("Enter");
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription(/Enter at least 2 characters\./);
  await titleField.fill(title);
  await titleField.press("Enter"); // Enter goes on to the next step

  // Details: the place starts at the company's main address, and must be one of its addresses once chosen so.
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Details/);
  await expect(page.getByRole("radio", { name: "One of our addresses" })).toBeChecked();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(String(address.id));
  await page.getByLabel("Address", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Address", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Address", { exact: true })).toHaveAccessibleDescription("Required.");
  await page.getByLabel("Address", { exact: true }).selectOption({ label: "Backstube, Hardstrasse 201, 8005 Zürich" });
  await page.getByLabel("Employment type").selectOption("part_time");
  await page.getByLabel("From", { exact: true }).first().fill("90");
  await page.getByLabel("To", { exact: true }).first().fill("80");
  await page.getByRole("checkbox", { name: "German" }).check();
  await page
    .getByRole("combobox", { name: /^Questionnaire for applicants/ })
    .selectOption({ label: `${questionnaire.name} (1 question)` });
  await page.getByRole("button", { name: "Next" }).click();
  const workloadTo = page.getByLabel("To", { exact: true }).first();
  await expect(workloadTo).toHaveAccessibleDescription("The maximum must not be below the minimum.");
  await workloadTo.fill("100");

  // The progress survives a reload of the tab.
  await page.reload();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Details/);
  await expect(page.getByText("Your unfinished listing was restored.")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true }).first()).toHaveValue("90");
  await expect(page.getByRole("combobox", { name: /^Questionnaire for applicants/ })).toHaveValue(
    String(questionnaire.id),
  );
  await page.getByRole("button", { name: "Next" }).click();

  // Contact details, then create (published now: the default).
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Contact details/);
  await page.getByLabel("Contact person").fill("Erika Muster");
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address.");
  await page.getByLabel("Email").fill("jobs@example.ch");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Details/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Contact person")).toHaveValue("Erika Muster");
  await page.getByRole("button", { name: "Create listing" }).click();

  // The created confirmation: success=1&listing_id=.
  await expect(page.getByRole("heading", { name: "Listing created" })).toBeFocused();
  await expect(page).toHaveURL(/\/en\/listings\/create\?success=true&listing_id=\d+$/);
  const listingId = new URL(page.url()).searchParams.get("listing_id");
  await expect(page.getByText(new RegExp(`“${title}” is live and runs until`))).toBeVisible();

  // The list: the listing with its status and 30 days left.
  await page.getByRole("link", { name: "All listings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My job listings");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row.getByText("30 days left")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  // The same in the organisation's area, filtered by status and job in the URL.
  await page.goto(`/en/org/${slug}/listings?status=active&job_ids=${job.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job listings");
  await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked();
  await page.getByRole("link", { name: title }).click();

  // The detail: every field, the questionnaire, the runtime.
  await expect(page).toHaveURL(new RegExp(`/en/org/${slug}/listings/${listingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const facts = page.getByRole("region", { name: "Facts" });
  await expect(facts.getByText(questionnaire.name)).toBeVisible();
  await expect(facts.getByText("90–100 %")).toBeVisible();
  await expect(facts.getByText("Part-time")).toBeVisible();
  await expect(facts.getByText("Erika Muster · jobs@example.ch")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the public page" })).toHaveAttribute(
    "href",
    new RegExp(`/en/company/\\d+/job/${listingId}$`),
  );

  // Extend: the current and the new end, then once more is refused on the free plan.
  await page.getByRole("link", { name: "Extend" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Extend job listing");
  await expect(page.getByText("Extensions left")).toBeVisible();
  await expect(page.getByText("Ends after the extension")).toBeVisible();
  await page.getByRole("button", { name: "Extend by 30 days" }).click();
  await expect(page.getByText(/Extended: it now runs until/)).toBeVisible();
  // No end is promised that no extension can bring (issue 24 point 21).
  await expect(page.getByText("Ends after the extension")).toHaveCount(0);
  await expect(page.getByRole("alert")).toContainText("Listing could not be extended anymore");
  await expect(page.getByRole("alert")).toContainText("The Pro plan lifts this limit.");
  await expect(page.getByRole("button", { name: "Extend by 30 days" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the listing" }).click();
  await expect(page.getByText("60 days left")).toBeVisible();
  await expect(page.getByText("1 used, 0 left")).toBeVisible();

  // Archive (end now): it leaves the search; archived is final.
  await page.getByRole("button", { name: "End now" }).click();
  const confirm = page.getByRole("alertdialog", { name: `End “${title}” now?` });
  await confirm.getByRole("button", { name: "End now" }).click();
  await expect(page.getByText(`“${title}” has ended.`)).toBeVisible();
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "End now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Copy" })).toHaveAttribute(
    "href",
    new RegExp(`/en/listings/create\\?copyId=${listingId}$`),
  );
});

// Issue 24 points 18 and 19: the plan's limit is told at the start, with the way to plan the
// listing instead; the listing's title follows the job title until it is written; the place of
// work starts at the company's main address (its first, not the first by name).
test("a free company at its limit plans the listing from the start; the title follows the job title; the place is the main address (en)", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await signUpAndSignIn(page, testInfo, { company: `Limit ${testInfo.workerIndex}-${Date.now()} AG` });
  const slug = account.slug ?? "";
  const { job, address } = await prepareOrganization(page, slug, "Bäcker/in EFZ");
  await orgCall(page, slug, "POST", "/capi/org/addresses", {
    label: "Aarau",
    street: "Bahnhofstrasse",
    house_number: "1",
    postal_code: "5000",
    city: "Aarau",
  });
  for (const n of [1, 2])
    await orgCall(page, slug, "POST", "/capi/org/listings", {
      job_id: job.id,
      title: `Bäcker/in ${n}`,
      address_id: null,
      status: "active",
    });

  await page.goto("/en/listings/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post a job");
  const notice = page.getByRole("status").filter({ hasText: "Free allows 2 active listings at a time" });
  await expect(notice).toContainText("and 2 are active: this listing cannot go live now.");
  await notice.getByRole("button", { name: "Save as planned" }).click();
  await expect(notice).toContainText("It will be saved as planned");
  await expect(notice.getByRole("button", { name: "Save as planned" })).toHaveCount(0);

  // Blank: the job title fills the listing's title, until the employer writes one of their own.
  await page.getByRole("button", { name: "Next" }).click();
  const jobTitle = page.getByLabel("Job title");
  const title = page.getByLabel("Title of the listing");
  await jobTitle.fill("Konditor/in EFZ");
  await expect(title).toHaveValue("Konditor/in EFZ");
  await jobTitle.fill("Konditor/in EFZ 100 %");
  await expect(title).toHaveValue("Konditor/in EFZ 100 %");
  await title.fill("Konditor/in EFZ 80–100 % in Zürich");
  await jobTitle.fill("Konditor/in");
  await expect(title).toHaveValue("Konditor/in EFZ 80–100 % in Zürich");
  await page.getByRole("button", { name: "Next" }).click();

  // Details: planned from today, at the main address.
  await expect(page.getByRole("radio", { name: "On a date" })).toBeChecked();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());
  await expect(page.getByLabel("Publish date")).toHaveValue(today);
  await expect(page.getByRole("radio", { name: "One of our addresses" })).toBeChecked();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(String(address.id));
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("heading", { name: "Listing created" })).toBeVisible();
  await expect(page.getByText(/“Konditor\/in EFZ 80–100 % in Zürich” goes live on/)).toBeVisible();
});

test("a planned listing published now is found on the search page (de)", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const word = uniqueWord("Zuckerbaecker");
  const account = await signUpAndSignIn(page, testInfo, {
    lang: "de",
    company: `Suche ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const slug = account.slug ?? "";
  const { job, address } = await prepareOrganization(page, slug, "Konditor/in EFZ");
  const listing = await createPlannedListing(page, slug, {
    title: `${word} Konditor/in`,
    job_id: job.id,
    address_id: address.id,
  });

  await page.goto(`/de/org/${slug}/listings/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${word} Konditor/in`);
  await expect(page.getByText("Geplant", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await page
    .getByRole("alertdialog", { name: `«${word} Konditor/in» jetzt veröffentlichen?` })
    .getByRole("button", { name: "Jetzt veröffentlichen" })
    .click();
  await expect(page.getByText(`«${word} Konditor/in» ist online.`)).toBeVisible();
  await expect(page.getByText("Noch 30 Tage")).toBeVisible();

  // The search index follows the change: the employer with this listing is found by its word.
  await page.goto(`/de/search?query=${word}`);
  const results = page.getByRole("region", { name: "Ergebnisse" });
  await expect(results.getByRole("heading", { level: 3, name: account.company })).toBeVisible();
  await expect(results.getByText(`${word} Konditor/in`)).toBeVisible();
});

test.describe("the top-level screens", () => {
  // A listing of the other organisation answers 404 (Chromium logs that status).
  test.use({ allowedConsoleErrors: ["status of 404"] });

  test("the top-level listings act on the last used organisation, and the picker changes it (en)", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${testInfo.workerIndex}-${Date.now()}`;
    const first = await signUpAndSignIn(page, testInfo, { company: `First ${stamp} AG`, plan: "pro" });
    const second = (await apiPost(page, "/capi/organizations", {
      company_name: `Second ${stamp} AG`,
      company_size: "1-9",
      plan: "free",
    })) as TOrganization;
    const { job } = await prepareOrganization(page, first.slug ?? "", "Koch/Köchin");
    const inFirst = await createPlannedListing(page, first.slug ?? "", {
      title: `${uniqueWord("Erste")} Koch`,
      job_id: job.id,
    });

    // Working in the first organisation's area makes it the last used one.
    await page.goto(`/en/org/${first.slug}/listings`);
    await expect(page.getByRole("link", { name: inFirst.title })).toBeVisible();
    await page.goto("/en/listings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My job listings");
    const picker = page.getByRole("combobox", { name: "Organisation" });
    await expect(picker).toHaveValue(first.slug ?? "");
    await expect(page.getByRole("link", { name: inFirst.title })).toBeVisible();

    // The other one: its (empty) list; it stays chosen after a reload, as the server's last used.
    await picker.selectOption({ label: second.name });
    await expect(page.getByText("No listings yet")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Organisation" })).toHaveValue(second.slug);
    await expect(page.getByText("No listings yet")).toBeVisible();
    // A listing of the other organisation is not found here.
    await page.goto(`/en/listings/${inFirst.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job listing");
    await expect(page.getByText("This listing was not found")).toBeVisible();
  });
});
