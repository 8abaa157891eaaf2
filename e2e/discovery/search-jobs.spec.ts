import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousViolations, tabTo } from "../a11y/support";
import { signInAs } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { catalogues, type Lang } from "../support/screens";

// The jobs view of the search page (issue 26 point 5, ADR 072) on the demo data (~3,000 listings
// published over the last 24 days): switched to by keyboard, ordered by date with the "new" badge
// on top, nearest first around a place, the map counting listings, and the view and the order kept
// in the URL across a reload. axe on the view in both languages.

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get("/capi/health")).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});

const texts = (lang: Lang) => catalogues[lang].search;

function results(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: texts(lang).results.heading });
}

/** The count the list announces once settled ("2987 Stellen"; "1000+ Stellen" when capped). */
async function settledCount(page: Page, lang: Lang): Promise<string> {
  const list = results(page, lang);
  await expect(list).toHaveAttribute("aria-busy", "false");
  return (await list.getByRole("status").textContent()) ?? "";
}

/** The publish dates of the cards shown, as YYYY-MM-DD (from "Veröffentlicht am 02.12.2026" / "Published 2 Dec 2026"). */
async function cardDates(page: Page, lang: Lang): Promise<string[]> {
  const lines = await results(page, lang)
    .getByRole("article")
    .getByText(texts(lang).results.published.replace(" {{date}}", ""))
    .allTextContents();
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
  return lines.map((line) => {
    const de = /(\d{2})\.(\d{2})\.(\d{4})/.exec(line);
    if (de) return `${de[3]}-${de[2]}-${de[1]}`;
    const en = /(\d{1,2}) (\w+) (\d{4})/.exec(line);
    expect(en, line).not.toBeNull();
    return `${en![3]}-${String(months.indexOf(en![2]!) + 1).padStart(2, "0")}-${en![1]!.padStart(2, "0")}`;
  });
}

async function markerLabels(page: Page): Promise<string[]> {
  return page
    .locator(".maplibregl-marker")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
}

test("de: to the jobs view by keyboard, newest first with the new badge, the map counts jobs, a reload keeps it", async ({
  page,
}) => {
  await page.goto("/de/search");
  expect(await settledCount(page, "de")).toMatch(/^\d+\+? Arbeitgeber$/);
  await expect(page.getByTestId("map-legend")).toHaveText(/Zahl = Arbeitgeber/);

  // The view switch: one tab stop, the arrow keys change the view (a radio group).
  const employers = page.getByRole("radio", { name: "Arbeitgeber" });
  await expect(page.getByRole("group", { name: "Anzeigen" })).toBeVisible();
  await expect(employers).toBeChecked();
  await tabTo(page, employers);
  await page.keyboard.press("ArrowRight");
  const jobs = page.getByRole("radio", { name: "Stellen" });
  await expect(jobs).toBeChecked();
  await expect(jobs).toBeFocused();
  await expect(page).toHaveURL(/[?&]view=jobs(&|$)/);
  expect(await settledCount(page, "de")).toMatch(/^\d+\+? Stellen$/);

  // Cards: the title links to the listing's page, the employer to its company page.
  const first = results(page, "de").getByRole("article").first();
  await expect(first.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
    "href",
    /^\/de\/company\/\d+\/job\/\d+$/,
  );
  await expect(first.getByRole("link").nth(1)).toHaveAttribute("href", /^\/de\/company\/\d+\?b=1$/);

  // The map's numbers count jobs, and its legend says so.
  await expect(page.getByTestId("map-legend")).toHaveText(/Zahl = Stellen/);
  await expect.poll(async () => (await markerLabels(page)).some((label) => /^\d+ Stellen?$/.test(label))).toBe(true);
  expect((await markerLabels(page)).some((label) => /Arbeitgeber$/.test(label))).toBe(false);

  // Newest first: the dates never rise, the first cards are new.
  const sort = page.getByRole("combobox", { name: "Sortieren nach" });
  await expect(sort).toHaveValue("relevance");
  await expect(sort.getByRole("option")).toHaveText(["Relevanz", "Neueste zuerst", "Höchster Lohn zuerst"]);
  await sort.focus();
  await sort.selectOption("date");
  await expect(page).toHaveURL(/[?&]sort=date(&|$)/);
  await settledCount(page, "de");
  await expect(first.getByText("Neu", { exact: true })).toBeVisible();
  await expect(async () => {
    const dates = await cardDates(page, "de");
    expect(dates.length).toBeGreaterThan(10);
    expect([...dates].sort().reverse()).toEqual(dates);
  }).toPass({ timeout: 10_000 });
  await expectNoSeriousViolations(page, "the jobs view (de)");

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("radio", { name: "Stellen" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Sortieren nach" })).toHaveValue("date");
  expect(await settledCount(page, "de")).toMatch(/Stellen$/);
  await expect(results(page, "de").getByRole("article").first().getByText("Neu", { exact: true })).toBeVisible();

  // Back to the employers: the view and its order leave the URL. The radio is checked once the
  // router has navigated (a controlled input), not within the click that check() expects.
  const employersAgain = page.getByRole("radio", { name: "Arbeitgeber" });
  await employersAgain.click();
  await expect(employersAgain).toBeChecked();
  await expect(page).not.toHaveURL(/view=|sort=/);
  expect(await settledCount(page, "de")).toMatch(/Arbeitgeber$/);
});

test("en: a bad view in a link falls back to employers; nearest first around a place, signed in", async ({ page }) => {
  await signInAs(page, "seeker@jobatlas.example");
  await page.goto("/en/search?view=map&sort=cheapest");
  await expect(page.getByRole("radio", { name: "Employers" })).toBeChecked();
  expect(await settledCount(page, "en")).toMatch(/employers$/);

  await page.goto("/en/search?view=jobs&location=Bern&radius=10&sort=distance");
  expect(await settledCount(page, "en")).toMatch(/^\d+ jobs?$/);
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toHaveValue("distance");
  await expect(sort.getByRole("option")).toHaveText([
    "Relevance",
    "Newest first",
    "Nearest first",
    "Highest salary first",
  ]);
  await expect(async () => {
    const distances = (
      await results(page, "en")
        .getByRole("article")
        .getByText(/ km away$/)
        .allTextContents()
    ).map((text) => Number(/([\d.]+) km away/.exec(text)![1]));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((km) => km <= 10.05)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId("map-legend")).toHaveText(/Number = jobs/);
  await expectNoSeriousViolations(page, "the jobs view (en)");

  // Highest salary first: every card with a salary comes before those without one.
  await sort.selectOption("salary");
  await expect(page).toHaveURL(/[?&]sort=salary(&|$)/);
  await settledCount(page, "en");
  await expect(async () => {
    const cards = await results(page, "en").getByRole("article").allTextContents();
    const withSalary = cards.map((text) => /CHF [\d']+/.test(text));
    expect(withSalary[0]).toBe(true);
    expect(withSalary.indexOf(false) === -1 || !withSalary.slice(withSalary.indexOf(false)).includes(true)).toBe(true);
  }).toPass({ timeout: 10_000 });

  // Without the place, nearest first is neither offered nor kept.
  await page.getByRole("button", { name: "Remove place" }).click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(page.getByRole("combobox", { name: "Sort by" }).getByRole("option")).toHaveCount(3);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("de: the jobs list fits without sideways scrolling", async ({ page }) => {
    await page.goto("/de/search?view=jobs&sort=salary");
    expect(await settledCount(page, "de")).toMatch(/Stellen$/);
    await expect(results(page, "de").getByRole("article").first()).toBeInViewport({ ratio: 0.3 });
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    await expectNoSeriousViolations(page, "the jobs view at phone width (de)");
  });
});
