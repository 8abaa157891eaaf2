/**
 * The embeddable widgets (issue 9 point 6, ADR 021) on another site: a tiny HTTP server of the
 * test serves a plain HTML page at http://localhost:<port> with the snippet, while Jobatlas runs
 * at http://127.0.0.1:<E2E_PORT> — another origin and another site, as on an employer's website.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TListResponse, TPublicCompany, TPublicJob, TPublicListingSummary } from "@jobatlas/contract";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { signInAs, signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { HOSTILE_IMAGE, HOSTILE_TITLE, recordDialogs } from "../support/hostile-texts";
import { orgCall } from "../support/org-api";

/** Host pages by path, set by each test before it opens one. */
const hostPages = new Map<string, string>();
let host: Server;
let hostOrigin = "";

test.beforeAll(async () => {
  host = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    if (path === "/favicon.ico") return void response.writeHead(204).end();
    const page = hostPages.get(path);
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => host.listen(0, "localhost", resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** Serves `body` as a plain page of the other site and returns its URL. */
function hostPage(name: string, body: string): string {
  const path = `/${name}-${Date.now()}.html`;
  hostPages.set(
    path,
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bäckerei-Website</title></head>` +
      `<body style="margin:0;font-family:serif"><h1>Unsere offenen Stellen</h1>${body}<p id="after">Kontakt: Dorfstrasse 1</p></body></html>`,
  );
  return hostOrigin + path;
}

/** The id of a demo organisation by its slug (ids are deterministic, but this says which one it is). */
async function demoCompany(page: Page, slug: string): Promise<TPublicCompany> {
  for (let id = 1; id <= 12; id++) {
    const response = await page.request.get(`/capi/companies/${id}`);
    if (!response.ok()) continue;
    const company = (await response.json()) as TPublicCompany;
    if (company.slug === slug) return company;
  }
  throw new Error(`No demo organisation ${slug}`);
}

/** The widget's frame on the host page and the frame object behind it. */
async function widgetFrame(
  page: Page,
  kind: "listings" | "jobs",
  /** What the frame's address must also hold: the `?theme=` the embed script reloads it with. */
  query?: RegExp,
): Promise<{ frame: FrameLocator }> {
  const element = page.locator(`iframe[src*="/widget/${kind}/"]`);
  await expect(element).toHaveCount(1);
  // The embed script may reload the frame once (data-theme): find it in the page's frame tree,
  // which follows that navigation. Playwright sometimes never learns of the cross-site frame
  // (another process), though Chromium draws it: the tree then holds the host page alone for as
  // long as one waits. The host page is loaded again once then, as a visitor would.
  const started = Date.now();
  let reloaded = false;
  await expect
    .poll(
      async () => {
        const found = page
          .frames()
          .some((frame) => frame.url().includes(`/widget/${kind}/`) && (!query || query.test(frame.url())));
        if (!found && !reloaded && Date.now() - started > 10_000) {
          reloaded = true;
          console.warn(
            `the ${kind} widget's frame was not in Playwright's frame tree after 10 s: loading the host page again`,
          );
          await page.reload();
        }
        return found;
      },
      { message: "the widget frame has a document", timeout: 30_000 },
    )
    .toBe(true);
  return { frame: page.frameLocator(`iframe[src*="/widget/${kind}/"]`) };
}

/** The frame's height on the host page ends equal to the widget's content, not its starting 420 px. */
async function expectFittedHeight(page: Page, kind: "listings" | "jobs", main: Locator) {
  const element = page.locator(`iframe[src*="/widget/${kind}/"]`);
  await expect
    .poll(async () => {
      const frameHeight = await element.evaluate((el) => el.getBoundingClientRect().height);
      const contentHeight = await main.evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      return Math.abs(frameHeight - contentHeight) <= 1 && frameHeight !== 420;
    })
    .toBe(true);
  // And it holds: the page below the frame follows it, nothing of the widget is cut off.
  const inner = await main.evaluate((el) => el.ownerDocument.documentElement.scrollHeight);
  const outer = await element.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(inner - outer)).toBeLessThanOrEqual(1);
}

test("the employer copies the listings snippet; on another site the widget lists the active listings, fits its height and opens a listing in a new tab", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signInAs(page, "owner.free@jobatlas.example");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/de/org/demo-free-bakery/widgets");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website-Widgets");
  await expect(page).toHaveTitle("Website-Widgets · Jobatlas");

  // Previews of both widgets, as on another site.
  const preview = page.frameLocator('iframe[title="Vorschau des Widgets der Stelleninserate"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Stelleninserate");
  const jobsPreview = page.frameLocator('iframe[title="Vorschau des Widgets der Stellenprofile"]');
  await expect(jobsPreview.getByRole("heading", { level: 1 })).toHaveText("Stellen");

  // Free plan: the theme follows the visitor, and the panel says so.
  await expect(page.getByTestId("widget-theme-note")).toContainText("Design: automatisch.");
  const field = page.getByRole("textbox", { name: "Snippet für das Widget der Stelleninserate" });
  const snippet = await field.inputValue();
  expect(snippet).not.toContain("data-theme");
  expect(snippet).toContain(`${baseURL}/widget.js`);
  expect(snippet).toContain('title="Stelleninserate (Jobatlas)"');

  // A widget in English from the German page: its frame is titled in English (texts the page loads then).
  await page.getByRole("radio", { name: "English" }).check();
  await expect(field).toHaveValue(/title="Job listings \(Jobatlas\)"/);
  await expect(field).toHaveValue(/\/en\/widget\/listings\//);
  await page.getByRole("radio", { name: "Deutsch" }).check();
  await expect(field).toHaveValue(snippet);

  // Copy: the snippet is on the clipboard, and the status says so (announced: role status).
  const section = page.getByRole("region", { name: "Stelleninserate" });
  await section.getByRole("button", { name: "Snippet kopieren" }).click();
  await expect(section.getByRole("status")).toHaveText("Snippet in die Zwischenablage kopiert.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // The company's active listings, as its public page lists them.
  const company = await demoCompany(page, "demo-free-bakery");
  const listings = (await (
    await page.request.get(`/capi/companies/${company.id}/listings`)
  ).json()) as TListResponse<TPublicListingSummary>;
  expect(listings.count).toBeGreaterThan(0);

  // On the other site.
  await page.goto(hostPage("listings", snippet));
  const { frame } = await widgetFrame(page, "listings");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Stelleninserate");
  await expect(frame.getByText(company.name, { exact: true })).toBeVisible();
  const links = frame.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(Math.min(listings.count, 50));
  for (const [index, listing] of listings.items.slice(0, 50).entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(`${listing.title} (öffnet in einem neuen Tab)`);
    await expect(links.nth(index)).toHaveAttribute("target", "_blank");
    await expect(links.nth(index)).toHaveAttribute("rel", "noopener");
  }
  await expect(frame.getByRole("link", { name: /Bereitgestellt von Jobatlas/ })).toBeVisible();
  // The host page keeps the only main landmark: in its frame the widget is a region named by its title.
  await expect(frame.getByRole("main")).toHaveCount(0);
  await expect(frame.getByRole("region", { name: "Stelleninserate" })).toBeVisible();
  await expectFittedHeight(page, "listings", frame.locator("#main"));

  // Keyboard: Enter on the first listing opens its page in a new tab.
  const first = listings.items[0]!;
  const opened = context.waitForEvent("page");
  await links.first().focus();
  await page.keyboard.press("Enter");
  const listingPage = await opened;
  await listingPage.waitForLoadState();
  expect(new URL(listingPage.url()).pathname).toBe(`/de/company/${company.id}/job/${first.id}`);
  await expect(listingPage.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await listingPage.close();
  // The host page stayed where it was.
  expect(page.url()).toContain(hostOrigin);
});

test("the jobs widget on another site lists the active job profiles, fits 280 px and opens a profile in a new tab", async ({
  page,
  context,
  baseURL,
}) => {
  const company = await demoCompany(page, "demo-free-bakery");
  const jobs = (await (
    await page.request.get(`/capi/companies/${company.id}/jobs`)
  ).json()) as TListResponse<TPublicJob>;
  expect(jobs.count).toBeGreaterThan(0);
  await page.goto(
    hostPage(
      "jobs",
      `<div style="width:280px"><iframe src="${baseURL}/en/widget/jobs/${company.id}" title="Jobs" data-jobatlas-widget style="width:100%;height:420px;border:0"></iframe></div>` +
        `<script src="${baseURL}/widget.js" async></script>`,
    ),
  );
  const { frame } = await widgetFrame(page, "jobs");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Jobs");
  const links = frame.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(Math.min(jobs.count, 50));
  await expect(links.first()).toHaveAccessibleName(`${jobs.items[0]!.title} (opens in a new tab)`);
  await expectFittedHeight(page, "jobs", frame.locator("#main"));

  // A height from anyone but the widget (here the host page itself) changes nothing.
  const frameElement = page.locator(`iframe[src*="/widget/jobs/"]`);
  const fitted = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
  await page.evaluate(() => window.postMessage({ type: "jobatlas-widget:height", height: 5 }, "*"));
  // Messages are handled in the order posted: once a later one reached the page, so had that one.
  await page.evaluate(
    () => new Promise<void>((done) => (addEventListener("message", () => done()), postMessage("later", "*"))),
  );
  expect(await frameElement.evaluate((el) => el.getBoundingClientRect().height)).toBe(fitted);

  // 280 px wide: nothing sticks out sideways.
  const main = frame.locator("#main");
  expect(await main.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const opened = context.waitForEvent("page");
  await links.first().click();
  const profile = await opened;
  await profile.waitForLoadState();
  expect(new URL(profile.url()).pathname).toBe(`/en/company/${company.id}/profile/${jobs.items[0]!.id}`);
  await expect(profile.getByRole("heading", { level: 1 })).toHaveText(jobs.items[0]!.title);
});

test.describe("the snippet's data-theme", () => {
  // The app's scripts are blocked in one step below, which the browser logs.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  /** A snippet written by hand: the frame without ?theme=, only data-theme (the script passes it on). */
  const frameOf = (base: string | undefined, kind: string, id: number, theme: string) =>
    `<iframe src="${base}/de/widget/${kind}/${id}" title="Stellen" data-jobatlas-widget data-theme="${theme}" style="width:100%;height:420px;border:0"></iframe>` +
    `<script src="${base}/widget.js" async></script>`;

  test("forces dark for the enterprise demo organisation from the first paint, whatever the visitor's setting", async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const company = await demoCompany(page, "demo-enterprise-retail");
    const url = hostPage("dark", frameOf(baseURL, "listings", company.id, "dark"));

    // Without any of the app's code: the page arrives dark (no light flash before the app runs).
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(url);
    const bare = await widgetFrame(page, "listings", /[?&]theme=dark/);
    // The script passed data-theme on as ?theme= (on the element: a Frame object of the first
    // document may not follow the cross-site frame's next one).
    await expect(page.locator('iframe[src*="/widget/listings/"]')).toHaveAttribute("src", /[?&]theme=dark(&|$)/);
    await expect(bare.frame.locator("html")).toHaveClass(/\bdark\b/);
    await expect(bare.frame.locator("html")).toHaveAttribute("data-widget-theme", "dark");

    // With the app (which applies the visitor's light setting at start): it stays dark.
    await page.unroute("**/assets/*.js");
    await page.goto(url);
    const { frame } = await widgetFrame(page, "listings", /[?&]theme=dark/);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Stelleninserate");
    await expect(frame.locator("html")).toHaveClass(/\bdark\b/);
    const background = await frame.locator("html").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(12, 10, 9)");
  });

  test("is ignored for the free demo organisation: the widget follows the visitor", async ({ page, baseURL }) => {
    const company = await demoCompany(page, "demo-free-bakery");
    const url = hostPage("ignored", frameOf(baseURL, "jobs", company.id, "dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(url);
    const { frame } = await widgetFrame(page, "jobs", /[?&]theme=dark/);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Stellen");
    await expect(frame.locator("html")).toHaveAttribute("data-widget-theme", "auto");
    await expect(frame.locator("html")).not.toHaveClass(/\bdark\b/);
    // The visitor's own setting is what counts.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(frame.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test("a hostile listing and job title shows as text in the widgets, nothing of it runs", async ({
  page,
  baseURL,
}, testInfo) => {
  const account = await signUpAndSignIn(page, testInfo, {
    lang: "de",
    company: `Widget ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "enterprise",
  });
  const slug = account.slug ?? "";
  const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
    title: HOSTILE_TITLE,
    language: "de",
    status: "active",
  });
  await orgCall(page, slug, "POST", "/capi/org/listings", {
    title: `${HOSTILE_IMAGE} Verkauf`,
    address_id: null,
    status: "active",
    job_id: job.id,
  });
  const organization = await orgCall<{ id: number }>(page, slug, "GET", "/capi/org");

  const dialogs = recordDialogs(page);
  const base = baseURL;
  await page.goto(
    hostPage(
      "hostile",
      `<iframe src="${base}/de/widget/listings/${organization.id}" title="Inserate" data-jobatlas-widget style="width:100%;height:300px;border:0"></iframe>` +
        `<iframe src="${base}/de/widget/jobs/${organization.id}" title="Stellen" data-jobatlas-widget style="width:100%;height:300px;border:0"></iframe>` +
        `<script src="${base}/widget.js" async></script>`,
    ),
  );
  const listingsWidget = (await widgetFrame(page, "listings")).frame;
  const jobsWidget = (await widgetFrame(page, "jobs")).frame;
  await expect(listingsWidget.getByText(`${HOSTILE_IMAGE} Verkauf`, { exact: true })).toBeVisible();
  await expect(jobsWidget.getByText(HOSTILE_TITLE, { exact: true })).toBeVisible();
  for (const widget of [listingsWidget, jobsWidget]) {
    await expect(widget.locator("#main script")).toHaveCount(0);
    await expect(widget.locator("#main img[onerror], #main img[src='x']")).toHaveCount(0);
    await expect(widget.locator("[onerror], [onload], [onclick]")).toHaveCount(0);
  }
  for (const frame of page.frames()) await frame.waitForLoadState("load"); // images loaded or failed, handlers run
  expect(dialogs).toEqual([]);
});

test("a customer page with both snippets, one out of view, logs nothing to the console, and both frames fit", async ({
  page,
  baseURL,
}) => {
  // Issue 24 point 24: widget.js logged postMessage origin errors on the customer's page — it
  // greeted frames that still held their first, empty document (the host page's origin). Every
  // message counts here, not only errors (the fixture fails on those): warnings and the
  // browser's own log, of the host page and of the frames.
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()} (${message.location().url})`));
  const company = await demoCompany(page, "demo-free-bakery");
  const snippet = (kind: "listings" | "jobs", title: string) =>
    `<iframe src="${baseURL}/de/widget/${kind}/${company.id}" title="${title}" data-jobatlas-widget loading="lazy" style="display:block;width:100%;height:420px;border:0"></iframe>\n` +
    `<script src="${baseURL}/widget.js" async></script>`;
  await page.goto(
    hostPage(
      "console",
      snippet("jobs", "Stellen") +
        // The listings widget below two screens of text: a lazy frame the browser loads on scrolling.
        `<div style="height:2000px">Über uns …</div>` +
        snippet("listings", "Stelleninserate"),
    ),
  );
  const jobs = (await widgetFrame(page, "jobs")).frame;
  await expect(jobs.getByRole("heading", { level: 1 })).toHaveText("Stellen");
  await expectFittedHeight(page, "jobs", jobs.locator("#main"));

  await page.locator('iframe[src*="/widget/listings/"]').scrollIntoViewIfNeeded();
  const listings = (await widgetFrame(page, "listings")).frame;
  await expect(listings.getByRole("heading", { level: 1 })).toHaveText("Stelleninserate");
  await expectFittedHeight(page, "listings", listings.locator("#main"));
  expect(messages, "console messages on the customer's page and in its widget frames").toEqual([]);
});
