import type { TMyApplicationsResponse, TSearchEmployersResponse } from "@jobatlas/contract";
import type { Page } from "@playwright/test";
import { signInAs, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { catalogues, type Lang } from "../support/screens";
import { expectNoSeriousViolations, waitForContent } from "../a11y/support";

// ADR 073: a seeker hides an employer from their search results (Undo in the toast, "Show again"
// in my career), listings the seeker applied to are marked, and a region searches its cantons.
const COMPANY = { id: 2, name: "Alpine Software GmbH" }; // demo-pro-software (seed README)
const EAST = ["GL", "SH", "AR", "AI", "SG", "GR", "TG", "LI"];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

function results(page: Page, lang: Lang) {
  return page.getByRole("region", { name: catalogues[lang].search.results.heading });
}

async function openSearch(page: Page, lang: Lang, query: string) {
  await page.goto(`/${lang}/search?query=${encodeURIComponent(query)}`);
  await waitForContent(page);
}

for (const lang of ["de", "en"] as const) {
  const t = catalogues[lang];
  const card = (page: Page) =>
    results(page, lang)
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: COMPANY.name, exact: true }) });

  test(`${lang}: hide an employer, undo, hide again by keyboard, show again from my career`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page, testInfo, { lang });
    await openSearch(page, lang, "Alpine Software");
    await expect(card(page)).toBeVisible();
    const hide = card(page).getByRole("button", { name: fill(t.company.hide.named, { name: COMPANY.name }) });
    await expectNoSeriousViolations(page, `${lang} search with hide buttons`);

    await hide.click();
    await expect(card(page)).toHaveCount(0);
    const undo = page.getByRole("button", { name: t.company.hide.undo });
    const hiddenToast = page.getByText(fill(t.company.hide.done, { name: COMPANY.name }));
    await expect(hiddenToast).toBeVisible();
    await undo.click();
    await expect(card(page)).toBeVisible();
    // Its toast closes (after a short fade): the next hide's toast is the only one with "Undo".
    await expect(hiddenToast).toHaveCount(0);

    // Again, by keyboard: the focus goes to "Undo" in the toast (the card is gone).
    await hide.focus();
    await page.keyboard.press("Enter");
    await expect(card(page)).toHaveCount(0);
    await expect(undo).toBeFocused();

    // The company page knows it is hidden.
    await page.goto(`/${lang}/company/${COMPANY.id}`);
    await expect(page.getByText(t.company.hide.hidden)).toBeVisible();

    await page.goto(`/${lang}/user`);
    await waitForContent(page);
    const section = page.getByRole("region", { name: t.myCareer.home.hidden });
    await expect(section.getByRole("link", { name: COMPANY.name })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} my career with a hidden employer`);
    await section.getByRole("button", { name: t.company.hide.showAgain }).click();
    await expect(section.getByText(t.myCareer.home.hiddenEmpty)).toBeVisible();
    await expect(section.getByRole("heading", { name: t.myCareer.home.hidden })).toBeFocused();

    await openSearch(page, lang, "Alpine Software");
    await expect(card(page)).toBeVisible();
  });

  test(`${lang}: a listing the demo seeker applied to is marked in the results`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "seeker@jobatlas.example");
    const mine = (await (
      await page.request.get("/capi/user/applications?status=active")
    ).json()) as TMyApplicationsResponse;
    const applied = mine.items.find((item) => item.listing && ["pending", "active"].includes(item.status));
    expect(applied, "the demo seeker has an open application to a listing").toBeDefined();
    if (!applied?.listing) return;
    await openSearch(page, lang, applied.listing.title);
    // The listing's own line (other employers may have listings of the same title).
    const line = results(page, lang).locator(`li:has(> a[href$="/job/${applied.listing.id}"])`);
    await expect(line.getByText(t.search.results.applied, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} search with an applied mark`);

    // The jobs view's card carries the same badge (ADR 073, ADR 075).
    await page.goto(`/${lang}/search?query=${encodeURIComponent(applied.listing.title)}&view=jobs`);
    const jobCard = results(page, lang).locator(`article:has(a[href$="/job/${applied.listing.id}"])`);
    await expect(jobCard.getByText(t.search.results.applied, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} jobs view with an applied mark`);
  });

  test(`${lang}: a region returns only employers in its cantons`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/search`);
    await waitForContent(page);
    const answer = page.waitForResponse(
      (response) => response.url().includes("/capi/search/employers") && response.url().includes("region=east"),
    );
    // The page is taken over in slices after its first paint (ADR 052): a choice made before the
    // select's part is taken over is lost, as a seeker would see and choose again.
    await expect(async () => {
      await page.getByLabel(t.search.form.region).selectOption({ label: t.search.regions.east });
      await expect(page).toHaveURL(/[?&]region=east(&|$)/, { timeout: 2_000 });
    }).toPass();
    const body = (await (await answer).json()) as TSearchEmployersResponse;
    expect(body.items.length).toBeGreaterThan(0);
    await expect(results(page, lang).getByRole("article").first()).toBeVisible();
    if (!body.count_capped) await expect(results(page, lang)).toContainText(String(body.count));
    // Every employer's place is in one of the region's cantons (not just in its box: Zürich is).
    for (const hit of body.items) {
      expect(hit.location, hit.name).not.toBeNull();
      const found = (await (
        await page.request.get(`/capi/locations?query=${hit.location!.postal_code}&limit=20`)
      ).json()) as { items: { postal_code: string | null; canton: string }[] };
      const cantons = found.items.filter((item) => item.postal_code === hit.location!.postal_code).map((i) => i.canton);
      expect(
        cantons.some((canton) => EAST.includes(canton)),
        `${hit.name} in ${hit.location!.postal_code}`,
      ).toBe(true);
    }
    await expectNoSeriousViolations(page, `${lang} search by region`);
  });
}
