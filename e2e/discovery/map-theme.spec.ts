import type { Page, Route } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// Issue 24 point 26: the search map follows the theme switch whenever it is used — while the map
// is still loading its basemap too — and the "loading the map" message is gone once it has drawn.
// The basemap's palettes (components/map/basemap-style.ts): the land and the outside of CH/LI.
const LIGHT = { land: "#fafaf9", outside: "#e7e5e4" };
const DARK = { land: "#1c1917", outside: "#0c0a09" };

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });

/** The two most frequent colours of the map's picture (without markers, controls or message). */
async function mapColours(page: Page): Promise<string[]> {
  const picture = await page.locator(".maplibregl-map").screenshot({
    style: ".maplibregl-marker, .maplibregl-control-container, #search-map > p { display: none }",
  });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const seen = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([colour]) => colour)
      .sort();
  }, picture.toString("base64"));
}

const palette = (colours: { land: string; outside: string }) => [colours.land, colours.outside].sort();

test("de: switching the theme while the map loads and after it has drawn repaints the map", async ({ page }) => {
  // The basemap's data held back: the map is made and waits for it, as on a slow or busy device.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/basemap-ch-li[^/]*\.geojson$/, async (route: Route) => {
    await held;
    await route.continue();
  });

  await page.goto("/de/search");
  const map = page.locator("#search-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeAttached();
  await expect(map.getByText("Karte wird geladen…")).toBeVisible();
  await page.getByRole("radio", { name: "Dunkel" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  release!();

  // Drawn: the message gives way to the map, in the dark palette.
  await expect(map.getByText("© swisstopo")).toBeVisible();
  await expect(map.getByText("Karte wird geladen…")).toBeHidden();
  await expect.poll(() => mapColours(page)).toEqual(palette(DARK));

  // And back and forth once it has drawn.
  await page.getByRole("radio", { name: "Hell" }).check();
  await expect.poll(() => mapColours(page)).toEqual(palette(LIGHT));
  await page.getByRole("radio", { name: "Dunkel" }).check();
  await expect.poll(() => mapColours(page)).toEqual(palette(DARK));
});

test("de: the loading message is gone once the map has drawn, while a tile is still on its way", async ({ page }) => {
  // A map style of the settings (MAP_STYLE_URL, ADR 015) whose tile server answers one tile and
  // keeps the others waiting, as a slow network does: MapLibre's "load" waits for every tile.
  await page.route(/\/de\/search$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"mapStyleUrl":null', '"mapStyleUrl":"/e2e-map/style.json"');
    await route.fulfill({ response, body: html });
  });
  const [west, south, east, north] = [5.955, 45.817, 10.493, 47.809];
  await page.route("**/e2e-map/style.json", (route) =>
    route.fulfill({
      json: {
        version: 8,
        sources: {
          land: {
            type: "geojson",
            data: {
              type: "Polygon",
              coordinates: [
                [
                  [west, south],
                  [east, south],
                  [east, north],
                  [west, north],
                  [west, south],
                ],
              ],
            },
          },
          slow: { type: "raster", tiles: ["/e2e-map/tiles/{z}/{x}/{y}.png"], tileSize: 256 },
        },
        layers: [
          { id: "background", type: "background", paint: { "background-color": "#e7e5e4" } },
          {
            id: "land",
            type: "fill",
            source: "land",
            paint: { "fill-color": "#fafaf9", "fill-outline-color": "#44403c" },
          },
          { id: "slow", type: "raster", source: "slow" },
        ],
      },
    }),
  );
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tile = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  let tiles = 0;
  await page.route("**/e2e-map/tiles/**", async (route) => {
    tiles += 1;
    await held;
    await route.fulfill({ contentType: "image/png", body: tile });
  });

  await page.goto("/de/search");
  const map = page.locator("#search-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeAttached();
  // The land has drawn while every tile of the slow source waits: the map is on screen, not loading.
  await expect.poll(() => mapColours(page)).toEqual(palette(LIGHT));
  expect(tiles, "tiles asked for and still waiting").toBeGreaterThan(0);
  await expect(map.getByText("Karte wird geladen…")).toBeHidden();
  await expect(page.locator(".maplibregl-marker").first()).toBeAttached();
  release!();
});
