import { buildDemoData } from "../../apps/server/src/seed/generate";
import { todayInZurich } from "../../apps/server/src/lib/dates";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall } from "../support/org-api";

// The company page, a listing, a job profile and an archived listing of the demo data, in de and en.
const COMPANY = { id: 2, name: "Alpine Software GmbH" }; // demo-pro-software (seed README)

type Listings = { items: { id: number; title: string; job_id: number }[]; count: number };
type Jobs = { items: { id: number; title: string }[]; count: number };

test("de: the company page shows its sections, expands them into the URL and goes back to the results", async ({
  page,
}) => {
  const listings = (await (await page.request.get(`/capi/companies/${COMPANY.id}/listings`)).json()) as Listings;
  const jobs = (await (await page.request.get(`/capi/companies/${COMPANY.id}/jobs`)).json()) as Jobs;
  expect(listings.count).toBeGreaterThan(5);
  expect(jobs.count).toBeGreaterThan(5);

  // The search page keeps its URL here; "back to results" (b) returns to it.
  await page.goto("/de/imprint");
  await page.evaluate(() => sessionStorage.setItem("jobatlas:lastSearch", "/de/search?query=software"));
  await page.goto(`/de/company/${COMPANY.id}/?b=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMPANY.name);
  await expect(page).toHaveTitle(`${COMPANY.name} · Jobatlas`);
  await expect(page.getByRole("list", { name: "Branchen" })).toContainText(
    "Erbringung von Dienstleistungen der Informationstechnologie",
  );
  await expect(
    page.getByRole("img", { name: /Karte der Schweiz und Liechtensteins mit den Standorten: 8005 Zürich/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: `Über ${COMPANY.name}` })).toContainText("Software");
  await expect(page.getByRole("region", { name: "Websites" }).getByRole("link").first()).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow ugc",
  );
  await expect(page.getByRole("button", { name: `${COMPANY.name} zur Merkliste hinzufügen` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Spontanbewerbung" }).first()).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}/apply`,
  );

  // Open jobs: five, then all of them, kept in the URL.
  const open = page.getByRole("region", { name: "Offene Stellen" });
  await expect(open.getByRole("article")).toHaveCount(5);
  const first = listings.items[0]!;
  await expect(open.getByRole("link", { name: `Auf ${first.title} bewerben` }).first()).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}/apply?listing_id=${first.id}`,
  );
  const showAll = open.getByRole("button", { name: `Alle ${listings.count} offenen Stellen anzeigen` });
  await expect(showAll).toHaveAttribute("aria-expanded", "false");
  await showAll.click();
  await expect(open.getByRole("article")).toHaveCount(Math.min(listings.count, 50));
  await expect(page).toHaveURL(/expand=/);
  await expect(open.getByRole("button", { name: "Weniger anzeigen" })).toHaveAttribute("aria-expanded", "true");

  // Job profiles, with the unsolicited application per job; a reload keeps both expanded.
  const profiles = page.getByRole("region", { name: "Berufsprofile" });
  await profiles.getByRole("button", { name: `Alle ${jobs.count} Berufsprofile anzeigen` }).click();
  await expect(profiles.getByRole("article")).toHaveCount(jobs.count);
  const job = jobs.items[0]!;
  await expect(profiles.getByRole("link", { name: `Spontanbewerbung als ${job.title}` })).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}/apply?job_id=${job.id}`,
  );
  // Both sections in the URL before reloading it (the router writes it as the sections open).
  await expect.poll(() => new URL(page.url()).searchParams.get("expand")).toMatch(/(?=.*listing)(?=.*job)/);
  await page.reload();
  await expect(open.getByRole("article")).toHaveCount(Math.min(listings.count, 50));
  await expect(profiles.getByRole("article")).toHaveCount(jobs.count);

  const similar = page.getByRole("region", { name: "Ähnliche Arbeitgeber" });
  await expect(similar.getByRole("article").first()).toBeVisible();

  await page.getByRole("link", { name: "Zurück zu den Ergebnissen" }).click();
  await expect(page).toHaveURL(/\/de\/search\?query=software$/);
});

test("de: at phone width the company and listing pages fit without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/de/company/${COMPANY.id}/?expand=listing,job`);
  await expect(page.getByRole("region", { name: "Ähnliche Arbeitgeber" }).getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByRole("region", { name: "Offene Stellen" })
    .getByRole("article")
    .first()
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("region", { name: "Eckdaten" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("unknown", () => {
  // The page's call for the company answers 404 (the browser logs it).
  test.use({ allowedConsoleErrors: ["status of 404"] });
  test("en: an unknown company is the 404 screen", async ({ page }) => {
    await page.goto("/en/company/999999/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, we don't have that.");
    await page.goto("/en/company/abc/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, we don't have that.");
  });
});

test("en: a listing shows every field, and embedded (iframe) without the site's header and footer", async ({
  page,
}) => {
  await page.goto(`/en/company/${COMPANY.id}/`);
  const open = page.getByRole("region", { name: "Open jobs" });
  const firstLink = open.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await firstLink.textContent()) ?? "";
  await firstLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(new RegExp(`/en/company/${COMPANY.id}/job/\\d+$`));
  const listingId = Number(/job\/(\d+)/.exec(page.url())?.[1]);
  const listing = (await (await page.request.get(`/capi/listings/${listingId}`)).json()) as {
    workload_min: number;
    workload_max: number;
    salary_min: number | null;
    location: { city: string; postal_code: string } | null;
  };

  const facts = page.getByRole("region", { name: "Details" });
  for (const term of ["Workload", "Start", "Employment", "Place of work", "Published", "Open until", "Location"]) {
    await expect(facts.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  const workload =
    listing.workload_min === listing.workload_max
      ? `${listing.workload_max} %`
      : `${listing.workload_min}–${listing.workload_max} %`;
  await expect(facts.locator("[data-fact=workload] dd")).toHaveText(workload);
  if (listing.salary_min !== null) await expect(facts.locator("[data-fact=salary] dd")).toContainText("per year");
  await expect(facts.locator("[data-fact=ends] dd")).toContainText(/days? left|Last day/);
  if (listing.location) {
    await expect(facts.locator("[data-fact=location] dd")).toContainText(listing.location.city);
    await expect(facts.getByRole("img", { name: /place of work/ })).toBeVisible();
  } else await expect(facts.locator("[data-fact=location] dd")).toHaveText("By agreement");
  await expect(page.getByRole("region", { name: "Role and responsibilities" })).toBeVisible();
  await expect(page.getByRole("link", { name: COMPANY.name }).first()).toHaveAttribute(
    "href",
    `/en/company/${COMPANY.id}`,
  );
  await expect(page.getByRole("banner")).toBeVisible();

  await page.goto(`/en/company/${COMPANY.id}/job/${listingId}?iframe`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /watchlist/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View on Jobatlas" })).toHaveAttribute("target", "_blank");
});

test("de: a job profile shows its texts, its open jobs and the unsolicited application", async ({ page }) => {
  const jobs = (await (await page.request.get(`/capi/companies/${COMPANY.id}/jobs?limit=100`)).json()) as Jobs;
  const listings = (await (
    await page.request.get(`/capi/companies/${COMPANY.id}/listings?limit=100`)
  ).json()) as Listings;
  const job = jobs.items.find((j) => listings.items.some((l) => l.job_id === j.id))!;
  const ofJob = listings.items.filter((l) => l.job_id === job.id);

  await page.goto(`/de/company/${COMPANY.id}/?expand=job`);
  await page.getByRole("region", { name: "Berufsprofile" }).getByRole("link", { name: job.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  await expect(page).toHaveTitle(`${job.title} – ${COMPANY.name} · Jobatlas`);
  await expect(page.getByRole("region", { name: "Aufgaben und Verantwortung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Spontanbewerbung" }).first()).toHaveAttribute(
    "href",
    `/de/company/${COMPANY.id}/apply?job_id=${job.id}`,
  );
  const open = page.getByRole("region", { name: "Offene Stellen für diese Rolle" });
  await expect(open.getByRole("article")).toHaveCount(ofJob.length);
});

test.describe("archived", () => {
  // The listing's call (and, served by the server, the page itself) answers 410 Gone.
  test.use({ allowedConsoleErrors: ["status of 410"] });
  for (const lang of ["de", "en"] as const) {
    test(`${lang}: an archived listing shows the 'no longer available' page with the company's other jobs`, async ({
      page,
    }) => {
      // The demo data is deterministic: its archived listings are found without a database.
      let id = 0;
      let archived: number | undefined;
      for (const [index, bundle] of buildDemoData({ today: todayInZurich() }).entries()) {
        for (const listing of bundle.listings) {
          id++;
          if (index + 1 === COMPANY.id && listing.status === "archived") archived ??= id;
        }
      }
      if (!archived) throw new Error("No archived listing of the demo company.");
      expect((await page.request.get(`/capi/listings/${archived}`)).status()).toBe(410);

      await page.goto(`/${lang}/company/${COMPANY.id}/job/${archived}`);
      const t =
        lang === "de"
          ? {
              title: "Diese Stelle ist nicht mehr verfügbar",
              others: `Weitere offene Stellen bei ${COMPANY.name}`,
              company: "Zur Seite des Arbeitgebers",
              search: "Andere Stellen suchen",
            }
          : {
              title: "This job is no longer available",
              others: `Other open jobs at ${COMPANY.name}`,
              company: "To the employer's page",
              search: "Search for other jobs",
            };
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole("region", { name: t.others }).getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("link", { name: t.search })).toHaveAttribute("href", `/${lang}/search`);
      await page.getByRole("link", { name: t.company }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMPANY.name);
    });
  }
});

test("de: an employer's own apply link is where every Apply goes, on the company page as on the listing's", async ({
  page,
}) => {
  type WithApply = { items: { id: number; title: string; apply_url: string | null }[] };
  const listings = (await (await page.request.get(`/capi/companies/${COMPANY.id}/listings`)).json()) as WithApply;
  // Shown among the first five open jobs (the demo data has one there).
  const elsewhere = listings.items.slice(0, 5).find((listing) => listing.apply_url);
  expect(elsewhere, "a demo listing with an apply link").toBeDefined();

  await page.goto(`/de/company/${COMPANY.id}`);
  const open = page.getByRole("region", { name: "Offene Stellen" });
  const apply = open.getByRole("link", {
    name: `Auf ${elsewhere!.title} auf der Website des Arbeitgebers bewerben (öffnet in neuem Tab)`,
  });
  await expect(apply.first()).toHaveAttribute("href", elsewhere!.apply_url!);
  await expect(apply.first()).toHaveAttribute("target", "_blank");

  // Our wizard's address for it explains and links there instead of taking the application.
  await page.goto(`/de/company/${COMPANY.id}/apply?listing_id=${elsewhere!.id}`);
  await expect(page.getByText(/auf der eigenen Website entgegen/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Website des Arbeitgebers/ })).toHaveAttribute(
    "href",
    elsewhere!.apply_url!,
  );
  await expect(page.getByRole("button", { name: "Weiter" })).toHaveCount(0);
});

test("en: a company without a logo shows a building in a box of the logo's size", async ({ page }, testInfo) => {
  const { slug = "" } = await signUpAndSignIn(page, testInfo, {
    company: `No Logo ${testInfo.workerIndex}-${Date.now()} AG`,
  });
  const company = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org/company");
  await page.goto(`/en/company/${company.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("No Logo");
  // The box beside the name: 96 px as a logo would be (it was as wide as half the header), the icon drawn in it.
  const box = await page.getByRole("main").locator("header > :first-child").boundingBox();
  expect(box?.width).toBe(96);
  expect(box?.height).toBe(96);
  const icon = await page.getByRole("main").locator("header > :first-child svg").boundingBox();
  expect(icon?.width).toBeGreaterThan(40);
});
