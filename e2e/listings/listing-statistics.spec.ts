/**
 * Issue 30 point 1 (ADR 089): a visitor views a listing (the page the server draws, then taken
 * over by the app) and opens its application wizard; the employer sees one view and one apply
 * start in the org home's chart and tables, and on the listing's own page in the org area.
 */
import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueWord } from "../support/org-api";

// A person's browser: headless Chromium says "HeadlessChrome", which the statistics leave out as a bot.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

type Totals = { views: number; apply_starts: number; applications: number };

async function listingTotals(page: Page, slug: string, listingId: number): Promise<Totals> {
  const stats = await orgCall<{ totals: Totals }>(page, slug, "GET", `/capi/org/listings/${listingId}/stats`);
  return stats.totals;
}

test("a listing's view and apply start show in the employer's chart and tables", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  const word = uniqueWord("Zahl");
  const title = `${word} Statistiker/in`;
  const account = await signUpAndSignIn(employer, testInfo, { company: `Zahlen ${word} AG`, lang: "en" });
  const slug = account.slug ?? "";
  const job = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const listing = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
  });
  const { id: companyId } = await orgCall<{ id: number }>(employer, slug, "GET", "/capi/org/company");

  // The visitor: the listing page the server draws (the app takes it over without reading it
  // again), then the wizard, reached through the page's apply link.
  await page.goto(`/en/company/${companyId}/job/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Apply" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Apply" })).toBeVisible();
  await expect(page.getByText(`Application for “${title}”`)).toBeVisible();
  // The counts are written just after the answers: wait for them as the employer would.
  await expect
    .poll(() => listingTotals(employer, slug, listing.id))
    .toMatchObject({ views: 1, apply_starts: 1, applications: 0 });

  // The employer's org home: the chart, and the per listing table with the counts and ratios.
  await employer.goto(`/en/org/${slug}`);
  const section = employer.getByRole("region", { name: "Last 30 days" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("img", { name: /1 views, 1 apply starts and 0 applications/ })).toBeVisible();
  await expect(section.locator("canvas").first()).toBeVisible();
  const perListing = section.getByRole("table", { name: /^Per listing/ });
  const row = perListing.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "0", "100%", "0%", "0%"]);
  // The chart's table: every day of the 30, today's with the counts; shown at a press.
  const dayTable = section.getByRole("table", { name: /^Views, apply starts and applications per day/ });
  await expect(dayTable.getByRole("row")).toHaveCount(1 + 30 + 1);
  await expect(dayTable.getByRole("row").nth(30).getByRole("cell")).toHaveText(["1", "1", "0"]);
  await section.getByRole("button", { name: "Show the figures per day" }).click();
  await expect(dayTable).toBeVisible();
  await expect(section.getByRole("button", { name: "Hide the figures per day" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  // The listing's own page in the org area: its chart and totals.
  await row.getByRole("link", { name: title }).click();
  await expect(employer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const own = employer.getByRole("region", { name: "Statistics: last 30 days" });
  await expect(own.getByRole("img", { name: /1 views, 1 apply starts and 0 applications/ })).toBeVisible();
  await expect(own.locator("canvas").first()).toBeVisible();
  await expect(own.locator("dd")).toHaveText(["1", "1", "0", "100%", "0%", "0%"]);
  await expect(
    own
      .getByRole("table", { name: /^Views, apply starts and applications per day/ })
      .getByRole("row")
      .nth(30)
      .getByRole("cell"),
  ).toHaveText(["1", "1", "0"]);
  await employerContext.close();
});
