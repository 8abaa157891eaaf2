import { expect, test } from "../support/fixtures";
import { catalogues, DEBUG_SCREENS, pageTitle, SCREENS, type Lang } from "../support/screens";

// A walk over every route of spec §2 in both languages: each page load renders the screen's
// title (as the h1 and in the document title, with the brand suffix), in the path's language,
// and nothing throws or logs an error (the fixture checks that). Screens are walked in small
// batches per page, so the browser cache is warm and the suite stays fast on two cores.
const BATCH = 10;
const screens = [
  ...SCREENS.map(({ path, screen }) => ({ path, title: (lang: Lang) => catalogues[lang].screens[screen].title })),
  ...DEBUG_SCREENS,
];

for (const lang of ["de", "en"] as const satisfies Lang[]) {
  test.describe(`every screen in ${lang}`, () => {
    for (let start = 0; start < screens.length; start += BATCH) {
      const batch = screens.slice(start, start + BATCH);
      test(`${batch[0]?.path} … ${batch.at(-1)?.path}`, async ({ page }) => {
        for (const { path, title } of batch) {
          await test.step(`/${lang}/${path}`, async () => {
            await page.goto(`/${lang}/${path}`);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(lang));
            await expect(page).toHaveTitle(pageTitle(lang, title(lang)));
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
          });
        }
      });
    }
  });
}
