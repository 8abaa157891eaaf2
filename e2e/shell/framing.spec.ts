/**
 * Framing as a browser enforces it (issue 12 §6, ADR 034): another site (http://localhost:<port>,
 * a tiny server of this test) may frame the listing page with `iframe` and the widgets, and no
 * other page — Chromium refuses those frames because of `frame-ancestors 'none'`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "../support/fixtures";

const DEMO_JOB = "Verkäufer/in Bäckerei-Konditorei";

let host: Server;
let hostOrigin = "";
let hostPage = "";

test.beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === "/favicon.ico") return void response.writeHead(204).end();
    if (request.url !== "/jobs.html") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, "localhost", resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

// Chromium reports each refused frame as a console error: expected here, one per refused page.
test.use({ allowedConsoleErrors: ["frame-ancestors 'none'"] });

test("another site may frame the embedded listing page, but not the search, company or plain listing page", async ({
  page,
  baseURL,
}) => {
  const frames = {
    embedded: `${baseURL}/de/company/1/job/2?iframe=1`,
    search: `${baseURL}/de/search`,
    company: `${baseURL}/de/company/1`,
    listing: `${baseURL}/de/company/1/job/2`,
  };
  hostPage =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Arbeitgeber</title></head><body>` +
    Object.entries(frames)
      .map(([name, src]) => `<iframe name="${name}" title="${name}" src="${src}" width="600" height="400"></iframe>`)
      .join("") +
    `</body></html>`;
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
  });
  await page.goto(`${hostOrigin}/jobs.html`);

  // The embedded listing renders inside the other site's page.
  await expect(page.frameLocator('iframe[name="embedded"]').getByRole("heading", { level: 1 })).toHaveText(DEMO_JOB);

  // The others never show our document: Chromium puts its error page in their place.
  for (const name of ["search", "company", "listing"]) {
    await expect
      .poll(() => page.frame({ name })?.url() ?? "", { message: `${name} frame is refused` })
      .toMatch(/^chrome-error:/);
  }
  await expect.poll(() => refused.length).toBe(3);
  // (Chromium names only the refused frame's origin.)
  for (const text of refused) expect(text).toContain(`Framing '${baseURL}/'`);
});
