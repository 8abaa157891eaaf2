import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { startHostileCompanyServer, type HostileCompany } from "./company-hostile-server";

// Company texts (description, job texts, listing title, websites, apply link) holding a script,
// an image with an onerror handler and a javascript: link show as inert text on the company,
// job profile and listing pages. The company lives on a server of its own (see
// company-hostile-server.ts); its pages are the real ones.
test.describe.configure({ mode: "serial" });

let server: HostileCompany & { stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startHostileCompanyServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function expectInert(page: Page) {
  // Give anything that would run the time to run.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const scripts = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script")).map((s) => ({ type: s.type, text: s.textContent ?? "" })),
  );
  // No script element from user text. A JSON-LD block, and the data a server-drawn page was drawn
  // from (ADR 050), may quote the text: as JSON that still parses, never run, with no `<` that could
  // close the element.
  for (const script of scripts) {
    if (script.type === "application/ld+json" || script.type === "application/json") {
      expect(() => JSON.parse(script.text) as unknown).not.toThrow();
      expect(script.text).not.toContain("<");
    } else expect(script.text).not.toContain("__xss");
  }
  await expect(page.locator("img[onerror], [onerror], [onmouseover]")).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]')).toHaveCount(
    0,
  );
  await expect(page.getByRole("link", { name: "click", exact: true })).toHaveCount(0);
}

test("the company page shows the description as text, without script, handler or javascript: link (de)", async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/de/company/${server.companyId}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hostile <b>Markup</b> AG");
  const about = page.getByRole("region", { name: "Über Hostile <b>Markup</b> AG" });
  await expect(about.getByText("freundlich")).toBeVisible();
  // The javascript: link keeps its words, as plain text.
  await expect(about.getByText("click", { exact: true })).toBeVisible();
  // The javascript: website is left out, the https one is a link that leaves nothing behind.
  const websites = page.getByRole("region", { name: "Websites" });
  await expect(websites.getByRole("link")).toHaveCount(1);
  await expect(websites.getByRole("link")).toHaveAttribute("href", "https://jobs.hostile.example/");
  await expect(websites.getByRole("link")).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await expectInert(page);
});

test("the job profile page shows the four texts inert (en)", async ({ page }) => {
  await page.goto(`${server.baseUrl}/en/company/${server.companyId}/profile/${server.jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entwickler <script>window.__xss=1</script>");
  for (const heading of ["Role and responsibilities", "Requirements", "Team", "Benefits"]) {
    await expect(page.getByRole("region", { name: heading }).getByText("freundlich")).toBeVisible();
  }
  await expectInert(page);
});

test("the listing page shows its texts inert and applies on Jobatlas instead of a javascript: URL (de, en)", async ({
  page,
}) => {
  for (const lang of ["de", "en"] as const) {
    await page.goto(`${server.baseUrl}/${lang}/company/${server.companyId}/job/${server.listingId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entwickler <script>window.__xss=1</script>");
    await expect(page.getByRole("region", { name: lang === "de" ? "Anforderungen" : "Requirements" })).toContainText(
      "freundlich",
    );
    const apply = page.getByRole("link", { name: lang === "de" ? "Jetzt bewerben" : "Apply now" }).first();
    await expect(apply).toHaveAttribute(
      "href",
      `/${lang}/company/${server.companyId}/apply?listing_id=${server.listingId}`,
    );
    await expectInert(page);
  }
});
