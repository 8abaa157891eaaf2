import type { TPublicCandidateInvite } from "@jobatlas/contract";
import { latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

test.describe("inviting candidates", () => {
  test("a pro employer invites a candidate to a listing, who applies through the mailed link prefilled; a second invitation is withdrawn", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = uniqueWord("Invite");
    const { slug = "" } = await signUpAndSignIn(page, testInfo, { company: `${word} AG`, plan: "pro" });
    const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
      title: `${word} Schreiner/in`,
      language: "de",
      status: "active",
      role_and_responsibilities: "Sie bauen Möbel.",
    });
    const listingTitle = `${word} Schreiner/in 100 %`;
    const listing = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/listings", {
      title: listingTitle,
      job_id: job.id,
      address_id: null,
      status: "active",
    });
    const company = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");

    await page.goto(`/en/org/${slug}/applications/invite`);
    await expect(page.getByRole("heading", { level: 1, name: "Invite candidate" })).toBeVisible();
    const candidate = uniqueEmail(testInfo, "candidate");
    const form = page.getByRole("form", { name: "New invitation" });
    // Sending the empty form names the missing fields.
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(form.getByLabel("Email address")).toBeFocused();
    await expect(form.getByLabel("Invite to")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email address").fill(candidate);
    await form.getByLabel("Name", { exact: true }).fill("Mia <b>Muster</b>");
    await form.getByLabel("Invite to").selectOption({ label: listingTitle });
    await form.getByLabel(/Personal message/).fill("We liked your portfolio.");
    await form.getByLabel("Language of the email").selectOption("en");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${candidate}.`)).toBeVisible();

    const list = page.getByRole("table", { name: "Invitations of candidates, newest first" });
    const row = list.getByRole("row", { name: /Mia <b>Muster<\/b>/ });
    await expect(row).toContainText(candidate);
    await expect(row).toContainText(listingTitle);
    await expect(row).toContainText("Open");
    // On a phone the screen fits the width (the table scrolls inside its own box).
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The mail carries the link to the company's application wizard with the token and the listing.
    const mail = await latestMail(page, candidate);
    expect(mail.subject).toBe(`${word} AG invites you to apply`);
    expect(mail.text).toContain("We liked your portfolio.");
    const href = /https?:\/\/\S+\/en\/company\/\d+\/apply\?\S+/.exec(mail.text)?.[0];
    expect(href, mail.text).toBeTruthy();
    const link = new URL(href!);
    expect(link.pathname).toBe(`/en/company/${company.id}/apply`);
    expect(link.searchParams.get("listing_id")).toBe(String(listing.id));
    const token = link.searchParams.get("invite_token") ?? "";
    expect(token).toMatch(/^[\w-]{40,}$/);

    // What the wizard prefills, for anybody holding the link.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const lookup = await visitorPage.request.get(`/capi/candidate-invites/${token}`);
    expect(lookup.status()).toBe(200);
    expect((await lookup.json()) as TPublicCandidateInvite).toMatchObject({
      organization: { id: company.id, name: `${word} AG` },
      listing: { id: listing.id, title: listingTitle },
      job: null,
      email: candidate,
      name: "Mia <b>Muster</b>",
    });
    // Opening the link lands on the company's wizard, prefilled from the invitation; applying
    // spends it (the application is invited) and the employer's list shows it as applied.
    await visitorPage.goto(`${link.pathname}${link.search}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Apply" })).toBeVisible();
    await expect(visitorPage.getByText(`${word} AG invited you to apply.`)).toBeVisible();
    await visitorPage.getByRole("button", { name: "Next" }).click();
    await expect(visitorPage.getByLabel("First name")).toHaveValue("Mia");
    await expect(visitorPage.getByLabel("Last name")).toHaveValue("<b>Muster</b>");
    await visitorPage.getByLabel("Last name").fill("Muster");
    await expect(visitorPage.getByLabel("Email address")).toHaveValue(candidate);
    await visitorPage.getByRole("button", { name: "Next" }).click();
    await visitorPage.getByRole("button", { name: "Send code" }).click();
    await expect(visitorPage.getByText(`We sent a code to ${candidate}.`)).toBeVisible();
    const code = /^\d{6}$/m.exec((await latestMail(visitorPage, candidate, 2)).text)?.[0] ?? "";
    await visitorPage.getByLabel("6-digit code").fill(code);
    await visitorPage.getByRole("button", { name: "Confirm" }).click();
    await visitorPage.getByLabel("My story").fill("Furniture maker since 2012.");
    await visitorPage.getByRole("button", { name: "Send application" }).click();
    await expect(visitorPage.getByRole("heading", { name: "Application sent" })).toBeVisible();
    // The link works once.
    const spent = await visitorPage.request.get(`/capi/candidate-invites/${token}`);
    expect(spent.status()).toBe(400);
    expect(await spent.json()).toMatchObject({ type: "ServiceError", code: "candidate_invite_invalid" });

    await page.reload();
    const appliedRow = list.getByRole("row", { name: /Mia <b>Muster<\/b>/ });
    await expect(appliedRow).toContainText("Applied");
    await expect(appliedRow.getByRole("button")).toHaveCount(0);
    const applications = await orgCall<{ items: { origin: string; email?: string | null }[] }>(
      page,
      slug,
      "GET",
      "/capi/org/applications",
    );
    expect(applications.items.map((a) => a.origin)).toEqual(["invited"]);

    // A second invitation, to the job, is withdrawn: the dialog asks first, then its link stops working.
    const second = uniqueEmail(testInfo, "second");
    await form.getByLabel("Email address").fill(second);
    await form.getByLabel("Name", { exact: true }).fill("Jan Zweit");
    await form.getByLabel("Invite to").selectOption({ label: `${word} Schreiner/in` });
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${second}.`)).toBeVisible();
    const secondRow = list.getByRole("row", { name: /Jan Zweit/ });
    await expect(secondRow).toContainText(`Job: ${word} Schreiner/in`);
    const secondLink = /https?:\/\/\S+\/apply\?\S+/.exec((await latestMail(page, second)).text)?.[0] ?? "";
    expect(new URL(secondLink).searchParams.get("job_id")).toBe(String(job.id));
    const secondToken = new URL(secondLink).searchParams.get("invite_token") ?? "";
    await secondRow.getByRole("button", { name: "Withdraw the invitation of Jan Zweit" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(second);
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Invitation of Jan Zweit withdrawn.")).toBeVisible();
    await expect(secondRow).toHaveCount(0);
    const gone = await visitorPage.request.get(`/capi/candidate-invites/${secondToken}`);
    expect(gone.status()).toBe(400);
    await visitor.close();
  });

  test("de: a free employer sees that Pro includes invitations, and no form", async ({ page }, testInfo) => {
    const { slug = "" } = await signUpAndSignIn(page, testInfo, {
      company: `${uniqueWord("Gratis")} GmbH`,
      plan: "free",
      lang: "de",
    });
    await page.goto(`/de/org/${slug}/applications/invite`);
    await expect(page.getByRole("heading", { level: 1, name: "Kandidat/innen einladen" })).toBeVisible();
    const notice = page.getByRole("alert");
    await expect(notice).toContainText(/Pro/);
    await expect(notice.getByRole("link")).toHaveAttribute("href", /contact\/purchase\?plan=pro/);
    await expect(page.getByRole("form", { name: "Neue Einladung" })).toHaveCount(0);
    await expect(page.getByText("Noch keine Einladungen.")).toBeVisible();
  });
});
