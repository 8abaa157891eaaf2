import { catalogues } from "../support/screens";
import { expect, tabTo, test, waitForContent } from "./support";

// Issue 12 §7: the search by keyboard alone (no mouse): the skip link, a place chosen from the
// suggestions with the arrow keys, a keyword, a listing opened from the results, and the like
// button, which sends a visitor to sign in. Each step asserts where the focus is.
const t = catalogues.en;

test("en: search by keyboard: skip link, place, keyword, open a listing, like asks to sign in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/en/search");
  await waitForContent(page);

  // The first Tab stop is the skip link; the page starts with the focus on nothing.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: t.common.skipToContent })).toBeFocused();

  // A place: typed, the suggestion chosen with ArrowDown and Enter.
  const place = page.getByRole("combobox", { name: t.search.form.location });
  await tabTo(page, place);
  await page.keyboard.type("Bern");
  await expect(page.getByRole("option", { name: /^Bern\b/ }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(place).toHaveAttribute("aria-activedescendant", /.+/);
  await page.keyboard.press("Enter");
  await expect(place).toHaveValue("Bern");
  await expect(page).toHaveURL(/[?&]location=Bern(&|$)/);
  await expect(place).toBeFocused();

  // The keyword field comes before the place: Shift+Tab goes back to it.
  const keywords = page.getByRole("combobox", { name: t.search.form.keywords });
  await tabTo(page, keywords, { back: true, max: 3 });
  await page.keyboard.type("Informatik");
  await expect(page).toHaveURL(/[?&]query=Informatik(&|$)/);
  await expect(keywords).toBeFocused();

  // Past the filters and the map with the skip link of the map, to the first listing of the results.
  const results = page.getByRole("region", { name: t.search.results.heading });
  const skipMap = page.getByRole("link", { name: t.search.results.skipMap });
  await tabTo(page, skipMap, { max: 30 });
  await page.keyboard.press("Enter");
  const firstListing = results.getByRole("article").first().getByRole("listitem").getByRole("link").first();
  await expect(firstListing).toBeVisible();
  await tabTo(page, firstListing, { max: 10 });
  const href = await firstListing.getAttribute("href");
  expect(href).toMatch(/^\/en\/company\/\d+\/job\/\d+$/);
  const title = (await firstListing.textContent())?.trim() ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The new screen, not the search still on screen while it loads; the app puts the focus on its
  // main landmark, so the next Tab starts there (not on the body).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await waitForContent(page);
  await expect(page.getByRole("main")).toBeFocused();

  // Signed out, the like button (Space, as a button is pressed) leads to the sign-in page.
  const like = page.getByRole("button", { name: /to watchlist$/ }).first();
  await tabTo(page, like);
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/en\/account\/login\?next=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.screens.login.title);
  const email = page.getByLabel(t.account.email);
  await tabTo(page, email);
  await page.keyboard.type("visitor@example.ch");
  await expect(email).toHaveValue("visitor@example.ch");
});

test("the keyboard check fails on a control that shows no focus indicator", async ({ page }) => {
  await page.goto("/en/imprint");
  await waitForContent(page);
  await page.getByRole("main").evaluate((main) => {
    const button = document.createElement("button");
    button.textContent = "No ring";
    button.style.outline = "none";
    main.prepend(button);
  });
  await expect(tabTo(page, page.getByRole("button", { name: "No ring" }))).rejects.toThrow(/focus indicator/);
});
