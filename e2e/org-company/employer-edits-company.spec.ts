import type { TOrganization } from "@jobatlas/contract";
import { apiPost, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("an employer edits the company, adds an address by postal code and invites a member who joins", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  // A company of its own: the journey changes a lot, and a retry starts afresh.
  const account = await signUpAndSignIn(page, testInfo, { company: `Journey Bakery ${stamp} AG` });
  const slug = account.slug ?? "";
  const newName = `Sonnenbrot ${stamp} AG`;

  await page.goto(`/en/org/${slug}/company`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company profile");
  const companyTab = page.getByRole("tab", { name: "Company" });
  await expect(companyTab).toHaveAttribute("aria-selected", "true");

  // The profile: name, a sector from the ISIC list in the page's language, keywords as chips.
  await page.getByLabel("Company name").fill(newName);
  await page.getByRole("searchbox", { name: "Filter sectors" }).fill("food products");
  await page.getByRole("checkbox", { name: "Manufacture of food products" }).check();
  await expect(page.getByRole("button", { name: "Remove Manufacture of food products" })).toBeVisible();
  const keywords = page.getByRole("textbox", { name: /^Keywords/ });
  await keywords.fill("Sourdough");
  await keywords.press("Enter");
  await keywords.fill("Croissants,");
  const chosenKeywords = page.getByRole("list", { name: "Chosen keywords" }).getByRole("listitem");
  await expect(chosenKeywords).toHaveText(["Sourdough", "Croissants"]);
  await page.getByLabel("Description").fill("We bake **every night**.");
  await page.getByRole("button", { name: "Show preview" }).click();
  await expect(page.getByRole("region", { name: "Preview of the description" }).locator("strong")).toHaveText(
    "every night",
  );

  const saved = page.waitForResponse((r) => r.url().endsWith("/capi/org/company") && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Save profile" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Profile saved.")).toBeVisible();

  // What was saved is what a reload shows.
  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue(newName);
  await expect(page.getByRole("button", { name: "Remove Manufacture of food products" })).toBeVisible();
  await expect(chosenKeywords).toHaveText(["Sourdough", "Croissants"]);

  // The addresses tab, reached with the keyboard; the tab is in the URL.
  await page.getByRole("tab", { name: "Company" }).focus();
  await page.keyboard.press("ArrowRight");
  const addressesTab = page.getByRole("tab", { name: "Addresses" });
  await expect(addressesTab).toHaveAttribute("aria-selected", "true");
  await expect(addressesTab).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=addresses/);
  await expect(page.getByText("No addresses yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Label").fill("Backstube");
  await dialog.getByLabel("Street").fill("Hardstrasse");
  await dialog.getByLabel("No.").fill("201");
  await dialog.getByLabel("Postal code").fill("8005");
  // The city comes from the postal code.
  await expect(dialog.getByLabel("City")).toHaveValue("Zürich");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Add address" })).toBeFocused();
  await expect(page.getByText("Address saved.")).toBeVisible();
  const address = page.getByRole("list", { name: "Addresses" }).getByRole("listitem");
  await expect(address).toHaveCount(1);
  await expect(address).toContainText("Backstube");
  await expect(address).toContainText("Hardstrasse 201");
  await expect(address).toContainText("8005 Zürich");
  await expect(address).toContainText("ZH · Switzerland");

  // A member, invited by email.
  await page.getByRole("tab", { name: "Company" }).click();
  await expect(page).not.toHaveURL(/tab=/);
  const inviteeEmail = uniqueEmail(testInfo, "invitee");
  const inviteForm = page.getByRole("form", { name: "Invite someone" });
  await inviteForm.getByLabel("Email address").fill(inviteeEmail);
  await inviteForm.getByLabel("Role").selectOption({ label: "Recruiter" });
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${inviteeEmail}.`)).toBeVisible();
  const openInvites = page.getByRole("list", { name: "Open invitations" }).getByRole("listitem");
  await expect(openInvites).toHaveCount(1);
  await expect(openInvites).toContainText(inviteeEmail);
  await expect(openInvites).toContainText("Recruiter");

  // The mail arrives, in the inviter's language, with the wizard's link.
  const mail = await latestMail(page, inviteeEmail);
  expect(mail.subject).toBe(`Join ${newName} on Jobatlas`);
  const link = /\/en\/listings\/create\?invite_token=([\w-]+)/.exec(mail.text);
  expect(link?.[1]).toBeTruthy();

  // The invitee signs up in a browser of their own and accepts the invitation.
  let inviteeAddress = "";
  const inviteeContext = await browser.newContext();
  try {
    const invitee = await inviteeContext.newPage();
    const inviteeAccount = await signUpAndSignIn(invitee, testInfo);
    inviteeAddress = inviteeAccount.email;
    const joined = (await apiPost(invitee, "/capi/organization-invites/accept", {
      token: link?.[1],
    })) as TOrganization;
    expect(joined).toMatchObject({ slug, name: newName, role: "recruiter" });

    // They land in the organisation: its page, their role, and the profile read-only.
    await invitee.goto(`/en/org/${slug}`);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(newName);
    // The overview's facts: plan, size, role.
    await expect(invitee.getByRole("definition").nth(2)).toHaveText("Recruiter");
    await invitee.goto(`/en/org/${slug}/company`);
    await expect(
      invitee.getByText("As a recruiter you see the company profile; owners and administrators change it."),
    ).toBeVisible();
    await expect(invitee.getByRole("button", { name: "Save profile" })).toHaveCount(0);
  } finally {
    await inviteeContext.close();
  }

  // The owner's team lists them; the invitation is spent.
  await page.reload();
  const team = page.getByRole("table", { name: "Members of the organisation" });
  await expect(team.getByRole("row")).toHaveCount(3);
  const newcomer = team.getByRole("row").filter({ hasText: inviteeAddress });
  await expect(newcomer.getByRole("combobox")).toHaveValue("recruiter");
  await expect(page.getByText("No open invitations.")).toBeVisible();
});
