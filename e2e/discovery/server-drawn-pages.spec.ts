import type { APIRequestContext } from "@playwright/test";
import { signInAs } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// The search, company and listing pages arrive drawn by the server for visitors without a session (ADR 050):
// readable before (and without) the app's script, then taken over by the app as they stand. Any
// difference between the two drawings is a console error, which fails every journey (fixtures.ts).
const COMPANY = { id: 2, name: "Alpine Software GmbH" }; // demo-pro-software (seed README)

type Listings = { items: { id: number; title: string }[]; count: number };

async function firstListing(request: APIRequestContext) {
  const listings = (await (await request.get(`/capi/companies/${COMPANY.id}/listings`)).json()) as Listings;
  return listings.items[0]!;
}

test("without JavaScript, the search, company and listing pages show their content in de and en", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const listing = await firstListing(page.request);

  await page.goto("/de/search?query=Software");
  const found = page.getByRole("region", { name: "Ergebnisse" });
  await expect(found.getByRole("status")).toHaveText(/^\d+ Arbeitgeber$/);
  await expect(found.getByRole("link", { name: COMPANY.name })).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}?b=1`,
  );

  await page.goto(`/de/company/${COMPANY.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMPANY.name);
  await expect(page.getByRole("region", { name: "Offene Stellen" }).getByRole("article")).toHaveCount(5);
  await expect(page.getByRole("link", { name: "Spontanbewerbung" }).first()).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}/apply`,
  );

  await page.goto(`/en/company/${COMPANY.id}/job/${listing.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page.getByRole("link", { name: "Search jobs" }).first()).toHaveAttribute("href", "/en/search");
  await context.close();
});

test("the app takes the drawn page over as it stands and then reacts (stored dark theme, en)", async ({ page }) => {
  const listing = await firstListing(page.request);
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    // The heading the server drew, as the document had it before any script ran.
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector("h1");
    });
  });

  await page.goto(`/en/company/${COMPANY.id}/`);
  const open = page.getByRole("region", { name: "Open jobs" });
  const showAll = open.getByRole("button", { name: /^Show all \d+ open jobs$/ });
  await showAll.click();
  await expect(open.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  await expect(page).toHaveURL(/expand=/);
  // The same element, not a second drawing of it; the theme switch shows the stored choice.
  expect(
    await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading?.isConnected),
  ).toBe(true);
  await expect(page.getByRole("radio", { name: "Dark" }).first()).toBeChecked();

  // Client-side navigation from the drawn page to a listing, in English.
  await open.getByRole("link", { name: listing.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/company/${COMPANY.id}/job/${listing.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
});

test("a signed-in visitor gets the page drawn for them, with their account in the header", async ({ page }) => {
  await signInAs(page, "seeker@jobatlas.example");
  await page.goto(`/de/company/${COMPANY.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMPANY.name);
  await expect(page.getByRole("button", { name: /Kontomenü/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Anmelden" })).toHaveCount(0);
});

test("the server's rendering code is not served", async ({ request }) => {
  expect((await request.get("/.ssr/entry-server.js")).status()).toBe(404);
});
