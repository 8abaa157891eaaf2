import { randomUUID } from "node:crypto";
import type { TApplicationCreated, TDebugMail, TOrganization, TOrgListingDetail } from "@jobatlas/contract";
import { apiPost, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, orgCall, uniqueTitle } from "../support/org-api";

// Issue 10 point 5: ending a listing offers to withdraw its open applications; the applicant is
// mailed with the employer's message and the application shows as withdrawn by the employer.
test("ending a listing early offers to withdraw its open applications", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await signUpAndSignIn(page, testInfo, { company: "Schliesst Bald AG", plan: "pro" });
  const slug = owner.slug!;
  const organization = await orgCall<TOrganization>(page, slug, "GET", "/capi/org");
  const title = uniqueTitle("Konditor/in");
  const job = await createJob(page, slug, { title, language: "de", status: "active" });
  const listing = await orgCall<TOrgListingDetail>(page, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
  });

  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  const seeker = await signUpAndSignIn(seekerPage, testInfo);
  const created = (await apiPost(seekerPage, "/capi/user/applications", {
    company_id: organization.id,
    listing_id: listing.id,
    first_name: "Noah",
    last_name: "Direkt",
    idempotency_key: randomUUID(),
    language: "en",
  })) as TApplicationCreated;
  expect(created.origin).toBe("direct");

  await page.goto(`/en/org/${slug}/listings/${listing.id}`);
  await page.getByRole("button", { name: "End now" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End now" }).click();

  const offer = page.getByRole("alertdialog", { name: "Withdraw the open application?" });
  await expect(offer).toBeVisible();
  await offer.getByRole("textbox", { name: "Message to the applicants" }).fill("The position is filled. Thank you!");
  await offer.getByRole("button", { name: "Withdraw the application" }).click();
  await expect(page.getByText("1 application withdrawn.")).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(page.getByText("This listing has ended and still has")).toHaveCount(0);

  await expect
    .poll(async () => {
      const response = await seekerPage.request.get(`/capi/debug/mail?to=${encodeURIComponent(seeker.email)}`);
      const mails = ((await response.json()) as { items: TDebugMail[] }).items;
      return mails.find((mail) => mail.subject === "The position at Schliesst Bald AG is closed")?.text ?? "";
    })
    .toContain("The position is filled. Thank you!");

  await page.goto(`/en/org/${slug}/applications?status=archived`);
  await expect(
    page
      .getByRole("region", { name: "Candidates of Schliesst Bald AG" })
      .getByRole("listitem")
      .filter({ hasText: "Noah Direkt" }),
  ).toContainText("Withdrawn by you");
  await seekerContext.close();
});
