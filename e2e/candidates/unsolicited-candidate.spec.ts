import { randomUUID } from "node:crypto";
import type { TApplicationCreated, TDebugMail, TOrganization } from "@jobatlas/contract";
import { apiPost, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, orgCall, uniqueTitle } from "../support/org-api";

// Issue 10 journey (3): an unsolicited application to a job profile shows up as type unsolicited
// in the organisation's filtered list — within the polling interval, without a reload — and the
// employer opens it and accepts it; the applicant is mailed that it is being considered.
test("an unsolicited application to a job profile shows in the filtered list; the employer accepts it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await signUpAndSignIn(page, testInfo, { company: "Kandidaten Test AG", plan: "pro" });
  const slug = owner.slug!;
  const organization = await orgCall<TOrganization>(page, slug, "GET", "/capi/org");
  const jobTitle = uniqueTitle("Bäcker/in");
  const job = await createJob(page, slug, { title: jobTitle, language: "de", status: "active" });

  // The employer watches the list, filtered to unsolicited applications with the type checkbox.
  await page.goto(`/en/org/${slug}/applications`);
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await expect(page.getByText("No candidates yet")).toBeVisible();
  await page.getByRole("checkbox", { name: "Unsolicited" }).check();
  await expect(page).toHaveURL(/type=[^&]*unsolicited/);

  // A seeker applies to the job profile, with no listing: unsolicited.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  const seeker = await signUpAndSignIn(seekerPage, testInfo);
  const created = (await apiPost(seekerPage, "/capi/user/applications", {
    company_id: organization.id,
    job_id: job.id,
    first_name: "Mia",
    last_name: "Spontan",
    my_story: "Ich backe seit zehn Jahren Brot.\n<b>kein HTML</b>",
    idempotency_key: randomUUID(),
    language: "en",
  })) as TApplicationCreated;
  expect(created.origin).toBe("unsolicited");

  // It shows without a reload (the notification poller refreshes the applications lists).
  const row = page
    .getByRole("region", { name: "Candidates of Kandidaten Test AG" })
    .getByRole("listitem")
    .filter({ hasText: "Mia Spontan" });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText("Unsolicited");
  await expect(row).toContainText(`Job profile: ${jobTitle}`);
  await expect(row).toContainText("New");

  // Only direct applications: it is not there; unsolicited again: it is.
  await page.getByRole("checkbox", { name: "Unsolicited" }).uncheck();
  await page.getByRole("checkbox", { name: "Direct" }).check();
  await expect(page.getByText("No candidate matches these filters.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Direct" }).uncheck();
  await page.getByRole("checkbox", { name: "Unsolicited" }).check();
  await expect(row).toBeVisible();

  // The employer opens the new application.
  await row.getByRole("link", { name: "Mia Spontan" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/org/${slug}/applications/${created.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Mia Spontan" })).toBeVisible();
  await expect(page.getByText("Hidden until the applicant accepts a contact request.")).toBeVisible();
  // The applicant's text is shown as text, never as HTML.
  await expect(page.getByText("<b>kein HTML</b>")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Application received" })).toBeVisible();

  // … and accepts it.
  await page.getByRole("button", { name: "Accept" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Accept the application of Mia Spontan?" });
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Accepted. Mia Spontan has been told by email.")).toBeVisible();
  await expect(page.getByText("In progress").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Archive" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Accepted by Erika Muster" })).toBeVisible();

  // The applicant is told in their language.
  await expect
    .poll(async () => {
      const response = await seekerPage.request.get(`/capi/debug/mail?to=${encodeURIComponent(seeker.email)}`);
      return ((await response.json()) as { items: TDebugMail[] }).items.map((mail) => mail.subject);
    })
    .toContain("Kandidaten Test AG is considering your application");

  // Back in the list (active group), it is in progress.
  await page.getByRole("link", { name: "Back to the candidates" }).click();
  const results = page.getByRole("region", { name: "Candidates of Kandidaten Test AG" });
  await expect(results.getByRole("listitem").filter({ hasText: "Mia Spontan" })).toContainText("In progress");
  await seekerContext.close();
});
