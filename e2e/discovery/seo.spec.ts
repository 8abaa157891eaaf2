import type { TPublicCompany, TPublicListingSummary } from "@jobatlas/contract";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { catalogues } from "../support/screens";

// What a search engine reads on the demo data (issue 8 point 6, ADR 013): the listing page's
// JobPosting names the listing and its company before any script runs, and an archived listing
// answers 410.

/** Alpine Software GmbH, the second demo organisation (apps/server/src/seed/README.md). */
const DEMO_COMPANY = 2;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function activeListings(request: APIRequestContext, companyId: number): Promise<TPublicListingSummary[]> {
  return (await getJson<{ items: TPublicListingSummary[] }>(request, `/capi/companies/${companyId}/listings?limit=100`))
    .items;
}

/** The JSON-LD blocks in an HTML text, parsed as a crawler does. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return Array.from(html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g), (match) =>
    JSON.parse(match[1]!),
  );
}

test("the JSON-LD of a listing page parses and names its title and company", async ({ page, request }) => {
  const company = await getJson<TPublicCompany>(request, `/capi/companies/${DEMO_COMPANY}`);
  const [listing] = await activeListings(request, DEMO_COMPANY);
  expect(listing, "the demo company has active listings").toBeDefined();
  const path = `/de/company/${DEMO_COMPANY}/job/${listing!.id}`;

  // As a crawler fetches it: the server's HTML alone, no script run.
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const [posting, ...more] = jsonLdBlocks(html);
  expect(more).toEqual([]);
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: listing!.title,
    hiringOrganization: { "@type": "Organization", name: company.name },
    datePosted: listing!.published_on,
    employmentType: expect.any(String),
    directApply: expect.any(Boolean),
  });
  expect(String(posting!.validThrough)).toMatch(new RegExp(`^${listing!.ends_on}T23:59:00\\+0[12]:00$`));
  // the canonical URL is absolute, on the server's public URL (here the address the tests use)
  expect(html).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}">`);

  // As a browser parses it: the block is in the document and reads the same.
  await page.goto(path);
  const inBrowser = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  expect(inBrowser).toEqual([posting]);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/company\/2\/job\//);
});

test.describe("an archived listing", () => {
  // Chromium logs the document's 410 (and the app's own call for the listing) as console errors.
  test.use({ allowedConsoleErrors: ["status of 410"] });

  test("answers 410 with the app, which shows its gone page", async ({ page, request }) => {
    // The demo data inserts each organisation's listings one after the other, active ones first:
    // the ids between the demo company's last active listing and the next company's first are its
    // planned and archived ones. The API says which of them is archived (410).
    const own = (await activeListings(request, DEMO_COMPANY)).map((l) => l.id);
    const next = (await activeListings(request, DEMO_COMPANY + 1)).map((l) => l.id);
    const candidates: number[] = [];
    for (let id = Math.max(...own) + 1; id < Math.min(...next); id++) candidates.push(id);
    const statuses = await Promise.all(
      candidates.map(async (id) => [id, (await request.get(`/capi/listings/${id}`)).status()] as const),
    );
    const archived = statuses.find(([, status]) => status === 410)?.[0];
    expect(archived, `an archived listing among ${candidates.join(", ")}`).toBeDefined();

    for (const lang of ["de", "en"] as const) {
      const path = `/${lang}/company/${DEMO_COMPANY}/job/${archived}`;
      const raw = await request.get(path);
      expect(raw.status(), path).toBe(410);
      const html = await raw.text();
      expect(jsonLdBlocks(html)).toEqual([]);
      expect(html).toContain('id="app-settings"');

      const response = await page.goto(path);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues[lang].company.gone.title);
    }
  });
});

test("robots.txt names the sitemap, whose listing page holds a demo listing in both languages", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const index = await request.get(new URL(sitemapUrl!).pathname);
  expect(index.status()).toBe(200);
  const pages = Array.from((await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]!).pathname);
  expect(pages).toContain("/sitemap-companies-1.xml");
  expect(pages).toContain("/sitemap-listings-1.xml");

  const [listing] = await activeListings(request, DEMO_COMPANY);
  const listings = await (await request.get("/sitemap-listings-1.xml")).text();
  for (const lang of ["de", "en"]) {
    expect(listings).toContain(`/${lang}/company/${DEMO_COMPANY}/job/${listing!.id}</loc>`);
  }
});
