import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { inviteColleague, orgCall } from "../support/org-api";

test("a recruiter leaves the organisation from its read-only company page, after confirming", async ({
  page: ownerPage,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const owner = await signUpAndSignIn(ownerPage, testInfo, {
    company: `Abschied ${testInfo.workerIndex}-${Date.now()} AG`,
  });
  const slug = owner.slug ?? "";
  const memberContext = await browser.newContext();
  try {
    const page = await memberContext.newPage();
    const recruiter = await inviteColleague(ownerPage, slug, page, testInfo);

    await page.goto(`/en/org/${slug}/company`);
    await expect(page.getByRole("heading", { name: "Your membership" })).toBeVisible();
    await expect(page.getByText(`You are Recruiter in ${owner.company ?? ""}.`, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Leave the organisation" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave the organisation?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Leave the organisation" }).click();
    await expect(page.getByText(`You left ${owner.company ?? ""}.`)).toBeVisible();
    await expect(page).not.toHaveURL(/\/org\//);

    // The owner's team no longer lists them.
    const members = (await orgCall(ownerPage, slug, "GET", "/capi/org/members")) as {
      members: { email: string }[];
    };
    expect(members.members.map((m) => m.email)).not.toContain(recruiter.email);
  } finally {
    await memberContext.close();
  }
});
