import type { TExperiment, TSeekerProfileResponse } from "@jobatlas/contract";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { apiPost, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { HOSTILE_TITLE, recordDialogs } from "../support/hostile-texts";
import { orgCall, uniqueWord } from "../support/org-api";

/** A fresh employer (own browser context) with `count` active listings titled `jobTitle`. */
async function publishListings(browser: Browser, testInfo: TestInfo, jobTitle: string, count: number) {
  const context = await browser.newContext();
  const employer = await context.newPage();
  const { slug = "" } = await signUpAndSignIn(employer, testInfo, {
    company: `Experiments ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const job = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/jobs", {
    title: jobTitle,
    language: "de",
    status: "active",
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const listing = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/listings", {
      title: jobTitle,
      job_id: job.id,
      address_id: null,
      status: "active",
    });
    ids.push(listing.id);
  }
  await context.close();
  return ids;
}

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
}

test("a seeker creates an experiment, rates its hits, validates it into the seeker profile and archives it", async ({
  page,
  browser,
}, testInfo) => {
  // An employer publishes two listings with a job title no other test uses.
  const jobTitle = `${uniqueWord("Zorblat")} Designer`;
  await publishListings(browser, testInfo, jobTitle, 2);

  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto("/en/user");
  await page.getByRole("link", { name: "To my experiments" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career experiments");
  await expect(page.getByText("You have no active experiment yet.")).toBeVisible();

  // Create: a title is required (the field says so), then title and job title chip.
  const form = page.getByRole("form", { name: "Start an experiment" });
  await form.getByRole("button", { name: "Start experiment" }).click();
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("textbox", { name: "Title", exact: true }).fill("Designing at Zorblat");
  await form.getByRole("combobox", { name: "Job titles of the hypothesis" }).fill(jobTitle);
  await form.getByRole("combobox", { name: "Job titles of the hypothesis" }).press("Enter");
  await expect(form.getByRole("button", { name: `Remove ${jobTitle}` })).toBeVisible();
  await expect(form.getByLabel("Region")).toHaveValue("");
  await form.getByRole("button", { name: "Start experiment" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Designing at Zorblat");
  // The profile can be edited while the experiment runs; focus goes to the form and back.
  await page.getByRole("button", { name: "Edit profile" }).click();
  const editor = page.getByRole("form", { name: "Edit the hypothesis profile" });
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill("Designing at Zorblat, revised");
  await editor.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Designing at Zorblat, revised");
  await expect(page.getByRole("button", { name: "Edit profile" })).toBeFocused();
  const hits = page.getByRole("list", { name: "Job hits" }).getByRole("listitem");
  // The search index takes up to a second for new listings.
  await expect(async () => {
    await page.reload();
    await expect(hits).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Quick rating on the list: fits.
  const fits = hits.first().getByRole("button", { name: `Fits: ${jobTitle}` });
  await fits.click();
  await expect(fits).toHaveAttribute("aria-pressed", "true");
  // The figure itself (the value next to its label), not any "1" somewhere in the box.
  const fitting = page
    .getByRole("term")
    .filter({ hasText: /^Jobs that fit$/ })
    .locator("xpath=following-sibling::dd[1]");
  await expect(fitting).toHaveText("1");

  // The second hit on its own screen: does not fit, with a note.
  await hits.nth(1).getByRole("link", { name: jobTitle }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobTitle);
  await expect(page.getByRole("link", { name: "Open the job listing" })).toBeVisible();
  await page.getByRole("radio", { name: "Does not fit" }).check();
  await page.getByLabel("Note").fill("Too much travelling for me.");
  await page.getByRole("button", { name: "Save rating" }).click();
  await expect(page.getByText("Rating saved.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the experiment" }).click();
  await expect(hits.nth(1).getByRole("button", { name: `Does not fit: ${jobTitle}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(hits.nth(1)).toContainText("Too much travelling for me.");

  // Validate into the seeker profile.
  await page.getByRole("checkbox", { name: "Add its job titles and industries to my seeker profile" }).check();
  await page.getByRole("button", { name: "Mark as validated" }).click();
  await expect(page.getByRole("button", { name: "Back to pending" })).toBeVisible();
  await expect(page.locator("header").getByText("Validated")).toBeVisible();
  const profile = (await (await page.request.get("/capi/user/seeker-profile")).json()) as TSeekerProfileResponse;
  expect(profile.job_titles).toContain(jobTitle);

  // Archive: the dialog says it is irreversible; afterwards read-only.
  await page.getByRole("button", { name: "Archive experiment" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("irreversible");
  await dialog.getByRole("button", { name: "Archive experiment" }).click();
  // The archive button is gone: the focus lands on the notice saying why, not on the page's body.
  await expect(page.getByText("This experiment is archived and can no longer be changed.")).toBeFocused();
  await expect(page.getByRole("button", { name: "Back to pending" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Fits:/ })).toHaveCount(0);
  await expect(hits.first()).toContainText("Rated: fits");

  await page.getByRole("link", { name: "All experiments" }).click();
  await expect(page.getByRole("link", { name: "Archived" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Designing at Zorblat, revised" })).toBeVisible();
  await page.getByRole("link", { name: "Active" }).click();
  await expect(page.getByText("You have no active experiment yet.")).toBeVisible();
});

test("the list appends a second page with Show more, and each tab starts at its own first page", async ({
  page,
}, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  const create = (title: string) =>
    apiPost(page, "/capi/user/experiments", { title, job_titles: ["Paging Designer"], sectors: [], region: null });
  const archived = (await create("The archived one")) as TExperiment;
  await apiPost(page, `/capi/user/experiments/${archived.uid}/archive`, {});
  // One more than a page (EXPERIMENTS_PAGE_SIZE = 50), newest first: "Paging 51" leads.
  for (let i = 1; i <= 51; i++) await create(`Paging ${i}`);

  await page.goto("/en/experiments");
  const active = page.getByRole("list", { name: "Active" }).getByRole("listitem");
  await expect(active).toHaveCount(50);
  await expect(active.first()).toContainText("Paging 51");
  await page.getByRole("button", { name: "Show more" }).click();
  // Appended below the first page, not in its place.
  await expect(active).toHaveCount(51);
  await expect(active.first()).toContainText("Paging 51");
  await expect(active.last()).toContainText("Paging 1");
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);

  // The archived tab starts at its first page (it has one experiment), not where Active was.
  await page.getByRole("link", { name: "Archived" }).click();
  const archivedItems = page.getByRole("list", { name: "Archived" }).getByRole("listitem");
  await expect(archivedItems).toHaveCount(1);
  await expect(archivedItems.first()).toContainText("The archived one");
  // Back on Active, its list is as it was left.
  await page.getByRole("link", { name: "Active" }).click();
  await expect(active).toHaveCount(51);
});

test("experiments are signed-in only: a visitor goes to the sign-in with the way back", async ({ page }) => {
  await page.goto("/de/experiments");
  await expect(page).toHaveURL(/\/de\/account\/login\?next=%2Fde%2Fexperiments/);
});

test.describe("on a phone, in German", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the screens fit 390 px, a hostile title stays text, and a hit is rated with the keyboard", async ({
    page,
    browser,
  }, testInfo) => {
    const jobTitle = `${uniqueWord("Quorvex")} Pflegefachperson`;
    const [listingId] = await publishListings(browser, testInfo, jobTitle, 1);
    await signUpAndSignIn(page, testInfo, { lang: "de" });
    const dialogs = recordDialogs(page);
    const experiment = (await apiPost(page, "/capi/user/experiments", {
      title: HOSTILE_TITLE,
      job_titles: [jobTitle],
      sectors: [],
      region: null,
    })) as TExperiment;

    await page.goto("/de/experiments");
    await expect(page.getByRole("link", { name: HOSTILE_TITLE })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.goto(`/de/experiments/${experiment.uid}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE_TITLE);
    await expect(page.locator("main script")).toHaveCount(0);
    const hit = page.getByRole("link", { name: jobTitle });
    await expect(async () => {
      await page.reload();
      await expect(hit).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expectNoHorizontalOverflow(page);

    // Keyboard only from the hit's link: open it, choose "Passt nicht", write a note, save.
    await hit.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/de/experiments/${experiment.uid}/jobs/${listingId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobTitle);
    await expectNoHorizontalOverflow(page);
    await page.getByRole("radio", { name: "Passt", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Passt nicht" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Notiz")).toBeFocused();
    await page.keyboard.type("Zu viele Nachtdienste.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Bewertung speichern" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Bewertung gespeichert.")).toBeVisible();

    // The archive dialog: Escape closes it without archiving.
    await page.goto(`/de/experiments/${experiment.uid}`);
    await page.getByRole("button", { name: "Experiment archivieren" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alertdialog")).toContainText("nicht rückgängig");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Als bestätigt markieren" })).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});
