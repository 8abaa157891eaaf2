import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// Issue 24 point 12: the company page's "Zurück zu den Ergebnissen" returns to the search the
// visitor came from — its keywords, place and radius, and the employers they had loaded — not to
// the empty search.

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  // The search index is built after the server starts; until then searches answer 503.
  await expect
    .poll(async () => (await request.get("/capi/health")).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});

const results = (page: Page) => page.getByRole("region", { name: "Suchergebnisse" });

test("de: back to the results from a company page returns to the same search with its loaded employers", async ({
  page,
}) => {
  // More than one page of employers (50 a page), so "more" has something to load.
  const search = "/de/search?query=Koch&location=Bern&radius=50";
  const api = (await (
    await page.request.get("/capi/search/employers?query=Koch&location=Bern&radius=50&limit=1")
  ).json()) as { count: number };
  expect(api.count, "employers of the search in the demo data").toBeGreaterThan(50);

  await page.goto(search);
  const list = results(page);
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(list.getByRole("article")).toHaveCount(50);
  await list.getByRole("button", { name: "Weitere Arbeitgeber anzeigen" }).click();
  await expect(list.getByRole("article")).toHaveCount(Math.min(api.count, 100));
  const loaded = await list.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

  // An employer of the second page opens its company page.
  const card = list.getByRole("article").nth(60);
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/company\/\d+\?b=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  const back = page.getByRole("link", { name: "Zurück zu den Ergebnissen" });
  await expect(back).toHaveAttribute("href", /^\/de\/search\?/);
  await back.click();
  await expect(page).toHaveURL(/\/de\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("query")).toBe("Koch");
  expect(url.searchParams.get("location")).toBe("Bern");
  expect(url.searchParams.get("radius")).toBe("50");
  await expect(page.getByRole("searchbox", { name: "Stichworte" })).toHaveValue("Koch");
  await expect(page.getByRole("combobox", { name: "Ort oder PLZ" })).toHaveValue("Bern");
  await expect(page.getByRole("combobox", { name: "Umkreis" })).toHaveValue("50");
  // The employers loaded before, both pages of them, in the same order.
  await expect(list.getByRole("article")).toHaveCount(loaded.length);
  expect(await list.getByRole("article").getByRole("heading", { level: 3 }).allTextContents()).toEqual(loaded);

  // A reload of the company page (drawn by the server) keeps the way back too.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.reload();
  await expect(back).toHaveAttribute("href", /^\/de\/search\?.*query=Koch/);
});
