/**
 * Core Web Vitals in the lab: the journeys driven by Playwright in Chromium (no throttling; the
 * machine as it is), read with PerformanceObserver as the web-vitals library does:
 * - LCP: the last `largest-contentful-paint` entry before the first input (NaN when Chromium
 *   reported none: such a run is left out of the median, and a journey without any is a miss);
 * - CLS: the largest session window of `layout-shift` entries without recent input (gaps < 1 s,
 *   windows ≤ 5 s);
 * - INP: the longest interaction (`event` entries with an interactionId, durationThreshold 16 ms);
 *   with fewer than 50 interactions that is the worst one. "< 16" when none reached 16 ms.
 */
import type { Browser, Page } from "playwright";
import { waitUntilSearchUsable } from "./bundle";

export interface Vitals {
  lcp: number;
  /** The interactions of 16 ms or more: "type duration at start" (for finding the slow one). */
  events: string[];
  cls: number;
  /** NaN when no interaction took 16 ms or more. */
  inp: number;
  interactions: number;
}

const OBSERVERS = `(() => {
  const v = { lcp: NaN, cls: 0, inp: NaN, interactions: 0, inputAt: Infinity, events: [] };
  window.__vitals = v;
  let session = 0, first = 0, last = 0;
  const seen = new Set();
  new PerformanceObserver((list) => {
    // Entries arrive after their paint: compare times, not arrival, with the first input.
    for (const e of list.getEntries()) if (e.startTime < v.inputAt) v.lcp = Number.isNaN(v.lcp) ? e.startTime : Math.max(v.lcp, e.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      v.cls = Math.max(v.cls, session);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      if (!seen.has(e.interactionId)) { seen.add(e.interactionId); v.interactions = seen.size; }
      v.inp = Number.isNaN(v.inp) ? e.duration : Math.max(v.inp, e.duration);
      v.events.push(e.name + " " + Math.round(e.duration) + " ms at " + Math.round(e.startTime));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, (event) => { v.inputAt = Math.min(v.inputAt, event.timeStamp); }, { capture: true });
})();`;

async function readVitals(page: Page): Promise<Vitals> {
  // Event timing entries arrive after the next paint: give the page a moment and two frames.
  await page.waitForTimeout(500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const v = (window as unknown as { __vitals: Vitals }).__vitals;
    return { lcp: v.lcp, cls: v.cls, inp: v.inp, interactions: v.interactions, events: v.events };
  });
}

export interface Journey {
  name: string;
  run(page: Page, baseUrl: string): Promise<void>;
}

/** Search: load, type a keyword, move the map. */
export const searchJourney = (lang: "de" | "en", keyword: string): Journey => ({
  name: `search /${lang}/search: load, type "${keyword}", move the map`,
  async run(page, baseUrl) {
    await page.goto(`${baseUrl}/${lang}/search`);
    await waitUntilSearchUsable(page);
    const canvas = page.locator(".maplibregl-canvas");
    await canvas.waitFor({ state: "visible", timeout: 30_000 });
    const field = page.locator('[role="search"] input[type="search"]').first();
    await field.click();
    await page.keyboard.type(keyword, { delay: 80 });
    await page.waitForURL(/[?&]q=/, { timeout: 10_000 }).catch(() => undefined);
    await page.locator('[aria-busy="false"]').first().waitFor();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("the map has no box");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(x - i * 12, y - i * 6);
    await page.mouse.up();
    await page.waitForTimeout(1000);
  },
});

/** A company or listing page: load, then Tab through the first links and click the heading. */
export const pageJourney = (label: string, pagePath: string): Journey => ({
  name: `${label} ${pagePath}: load, Tab ×3, click the heading`,
  async run(page, baseUrl) {
    await page.goto(baseUrl + pagePath);
    const heading = page.locator("main h1").first();
    await heading.waitFor({ state: "visible", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await heading.click();
  },
});

export async function measureJourney(browser: Browser, baseUrl: string, journey: Journey): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  try {
    await journey.run(page, baseUrl);
    return await readVitals(page);
  } finally {
    await context.close();
  }
}
