import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, orgCall, uniqueTitle } from "../support/org-api";

test("the org home shows the counts as links to the filtered lists, the activity feed page by page and shortcuts", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const owner = await signUpAndSignIn(page, testInfo, { company: `Bistro ${testInfo.workerIndex}-${Date.now()} AG` });
  const slug = owner.slug ?? "";
  // 21 activities: 20 jobs (2 active), then one job edited.
  const titles: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const title = uniqueTitle(`Job ${i}`);
    titles.push(title);
    const job = await createJob(page, slug, { title, language: "de", status: i <= 2 ? "active" : "planned" });
    if (i === 20) await orgCall(page, slug, "PUT", `/capi/org/jobs/${job.id}`, { id: job.id, title: `${title} (neu)` });
  }

  await page.goto(`/en/org/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.company ?? "");

  // The area's navigation marks where we are.
  const nav = page.getByRole("navigation", { name: "Employer area" });
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Jobs" })).not.toHaveAttribute("aria-current");

  // Counts, each leading to its list.
  const activeJobs = page.getByRole("link", { name: /^2 Active jobs$/ });
  await expect(activeJobs).toHaveAttribute("href", `/en/org/${slug}/jobs?status=active`);
  await expect(page.getByRole("link", { name: /^0 Active listings$/ })).toHaveAttribute(
    "href",
    `/en/org/${slug}/listings?status=active`,
  );
  await expect(page.getByRole("link", { name: /^0 Listings ending within 7 days$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^0 New applications \(7 days\)$/ })).toBeVisible();
  // All 21 are the owner's own: the feed shows them, the bell does not (ADR 057).
  await expect(page.getByRole("link", { name: /^0 Unread notifications$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications, none unread" })).toBeVisible();

  // The feed: newest first, 20 at a time.
  const feed = page.getByRole("list", { name: "Activity" });
  await expect(feed.getByRole("listitem")).toHaveCount(20);
  await expect(feed.getByRole("listitem").first()).toContainText(`You updated the job “${titles[19]} (neu)”`);
  await expect(page.getByText("20 of 21")).toBeVisible();
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(feed.getByRole("listitem")).toHaveCount(21);
  await expect(page.getByText("21 of 21")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  // Reading goes on at the first added activity: the oldest, the first job's creation.
  const oldest = feed.getByRole("link", { name: `You created the job “${titles[0]}”` });
  await expect(oldest).toBeFocused();

  // Shortcuts.
  const shortcuts = page.getByRole("region", { name: "Shortcuts" });
  await expect(shortcuts.getByRole("link", { name: /^Post a job/ })).toHaveAttribute("href", "/en/listings/create");
  await expect(shortcuts.getByRole("link", { name: /^Website widgets/ })).toHaveAttribute(
    "href",
    `/en/org/${slug}/widgets`,
  );

  // A count leads to its filtered list, whose section the navigation marks.
  await activeJobs.click();
  await expect(page).toHaveURL(new RegExp(`/en/org/${slug}/jobs\\?status=`));
  await expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");

  // In German.
  await page.goto(`/de/org/${slug}`);
  await expect(page.getByRole("button", { name: "Benachrichtigungen, keine ungelesen" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Aktivitäten" }).getByRole("listitem").first()).toContainText(
    `Du hast die Stelle „${titles[19]} (neu)“ bearbeitet`,
  );
});
