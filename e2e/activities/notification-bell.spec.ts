import type { TOrgJob } from "@jobatlas/contract";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { createJob, inviteColleague, uniqueTitle } from "../support/org-api";

test("the bell shows a colleague's new job within the polling interval, announces it, and dismissing clears it", async ({
  page: ownerPage,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  // A company of its own on Pro (invitations), and a colleague in a second browser.
  const owner = await signUpAndSignIn(ownerPage, testInfo, {
    company: `Atelier ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const slug = owner.slug ?? "";
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await inviteColleague(ownerPage, slug, page, testInfo);

  await page.goto(`/en/org/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.company ?? "");
  const bell = page.getByRole("button", { name: /^Notifications,/ });
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await expect(page.getByText("Nothing has happened yet.", { exact: false })).toBeVisible();

  // The owner, in the other browser, adds an active job.
  const title = uniqueTitle("Koch/Köchin 80–100 %");
  const written = Date.now();
  const job: TOrgJob = await createJob(ownerPage, slug, { title, language: "de", status: "active" });
  const sentence = `Erika Muster created the job “${title}”`;

  // The colleague's page polls every 10 s while focused: no reload needed.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 12_000 });
  expect(Date.now() - written).toBeLessThan(12_000);
  await expect(bell).toContainText("1"); // the count is shown, not only spoken
  const announcement = page.getByText(`New notification: ${sentence}`);
  await expect(announcement).toHaveAttribute("aria-live", "polite");
  // The home's feed and counts were refreshed with it.
  const feed = page.getByRole("list", { name: "Activity" });
  await expect(feed.getByRole("link", { name: sentence })).toBeVisible();
  await expect(page.getByRole("link", { name: /^1 Active jobs$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^1 Unread notifications$/ })).toBeVisible();

  // The panel: the sentence links to the job; Escape closes it and returns to the bell.
  await bell.click();
  await expect(bell).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: "Notifications" });
  const item = panel.getByRole("link", { name: sentence });
  await expect(item).toHaveAttribute("href", `/en/org/${slug}/jobs/${job.id}`);
  await item.focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Dismissing it clears the count here and everywhere the member looks.
  await bell.press("Enter");
  await panel.getByRole("button", { name: `Dismiss: ${sentence}` }).click();
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await expect(panel.getByText("No new notifications.")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Notifications" })).toBeFocused();
  await expect(page.getByRole("link", { name: /^0 Unread notifications$/ })).toBeVisible();
  // The activity stays in the feed; only the notification is gone.
  await expect(feed.getByRole("link", { name: sentence })).toBeVisible();

  // On the jobs list, a job the owner adds appears without reloading: its activity refreshes the list.
  await page.getByRole("navigation", { name: "Employer area" }).getByRole("link", { name: "Jobs" }).click();
  const jobs = page.getByRole("region", { name: /^Jobs of / });
  await expect(jobs.getByRole("link", { name: title })).toBeVisible();
  const second = uniqueTitle("Servicefachfrau/-mann");
  const added = Date.now();
  await createJob(ownerPage, slug, { title: second, language: "de" });
  await expect(jobs.getByRole("link", { name: second })).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - added).toBeLessThan(12_000);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  // The owner is not notified of what they did themselves (ADR 057); their feed says "You …".
  await ownerPage.goto(`/en/org/${slug}`);
  await expect(ownerPage.getByRole("button", { name: /^Notifications,/ })).toHaveAccessibleName(
    "Notifications, none unread",
  );
  await expect(
    ownerPage.getByRole("list", { name: "Activity" }).getByRole("link", { name: `You created the job “${title}”` }),
  ).toBeVisible();
  await memberContext.close();
});
