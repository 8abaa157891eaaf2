/**
 * Issue 30 point 4 (ADR 092): an employer takes their listings out of the global job feed and back
 * in, in the company tab; the feeds are fetched as an aggregator would and validated against the
 * XSD the server serves. The organisation's own feed holds its listing throughout.
 */
import { validateXML } from "xmllint-wasm";
import type { APIRequestContext } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { orgCall, uniqueTitle } from "../support/org-api";

async function validFeed(request: APIRequestContext, url: string) {
  const [feed, schema] = await Promise.all([request.get(url), request.get("/feeds/jobs.xsd")]);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["etag"]).toMatch(/^W\//);
  expect(feed.headers()["last-modified"]).toBeTruthy();
  const xml = await feed.text();
  const result = await validateXML({
    xml: [{ fileName: "jobs.xml", contents: xml }],
    schema: [{ fileName: "jobs.xsd", contents: await schema.text() }],
    maxMemoryPages: 4096,
  });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
  return xml;
}

test("an employer takes the listings out of the global feed and back; the feeds stay valid", async ({
  page,
}, testInfo) => {
  const { slug = "" } = await signUpAndSignIn(page, testInfo, {
    company: `Feed ${testInfo.workerIndex}-${Date.now()} AG`,
    plan: "pro",
  });
  const title = uniqueTitle("Schreiner/in <EFZ> & Co");
  const job = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/jobs", {
    title,
    language: "de",
    status: "active",
  });
  const listing = await orgCall<{ id: number }>(page, slug, "POST", "/capi/org/listings", {
    title,
    job_id: job.id,
    address_id: null,
    status: "active",
    salary_min: 70000,
    salary_max: 85000,
  });
  const inFeed = (xml: string) => xml.includes(`<job id="${listing.id}">`);
  const ownFeed = `/feeds/companies/${slug}/jobs.xml`;

  await page.goto(`/en/org/${slug}/company`);
  const panel = page.getByRole("region", { name: "Job feeds" });
  const takePart = panel.getByRole("checkbox", { name: "Include our listings in the global Jobatlas feed" });
  await expect(takePart).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "Your listings as XML" })).toHaveValue(new RegExp(`${ownFeed}$`));
  await expect(panel.getByRole("textbox", { name: "The XML schema (XSD)" })).toHaveValue(/\/feeds\/jobs\.xsd$/);

  const global = await validFeed(page.request, "/feeds/jobs.xml");
  expect(inFeed(global)).toBe(true);
  expect(global).toContain(`<title>${title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</title>`);

  // Out of the global feed, by keyboard: the own feed keeps the listing.
  await takePart.focus();
  await page.keyboard.press("Space");
  await panel.getByRole("button", { name: "Save feed setting" }).click();
  await expect(page.getByText("Your listings are no longer in the global feed.")).toBeVisible();
  expect(inFeed(await validFeed(page.request, "/feeds/jobs.xml"))).toBe(false);
  expect(inFeed(await validFeed(page.request, ownFeed))).toBe(true);

  // After a reload the choice is there; back in.
  await page.reload();
  await expect(takePart).not.toBeChecked();
  await takePart.check();
  await panel.getByRole("button", { name: "Save feed setting" }).click();
  await expect(page.getByText("Your listings are included in the global feed.")).toBeVisible();
  expect(inFeed(await validFeed(page.request, "/feeds/jobs.xml"))).toBe(true);

  const json = (await (await page.request.get(`/feeds/companies/${slug}/jobs.json`)).json()) as {
    version: string;
    items: { id: string; _jobatlas: { salary: unknown } }[];
  };
  expect(json.version).toBe("https://jsonfeed.org/version/1.1");
  expect(json.items.find((item) => item.id === String(listing.id))?._jobatlas.salary).toEqual({
    min: 70000,
    max: 85000,
    currency: "CHF",
    period: "year",
  });
});
