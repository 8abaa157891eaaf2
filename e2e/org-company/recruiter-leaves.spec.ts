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

// Issue 24 point 21: the only owner cannot leave (the server says last_owner), so it is not offered.
test("the only owner is offered neither leaving nor another role, and is told how to hand over", async ({
  page,
}, testInfo) => {
  const owner = await signUpAndSignIn(page, testInfo, { company: `Allein ${testInfo.workerIndex}-${Date.now()} AG` });
  await page.goto(`/en/org/${owner.slug}/company`);
  const team = page.getByRole("table");
  const me = team.getByRole("row").filter({ hasText: owner.email });
  await expect(me).toContainText(
    "You are the only owner. To leave or take another role, make someone else owner first.",
  );
  await expect(page.getByRole("button", { name: "Leave the organisation" })).toHaveCount(0);
  await expect(me.getByRole("combobox")).toHaveCount(0);
});
