import { expect, test } from "../support/fixtures";

// Issue 24 point 26: the search's address carried its sectors as raw JSON (`sectors=["I56"]`).
// Lists are written comma-separated now; links in the old form (bookmarks, shared links) still
// open the same search, in the browser and as the server draws the page (ADR 051).

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  // The search index is built after the server starts; until then searches answer 503.
  await expect
    .poll(async () => (await request.get("/capi/health")).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});

test("de: sectors are written comma-separated, and an old JSON link opens the same search", async ({ page }) => {
  const api = (await (await page.request.get("/capi/search/employers?sectors=I55,I56&limit=1")).json()) as {
    count: number;
  };
  expect(api.count).toBeGreaterThan(0);
  const expected = api.count === 1 ? "1 Arbeitgeber" : `${api.count} Arbeitgeber`;

  // An old link: the JSON form of the list.
  await page.goto(`/de/search?sectors=${encodeURIComponent('["I56"]')}`);
  await page.getByRole("button", { name: /^Filter/ }).click();
  const sectors = page.getByRole("group", { name: "Branchen" });
  await expect(sectors.getByRole("checkbox", { name: "Gastronomie" })).toBeChecked();

  // A second sector: the address says `sectors=I56,I55` (or I55,I56), no brackets or quotes.
  await sectors.getByRole("searchbox", { name: "Branche finden" }).fill("Beherbergung");
  await sectors.getByRole("checkbox", { name: "Beherbergung" }).check();
  await expect(page).toHaveURL(/[?&]sectors=(I56,I55|I55,I56)(&|$)/);
  expect(page.url()).not.toMatch(/%5B|%22|\[|"/);
  await expect(page.getByTestId("result-count")).toHaveText(expected);

  // The same address drawn by the server for a visitor (no script): the same search.
  const address = new URL(page.url());
  const html = await (await page.request.get(`${address.pathname}${address.search}`)).text();
  expect(html).toContain(`data-testid="result-count">${expected}<`);
  const old = await (await page.request.get(`/de/search?sectors=${encodeURIComponent('["I55","I56"]')}`)).text();
  expect(old).toContain(`data-testid="result-count">${expected}<`);
});

// Issue 26 point 6: the industries are found by the words people use, in every language (ADR 074):
// "Spital" and "hospital" find the health industry, whose label says neither; then it is checked
// with the keyboard only.
for (const { lang, word, label, filters, group, field } of [
  {
    lang: "de",
    word: "Spital",
    label: "Gesundheitswesen",
    filters: /^Filter/,
    group: "Branchen",
    field: "Branche finden",
  },
  {
    lang: "en",
    word: "hospital",
    label: "Human health activities",
    filters: /^Filters/,
    group: "Industries",
    field: "Find an industry",
  },
] as const) {
  test(`${lang}: "${word}" finds the health industry, checked by keyboard`, async ({ page }) => {
    await page.goto(`/${lang}/search`);
    await page.getByRole("button", { name: filters }).click();
    const sectors = page.getByRole("group", { name: group });
    const filter = sectors.getByRole("searchbox", { name: field });
    await filter.focus();
    await page.keyboard.type(word);
    const health = sectors.getByRole("checkbox", { name: label });
    // The best match is listed first, right after the field.
    await expect(sectors.getByRole("checkbox").first()).toHaveAccessibleName(label);
    await page.keyboard.press("Tab");
    await expect(health).toBeFocused();
    await page.keyboard.press("Space");
    await expect(health).toBeChecked();
    await expect(page).toHaveURL(/[?&]sectors=Q86(&|$)/);
    await expect(
      sectors.getByRole("button", { name: lang === "de" ? `${label} entfernen` : `Remove ${label}` }),
    ).toBeVisible();
  });
}
