/**
 * Issue 24 point 10 (ADR 057): changing where an address is moves the planned and active listings
 * working there. The form names them before anything is saved, asks once more before it saves
 * such a change, and "Keep editing" saves nothing.
 */
import type { TPublicListing } from "@jobatlas/contract";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueTitle } from "../support/org-api";

test("an employer moves an address with an active listing: the form names it, asks, and the listing moves", async ({
  page,
}, testInfo) => {
  const { slug = "" } = await signUpAndSignIn(page, testInfo, {
    company: `Move ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const title = uniqueTitle("Bäcker/in");
  const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const address = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/addresses", {
    label: "Backstube",
    street: "Hardstrasse",
    house_number: "201",
    postal_code: "8005",
    city: "Zürich",
  });
  const listing = await orgCall<{ id: number; organization_id: number }>(page, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: address.id,
    status: "active",
  });

  await page.goto(`/en/org/${slug}/company?tab=addresses`);
  await page.getByRole("button", { name: "Change Backstube" }).click();
  const dialog = page.getByRole("dialog", { name: "Change address" });
  // Named before anything is typed.
  await expect(dialog.getByText("1 planned or active listing works here")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: title })).toContainText("(active)");

  await dialog.getByLabel("Street").fill("Bahnhofplatz");
  await dialog.getByRole("textbox", { name: /^No\./ }).fill("1");
  await dialog.getByLabel("Postal code").fill("3011");
  await expect(dialog.getByLabel("City")).toHaveValue("Bern");
  await dialog.getByRole("button", { name: "Save address" }).click();

  // Asked once more, with focus on the question; keeping on editing saves nothing.
  const question = dialog.getByRole("heading", { name: "Move 1 listing to the new address?" });
  await expect(question).toBeFocused();
  await expect(dialog.getByText("From Hardstrasse 201, 8005 Zürich to Bahnhofplatz 1, 3011 Bern.")).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  let shown = (await (await page.request.get(`/capi/listings/${listing.id}`)).json()) as TPublicListing;
  expect(shown.location?.postal_code).toBe("8005");

  await dialog.getByRole("button", { name: "Save address" }).click();
  await dialog.getByRole("button", { name: "Save and move listings" }).click();
  await expect(page.getByText("Address saved.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The listing's public page now names the new place.
  shown = (await (await page.request.get(`/capi/listings/${listing.id}`)).json()) as TPublicListing;
  expect(shown.location?.postal_code).toBe("3011");
  expect(shown.location?.city).toBe("Bern");
  await page.goto(`/de/company/${shown.company_id}/job/${listing.id}`);
  await expect(page.getByRole("main")).toContainText("3011 Bern");
});
