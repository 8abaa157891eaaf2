import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { TApplicationCreated } from "@jobatlas/contract";
import type { Page, TestInfo } from "@playwright/test";
import { apiPost, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { employerWithListing, uniqueTitle } from "../support/org-api";

/** An anonymous application (verified email, English) by `page` to the listing; returns its id and the address. */
async function anonymousApplication(page: Page, testInfo: TestInfo, target: { companyId: number; listingId: number }) {
  const email = uniqueEmail(testInfo, "applicant");
  await apiPost(page, "/capi/email-verification", { email, purpose: "application" });
  const code = /\b(\d{6})\b/.exec((await latestMail(page, email)).text)?.[1];
  expect(code).toBeTruthy();
  const { verification_token } = (await apiPost(page, "/capi/email-verification/confirm", { email, code })) as {
    verification_token: string;
  };
  const created = (await apiPost(page, "/capi/user/anon-application", {
    company_id: target.companyId,
    listing_id: target.listingId,
    first_name: "Mila",
    last_name: "Brändli",
    phone: "+41 79 111 22 33",
    my_story: "Ich giesse seit acht Jahren Pralinen.",
    what_i_bring: "Geduld und Temperierkunst",
    what_i_want: "Eine kleine Manufaktur",
    idempotency_key: randomUUID(),
    language: "en",
    email,
    verification_token,
  })) as TApplicationCreated;
  // The code and the status link so far.
  const mails = (
    (await (await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(email)}`)).json()) as {
      count: number;
    }
  ).count;
  return { id: created.id, email, mails };
}

test("the employer asks an anonymous applicant for contact, the applicant accepts by the mailed link, the PDF downloads, the employer rejects with a message", async ({
  page,
  browser,
}, testInfo) => {
  const target = await employerWithListing(page, testInfo, {
    company: `Contact ${testInfo.workerIndex}-${Date.now()} AG`,
    title: uniqueTitle("Confiseur/in"),
  });
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  const application = await anonymousApplication(applicant, testInfo, target);

  // From the candidate's profile, the employer writes a contact request.
  await page.goto(`/en/org/${target.slug}/applications/${application.id}`);
  await page.getByRole("link", { name: "Contact request", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/org/${target.slug}/applications/${application.id}/contact$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact candidate");
  await expect(page.getByRole("heading", { name: "Mila Brändli" })).toBeVisible();
  await expect(page.getByTestId("application-status")).toHaveText("Pending");
  await expect(page.getByText("Hidden until the applicant accepts a contact request")).toBeVisible();
  await page.getByRole("button", { name: "Send contact request" }).click();
  await expect(page.getByText("Required.")).toBeVisible();
  await page.getByLabel("Your message").fill("We loved your pralines.\nMay we call you? <b>not bold</b>");
  await page.getByRole("button", { name: "Send contact request" }).click();
  await expect(page.getByRole("status")).toHaveText("Contact request sent. Mila Brändli has 14 days to answer.");
  await expect(page.getByTestId("application-status")).toHaveText("In progress");
  const history = page.getByRole("region", { name: "Contact requests" });
  await expect(history).toContainText("Waiting for an answer");
  await expect(history).toContainText("May we call you? <b>not bold</b>");
  await expect(page.getByRole("button", { name: "Send contact request" })).toHaveCount(0);

  // The applicant gets the mail in English and accepts through its link, without an account.
  const mail = await latestMail(applicant, application.email, application.mails + 1);
  expect(mail.subject).toBe(`${target.company} would like to get in touch`);
  const link = /https?:\/\/\S+(\/en\/contact-requests\/accept\/[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await applicant.goto(link ?? "");
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Contact request");
  await expect(applicant.getByText(`${target.company} would like to get in touch with you`)).toBeVisible();
  await expect(applicant.locator("blockquote")).toHaveText("We loved your pralines.\nMay we call you? <b>not bold</b>");
  await applicant.getByRole("button", { name: "Accept" }).click();
  const confirm = applicant.getByRole("alertdialog");
  await expect(confirm).toContainText("Share your contact details?");
  await confirm.getByRole("button", { name: "Yes, accept" }).click();
  await expect(applicant.getByTestId("contact-request-status")).toHaveText(
    `You accepted this request: ${target.company} can now contact you.`,
  );
  // The link works once.
  await applicant.reload();
  await expect(applicant.getByTestId("contact-request-status")).toContainText("You accepted this request");
  await expect(applicant.getByRole("button", { name: "Accept" })).toHaveCount(0);

  // The employer sees the answer (the poller or a reload) and downloads the PDF with the contact in it.
  await page.reload();
  await expect(history).toContainText("Accepted");
  await expect(page.getByText("Shown on the candidate's profile")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`application-${application.id}.pdf`);
  const file = testInfo.outputPath("application.pdf");
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString().replace(/\s+/g, " ");
  expect(text).toContain("Mila Brändli");
  expect(text).toContain(`Listing: ${target.title}`);
  expect(text).toContain("Geduld und Temperierkunst");
  expect(text).toContain(application.email);

  // From the candidate's profile, the employer rejects with an edited message, after confirming.
  await page.goto(`/en/org/${target.slug}/applications/${application.id}`);
  await page.getByRole("link", { name: "Reject", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reject application");
  const message = page.getByLabel("Message to the applicant");
  await expect(message).toHaveValue(/^Dear Mila Brändli\n\nThank you for your application/);
  await expect(message).toHaveValue(new RegExp(`Kind regards\\n${target.company}$`));
  await message.fill("Dear Mila\n\nWe chose another confiseur this time. Thank you!");
  await page.getByRole("button", { name: "Reject application…" }).click();
  const sure = page.getByRole("alertdialog");
  await expect(sure).toContainText("A rejection cannot be taken back or sent twice.");
  await sure.getByRole("button", { name: "Cancel" }).click();
  await expect(sure).toBeHidden();
  await page.getByRole("button", { name: "Reject application…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reject and send" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/org/${target.slug}/applications/${application.id}$`));
  await expect(page.getByText("The application of Mila Brändli is rejected")).toBeVisible();

  // The applicant's mail arrives in English with the message.
  const rejection = await latestMail(applicant, application.email, application.mails + 2);
  expect(rejection.subject).toBe(`Update on your application for “${target.title}” at ${target.company}`);
  expect(rejection.text).toContain("> We chose another confiseur this time. Thank you!");

  // A rejection cannot be sent twice.
  await page.goto(`/en/org/${target.slug}/applications/${application.id}/reject`);
  await expect(page.getByTestId("application-status")).toHaveText("Rejected");
  await expect(page.getByText("This application can no longer be rejected (status: Rejected).")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reject application…" })).toHaveCount(0);
  await applicantContext.close();
});

test.describe("links that do not work", () => {
  // Unknown tokens and other organisations' applications are 404s of the API on purpose.
  test.use({ allowedConsoleErrors: ["status of 404"] });

  test("an unknown contact request link says so; another organisation's application is not found on every screen", async ({
    page,
  }, testInfo) => {
    await page.goto(`/de/contact-requests/accept/${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontaktanfrage");
    await expect(page.getByText("Dieser Link funktioniert nicht")).toBeVisible();
    await page.goto(`/en/contact-requests/accept/short`);
    await expect(page.getByText("This link does not work")).toBeVisible();

    // Signed out, send-for asks to sign in and comes back.
    await page.goto("/en/contact-requests/send-for/12");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send contact request");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/account\/login\?next=%2Fen%2Fcontact-requests%2Fsend-for%2F12$/);

    const { slug = "" } = await signUpAndSignIn(page, testInfo, { company: `Other ${Date.now()} AG`, lang: "en" });
    for (const [path, title] of [
      [`/en/org/${slug}/applications/999999/contact`, "Contact candidate"],
      [`/en/org/${slug}/applications/999999/reject`, "Reject application"],
      ["/en/contact-requests/send-for/999999", "Send contact request"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText("Application not found")).toBeVisible();
    }
  });
});

test("contact-requests/send-for finds the organisation of the application and sends from there", async ({
  page,
  browser,
}, testInfo) => {
  const target = await employerWithListing(page, testInfo, {
    company: `Contact ${testInfo.workerIndex}-${Date.now()} AG`,
    title: uniqueTitle("Confiseur/in"),
  });
  const applicantContext = await browser.newContext();
  const application = await anonymousApplication(await applicantContext.newPage(), testInfo, target);
  await applicantContext.close();

  await page.goto(`/en/contact-requests/send-for/${application.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send contact request");
  await expect(page.getByRole("heading", { name: "Mila Brändli" })).toBeVisible();
  await page.getByLabel("Your message").fill("Hello from the send-for screen.");
  await page.getByRole("button", { name: "Send contact request" }).click();
  await expect(page.getByRole("status")).toHaveText("Contact request sent. Mila Brändli has 14 days to answer.");
});
