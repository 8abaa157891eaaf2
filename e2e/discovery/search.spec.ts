import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { catalogues, type Lang } from "../support/screens";

// The search page on the demo data (330 employers, ~3,000 listings across CH; issue 8 point 1):
// a place and a keyword move the map, the markers and the list agree, the URL holds the search
// and a reload keeps it; a click on a cluster zooms in and splits it; a listing opens from the
// list; at phone width the map and the list fit without sideways scrolling.

// The journeys load MapLibre and draw with WebGL in software: give them room on two busy cores.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  // The search index is built after the server starts; until then searches answer 503.
  await expect
    .poll(async () => (await request.get("/capi/health")).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});

const texts = (lang: Lang) => catalogues[lang].search;

function results(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: texts(lang).results.heading });
}

/** The number the result list announces once it has settled ("34 Arbeitgeber"; "1000+" when capped). */
async function settledCount(page: Page, lang: Lang): Promise<{ count: number; capped: boolean }> {
  const list = results(page, lang);
  await expect(list).toHaveAttribute("aria-busy", "false");
  const text = (await list.getByRole("status").textContent()) ?? "";
  const match = /^(\d+)(\+?)\s/.exec(text);
  expect(match, `a result count, not "${text}"`).not.toBeNull();
  return { count: Number(match![1]), capped: match![2] === "+" };
}

/** The employers on the map: clusters ("12 employers", their counts) and single employers (their names). */
async function markers(page: Page, lang: Lang) {
  const { cluster_one, cluster_other } = texts(lang).map;
  const patterns = [cluster_one, cluster_other].map((text) => new RegExp(`^${text.replace("{{count}}", "(\\d+)")}$`));
  const labels = await page
    .locator(".maplibregl-marker")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  const clusters: number[] = [];
  const employers: string[] = [];
  for (const label of labels) {
    const match = patterns.map((pattern) => pattern.exec(label)).find(Boolean);
    if (match) clusters.push(Number(match[1]));
    else employers.push(label);
  }
  return { labels, clusters, employers, sum: clusters.reduce((a, b) => a + b, 0) + employers.length };
}

/** The map has drawn the basemap (WebGL in headless Chromium) and its markers. */
async function expectMapDrawn(page: Page, { markers = true } = {}) {
  const map = page.locator(".maplibregl-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map.getByText("© swisstopo")).toBeVisible();
  if (markers) await expect(page.locator(".maplibregl-marker").first()).toBeAttached();
  // Drawn: the picture of the map (without markers and controls) is not one flat colour, as a
  // canvas that WebGL never drew on would be — borders, lakes and the outside stand out of the land.
  const picture = await map.screenshot({
    style: ".maplibregl-marker, .maplibregl-control-container { display: none }",
  });
  const drawn = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const seen = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // The share of the map not in its most frequent colour (the land, or the outside).
    return 1 - Math.max(...seen.values()) / (data.length / 4);
  }, picture.toString("base64"));
  expect(drawn, "share of the map drawn in other colours than one").toBeGreaterThan(0.001);
  return picture;
}

/**
 * Markers and list agree: the list shows every employer it counts (≤ 50 here), every one of them
 * is on the map (an employer with places in several clusters counts in each), and every single
 * employer on the map is one of the list's, by name.
 */
async function expectMarkersMatchList(page: Page, lang: Lang) {
  let found = { count: 0, names: [] as string[] };
  await expect(async () => {
    const { count, capped } = await settledCount(page, lang);
    expect(capped).toBe(false);
    const names = await results(page, lang).getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toHaveLength(count);
    const onMap = await markers(page, lang);
    expect(onMap.sum, `markers ${onMap.labels.join(", ")} hold the list's ${count}`).toBeGreaterThanOrEqual(count);
    for (const name of onMap.employers) expect(names, `the map's ${name} is in the list`).toContain(name);
    found = { count, names };
  }).toPass({ timeout: 15_000 });
  return found;
}

async function choosePlace(page: Page, lang: Lang, typed: string, option: string) {
  const field = page.getByRole("combobox", { name: texts(lang).form.location });
  await field.fill(typed);
  await page
    .getByRole("option", { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
  await expect(field).toHaveValue(option);
}

test("de: a place and a keyword move the map, markers and list agree, the URL holds the search, reload keeps it, a listing opens", async ({
  page,
}) => {
  await page.goto("/de/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stellensuche");
  const whole = await settledCount(page, "de");
  expect(whole.count).toBeGreaterThan(300); // the demo data's 330 employers
  const before = await expectMapDrawn(page);

  await choosePlace(page, "de", "Bern", "Bern");
  await expect(page).toHaveURL(/[?&]location=Bern(&|$)/);
  await page.getByRole("combobox", { name: "Stichworte" }).fill("Informatik");
  await expect(page).toHaveURL(/[?&]query=Informatik(&|$)/);

  const narrowed = await expectMarkersMatchList(page, "de");
  expect(narrowed.count).toBeGreaterThan(0);
  expect(narrowed.count).toBeLessThan(whole.count);
  const after = await expectMapDrawn(page);
  expect(after.equals(before), "the map moved to Bern").toBe(false);
  // The radius around the place, and its default of 25 km.
  await expect(page.getByRole("combobox", { name: "Umkreis" })).toHaveValue("25");

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("combobox", { name: "Ort oder PLZ" })).toHaveValue("Bern");
  await expect(page.getByRole("combobox", { name: "Stichworte" })).toHaveValue("Informatik");
  const reloaded = await expectMarkersMatchList(page, "de");
  expect(reloaded.names).toEqual(narrowed.names);

  // A single employer on the map leads to its entry in the list.
  const single = (await markers(page, "de")).employers[0];
  expect(single, "an employer on its own on the map").toBeTruthy();
  await page
    .locator(".maplibregl-marker")
    .and(page.getByRole("button", { name: single!, exact: true }))
    .click();
  await expect(results(page, "de").getByRole("article", { name: single! })).toBeFocused();

  // A listing of the first employer opens its page.
  const firstCard = results(page, "de").getByRole("article").first();
  const listing = firstCard.getByRole("listitem").getByRole("link").first();
  const href = await listing.getAttribute("href");
  expect(href).toMatch(/^\/de\/company\/\d+\/job\/\d+$/);
  await listing.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("de: clicking a cluster zooms in and splits it; the URL follows the map", async ({ page }) => {
  await page.goto("/de/search");
  await settledCount(page, "de");
  await expectMapDrawn(page);
  // 50 employers a page; "more" adds the next 50.
  const list = results(page, "de");
  await expect(list.getByRole("article")).toHaveCount(50);
  await list.getByRole("button", { name: "Weitere Arbeitgeber anzeigen" }).click();
  await expect(list.getByRole("article")).toHaveCount(100);

  const start = await markers(page, "de");
  const biggest = Math.max(...start.clusters);
  expect(biggest).toBeGreaterThan(1);

  await page
    .getByRole("button", { name: `${biggest} Arbeitgeber`, exact: true })
    .first()
    .click();
  // The map writes what it shows into the URL (replacing the entry), and the list follows.
  await expect(page).toHaveURL(/north=[\d.]+/);
  await expect(page).toHaveURL(/west=[\d.]+/);
  await expect
    .poll(async () => {
      const now = await markers(page, "de");
      return Math.max(0, ...now.clusters) < biggest && now.labels.length > 1;
    })
    .toBe(true);
  const zoomed = await settledCount(page, "de");
  expect(zoomed.count).toBeLessThan(330);
  await expect(page.getByRole("combobox", { name: "Region" })).toHaveValue("");
});

test("en: an empty search says so, has no markers, and offers to widen it", async ({ page }) => {
  await page.goto("/en/search?query=qqqxxzzz&north=47.1&south=46.9&east=7.6&west=7.3");
  const list = results(page, "en");
  await expect(list.getByRole("heading", { name: "No employers found" })).toBeVisible();
  await expect(list.getByRole("status")).toHaveText("0 employers");
  await expectMapDrawn(page, { markers: false });
  await expect(page.locator(".maplibregl-marker")).toHaveCount(0);
  await expect(list.getByRole("button", { name: "Zoom out of the map" })).toBeVisible();
  await list.getByRole("button", { name: "Search the whole of Switzerland" }).click();
  await expect(page).not.toHaveURL(/north=/);
  await expect(page).toHaveURL(/query=qqqxxzzz/);
  await expect(list.getByRole("status")).toHaveText("0 employers");
  await list.getByRole("button", { name: "Search without the keywords" }).click();
  await expect(page).not.toHaveURL(/query=/);
  expect((await settledCount(page, "en")).count).toBeGreaterThan(300);
});

test("de: watchlist only asks a visitor to sign in, and comes back to the search", async ({ page }) => {
  await page.goto("/de/search?query=Koch");
  // Not .check(): signed out, the box stays unticked and the visitor goes to sign in.
  await page.getByRole("checkbox", { name: "Nur Merkliste" }).click();
  await expect(page).toHaveURL(/\/de\/account\/login\?/);
  const next = new URL(page.url()).searchParams.get("next") ?? "";
  expect(next).toContain("/de/search");
  expect(next).toContain("liked=true");
  expect(next).toContain("query=");
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("de: the list first, the map above it when asked for, without sideways scrolling", async ({ page }) => {
    await page.goto("/de/search?location=Bern&query=Informatik");
    await settledCount(page, "de");
    // The results come first, on the first screen; no map is drawn until the visitor asks (ADR 051).
    const firstResult = results(page, "de").getByRole("article").first();
    await expect(firstResult).toBeInViewport();
    await expect(page.locator(".maplibregl-map")).toHaveCount(0);
    await page.getByRole("button", { name: "Karte anzeigen" }).click();
    const hide = page.getByRole("button", { name: "Karte ausblenden" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expectMapDrawn(page);
    const firstCard = results(page, "de").getByRole("article").first();
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard).toBeVisible();
    // Both measured at the same scroll position.
    const map = await page.locator(".maplibregl-map").boundingBox();
    const card = await firstCard.boundingBox();
    expect(map && card).toBeTruthy();
    expect(map!.x).toBeGreaterThanOrEqual(0);
    expect(map!.y).toBeLessThan(card!.y);
    expect(map!.x + map!.width).toBeLessThanOrEqual(390);
    expect(map!.height).toBeGreaterThan(250);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);

    await hide.click();
    await expect(page.locator(".maplibregl-map")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Karte anzeigen" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("en: the same search by keyboard, a region, and a reload", async ({ page }) => {
  await page.goto("/en/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job search");
  await settledCount(page, "en");
  await expectMapDrawn(page);

  // The place by keyboard: type, arrow down to the first suggestion, Enter.
  const field = page.getByRole("combobox", { name: "Place or postal code" });
  await field.fill("Bern");
  await expect(page.getByRole("option").first()).toBeVisible();
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", /.+/);
  await field.press("Enter");
  await expect(field).toHaveValue("Bern");
  const keywords = page.getByRole("combobox", { name: "Keywords" });
  await keywords.fill("Informatik");
  await keywords.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?.*location=Bern/);
  await expect(page).toHaveURL(/query=Informatik/);
  const found = await expectMarkersMatchList(page, "en");
  expect(found.count).toBeGreaterThan(0);
  expect((await markers(page, "en")).labels.every((label) => !/Arbeitgeber/.test(label))).toBe(true);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Place or postal code" })).toHaveValue("Bern");
  expect((await expectMarkersMatchList(page, "en")).names).toEqual(found.names);

  // A region replaces the place with its cantons (a parameter since ADR 073, no longer their box).
  await page.getByRole("combobox", { name: "Region" }).selectOption({ label: "Zurich" });
  await expect(page).toHaveURL(/[?&]region=zurich(&|$)/);
  await expect(page).not.toHaveURL(/location=/);
  await expect(page.getByRole("combobox", { name: "Place or postal code" })).toHaveValue("");
  await expectMarkersMatchList(page, "en");
});
