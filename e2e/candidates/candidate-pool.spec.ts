import type { TOrganization } from "@jobatlas/contract";
import { csrfHeaders, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall } from "../support/org-api";

// The candidate pool (docs/domain.md §4): a seeker who grants a company access to their seeker profile
// shows among its unsolicited candidates; after the seeker revokes it, the company no longer sees them.
test("a seeker who shares their profile shows in the candidate pool until they revoke it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await signUpAndSignIn(page, testInfo, { company: "Pool Test AG", plan: "pro" });
  const slug = owner.slug!;
  const organization = await orgCall<TOrganization>(page, slug, "GET", "/capi/org");

  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await signUpAndSignIn(seekerPage, testInfo);
  // Only a complete seeker profile can be shown to a company.
  const profile = await seekerPage.request.put("/capi/user/seeker-profile", {
    headers: await csrfHeaders(seekerPage),
    data: {
      job_titles: ["Koch/Köchin"],
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const grant = await seekerPage.request.put(`/capi/user/candidate-pool/${organization.id}`, {
    headers: await csrfHeaders(seekerPage),
  });
  expect(grant.status(), await grant.text()).toBe(200);

  await page.goto(`/en/org/${slug}/applications`);
  await page.getByRole("checkbox", { name: "Unsolicited" }).check();
  const results = page.getByRole("region", { name: "Candidates of Pool Test AG" });
  const row = results.getByRole("listitem").filter({ hasText: "Candidate pool" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Erika Muster");
  await row.getByRole("link", { name: "Erika Muster" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/org/${slug}/applications/pool-\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Erika Muster" })).toBeVisible();
  await expect(page.getByText("Erika Muster shared their seeker profile with your company.")).toBeVisible();

  // Only direct applications: the pool seeker is not among them.
  await page.goto(`/en/org/${slug}/applications?type=%5B%22direct%22%5D`);
  await expect(page.getByText("No candidate matches these filters.")).toBeVisible();

  const revoke = await seekerPage.request.delete(`/capi/user/candidate-pool/${organization.id}`, {
    headers: await csrfHeaders(seekerPage),
  });
  expect(revoke.status(), await revoke.text()).toBe(200);
  await page.goto(`/en/org/${slug}/applications`);
  await expect(page.getByText("No candidates yet")).toBeVisible();
  await seekerContext.close();
});
