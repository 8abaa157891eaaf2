import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, inviteColleague, uniqueTitle } from "../support/org-api";

/** Saves and waits for the answer of the PUT, returning its status. */
async function saveWith(page: Page, button: string, path: RegExp): Promise<number> {
  const answer = page.waitForResponse((r) => path.test(r.url()) && r.request().method() === "PUT");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await answer).status();
}

test("two members edit the company profile and a job at once: the second save is refused, its text kept, and a reload shows the first", async ({
  page: ownerPage,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A company of its own on Pro (invitations), and an administrator in a second browser.
  const owner = await signUpAndSignIn(ownerPage, testInfo, {
    company: `Zweierlei ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const slug = owner.slug ?? "";
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await inviteColleague(ownerPage, slug, memberPage, testInfo, "admin");

  // Both open the company profile.
  for (const page of [ownerPage, memberPage]) {
    await page.goto(`/en/org/${slug}/company`);
    await expect(page.getByLabel("Description")).toBeVisible();
  }
  const ownersText = "We bake bread every night, since 1921.";
  const membersText = "Our bakery: sourdough, croissants and a café on the square.";
  await ownerPage.getByLabel("Description").fill(ownersText);
  await memberPage.getByLabel("Description").fill(membersText);
  await memberPage.getByLabel("Legal form").fill("GmbH");

  // The owner saves first.
  expect(await saveWith(ownerPage, "Save profile", /\/capi\/org\/company$/)).toBe(200);
  await expect(ownerPage.getByText("Profile saved.")).toBeVisible();

  // The administrator's save is refused: the notice takes the focus and keeps their text to copy.
  expect(await saveWith(memberPage, "Save profile", /\/capi\/org\/company$/)).toBe(409);
  const notice = memberPage.getByRole("region", { name: "Someone else changed this meanwhile" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading", { name: "Someone else changed this meanwhile" })).toBeFocused();
  await expect(notice.getByLabel("Description")).toHaveValue(membersText);
  await expect(notice.getByLabel("Legal form")).toHaveValue("GmbH");
  await expect(notice.getByRole("button", { name: "Copy Description" })).toBeVisible();
  await expect(memberPage.getByText("Profile saved.")).toBeHidden();

  // By keyboard: Tab from the heading reaches the reload button.
  await memberPage.keyboard.press("Tab");
  const reload = notice.getByRole("button", { name: "Load the current version" });
  await expect(reload).toBeFocused();
  await memberPage.keyboard.press("Enter");
  const reloaded = memberPage.getByRole("region", { name: "The current version is loaded" });
  await expect(reloaded.getByRole("heading", { name: "The current version is loaded" })).toBeFocused();
  // The form shows the owner's version; the administrator's text is still there to copy.
  const memberDescription = memberPage.locator('textarea[name="description"]');
  await expect(memberDescription).toHaveValue(ownersText);
  await expect(reloaded.getByLabel("Description")).toHaveValue(membersText);

  // Now their save goes from the current version and wins.
  await memberDescription.fill(`${ownersText} ${membersText}`);
  expect(await saveWith(memberPage, "Save profile", /\/capi\/org\/company$/)).toBe(200);
  await reloaded.getByRole("button", { name: "Close this notice" }).click();
  await expect(reloaded).toBeHidden();
  await ownerPage.reload();
  await expect(ownerPage.getByLabel("Description")).toHaveValue(`${ownersText} ${membersText}`);

  // A job, edited by both at once.
  const job = await createJob(ownerPage, slug, { title: uniqueTitle("Bäcker/in EFZ"), language: "de" });
  for (const page of [ownerPage, memberPage]) {
    await page.goto(`/en/org/${slug}/jobs/${job.id}/edit`);
    await expect(page.getByRole("textbox", { name: "Benefits" })).toBeVisible();
  }
  await ownerPage.getByRole("textbox", { name: "Benefits" }).fill("Five weeks of holidays.");
  await memberPage.getByRole("textbox", { name: "Benefits" }).fill("Free bread every day.");
  expect(await saveWith(ownerPage, "Save", /\/capi\/org\/jobs\/\d+$/)).toBe(200);
  await expect(ownerPage.getByText("Job saved")).toBeVisible();

  expect(await saveWith(memberPage, "Save", /\/capi\/org\/jobs\/\d+$/)).toBe(409);
  const jobNotice = memberPage.getByRole("region", { name: "Someone else changed this meanwhile" });
  await expect(jobNotice.getByRole("heading", { name: "Someone else changed this meanwhile" })).toBeFocused();
  await expect(jobNotice.getByLabel("Benefits")).toHaveValue("Free bread every day.");
  await jobNotice.getByRole("button", { name: "Load the current version" }).click();
  await expect(memberPage.getByRole("region", { name: "The current version is loaded" })).toBeVisible();
  await expect(memberPage.locator('textarea[name="benefits"]')).toHaveValue("Five weeks of holidays.");

  // A reload of the page shows the owner's text: nothing of the refused save was written.
  await memberPage.reload();
  await expect(memberPage.getByRole("textbox", { name: "Benefits" })).toHaveValue("Five weeks of holidays.");
  await memberContext.close();
});
