import { randomUUID } from "node:crypto";
import type { TApplicationCreated, TOrganization } from "@jobatlas/contract";
import { apiPost, csrfHeaders, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, inviteColleague, orgCall, uniqueTitle } from "../support/org-api";

// Issue 30 journey (ratings, ADR 091): two members of one organisation, each in their own browser,
// rate the same candidate; the list shows the average of both and "2 ratings", the profile both
// members' stars and notes. The applicant never sees them on their own page.
test("two members rate the same candidate; the list shows the average and the profile both notes", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const company = `Bewertung ${testInfo.workerIndex}-${Date.now()} AG`;
  const owner = await signUpAndSignIn(page, testInfo, { company, plan: "pro" });
  const slug = owner.slug!;
  const organization = await orgCall<TOrganization>(page, slug, "GET", "/capi/org");
  const job = await createJob(page, slug, { title: uniqueTitle("Schreiner/in"), language: "de", status: "active" });

  const seekerContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  try {
    // A seeker applies to the job profile.
    const seekerPage = await seekerContext.newPage();
    await signUpAndSignIn(seekerPage, testInfo);
    const created = (await apiPost(seekerPage, "/capi/user/applications", {
      company_id: organization.id,
      job_id: job.id,
      first_name: "Nora",
      last_name: "Holz",
      my_story: "Ich baue seit acht Jahren Möbel.",
      idempotency_key: randomUUID(),
      language: "en",
    })) as TApplicationCreated;

    // A colleague joins as a recruiter, under a name of their own.
    const colleaguePage = await colleagueContext.newPage();
    const colleague = await inviteColleague(page, slug, colleaguePage, testInfo);
    const renamed = await colleaguePage.request.put("/capi/profile", {
      data: { first_name: "Remo", last_name: "Rater", language: "en" },
      headers: await csrfHeaders(colleaguePage),
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    expect(colleague.email).not.toBe(owner.email);

    // The owner rates 4 stars with the keyboard and writes a note.
    const profileUrl = `/en/org/${slug}/applications/${created.id}`;
    await page.goto(profileUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Nora Holz" })).toBeVisible();
    const ratings = page.getByRole("region", { name: "Ratings" });
    await expect(ratings.getByText("Nobody has rated this candidate yet.")).toBeVisible();
    const mine = ratings.getByRole("form", { name: "Your rating" });
    const stars = mine.getByRole("group", { name: "Stars" });
    await stars.getByRole("radio", { name: "1 star", exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(mine.getByText("4 of 5")).toBeVisible();
    await mine.getByLabel("Note (optional)").fill("Careful work samples, calm on the phone.");
    await mine.getByRole("button", { name: "Save rating" }).click();
    await expect(page.getByText("Rating saved.")).toBeVisible();
    await expect(ratings.getByText("Average 4 of 5 from 1 rating")).toBeVisible();

    // The colleague sees the owner's rating, and gives 5 stars with a note of their own.
    await colleaguePage.goto(profileUrl);
    const theirRatings = colleaguePage.getByRole("region", { name: "Ratings" });
    const team = theirRatings.getByRole("list", { name: "Your team's ratings" });
    await expect(team.getByRole("listitem").filter({ hasText: "Erika Muster" })).toContainText(
      "Careful work samples, calm on the phone.",
    );
    const theirs = theirRatings.getByRole("form", { name: "Your rating" });
    await expect(theirs.getByRole("button", { name: "Remove my rating" })).toHaveCount(0);
    await theirs.getByRole("radio", { name: "5 stars" }).check();
    await theirs.getByLabel("Note (optional)").fill("Best portfolio this month.");
    await theirs.getByRole("button", { name: "Save rating" }).click();
    await expect(theirRatings.getByText("Average 4.5 of 5 from 2 ratings")).toBeVisible();
    await expect(team.getByRole("listitem").filter({ hasText: "Remo Rater (you)" })).toContainText("5 of 5 stars");

    // The owner's list shows the average of both and "2 ratings".
    await page.goto(`/en/org/${slug}/applications`);
    const row = page
      .getByRole("region", { name: `Candidates of ${company}` })
      .getByRole("listitem")
      .filter({ hasText: "Nora Holz" });
    await expect(row).toContainText("Average rating: 4.5");
    await expect(row).toContainText("(2 ratings)");

    // The profile shows both members' stars and notes; the owner's own is theirs to change.
    await row.getByRole("link", { name: "Nora Holz" }).click();
    const both = page.getByRole("list", { name: "Your team's ratings" });
    await expect(both.getByRole("listitem")).toHaveCount(2);
    await expect(both.getByRole("listitem").filter({ hasText: "Remo Rater" })).toContainText(
      "Best portfolio this month.",
    );
    await expect(both.getByRole("listitem").filter({ hasText: "Erika Muster (you)" })).toContainText(
      "Careful work samples, calm on the phone.",
    );
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Remove my rating" })).toBeVisible();

    // The applicant's own page says nothing of it.
    await seekerPage.goto(`/en/user/applications/${created.id}`);
    await expect(seekerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(seekerPage.getByText("Best portfolio this month.")).toHaveCount(0);
    await expect(seekerPage.getByText(/rating/i)).toHaveCount(0);
  } finally {
    await seekerContext.close();
    await colleagueContext.close();
  }
});
