import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// The public pages' first load holds no zod (docs/decisions/084-public-pages-module.md): zod
// loads with the first form. What a page loads until it is usable and the network is quiet is
// read from the build's source maps (served beside each script); a module of zod in any of them
// fails the test, whichever import brought it there. The lint rule of eslint.config.js keeps the
// first load's own modules on @jobatlas/contract/core; this checks what the build made of it.
const COMPANY_ID = 2; // demo-pro-software (seed README)

async function zodModulesOfFirstLoad(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  const listen = (response: Response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/assets/"))
      scripts.add(response.url());
  };
  page.on("response", listen);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", listen);
  expect(scripts.size, `scripts of ${path}`).toBeGreaterThan(0);
  const zod: string[] = [];
  for (const script of scripts) {
    const map = await page.request.get(`${script}.map`);
    // Rolldown's tiny runtime chunk has no map of its own; every module of ours and of zod has one.
    if (map.status() === 404) continue;
    expect(map.ok(), `${script}.map`).toBe(true);
    const { sources } = (await map.json()) as { sources: string[] };
    zod.push(...sources.filter((source) => /[\\/]node_modules[\\/]zod[\\/]/.test(source)));
  }
  return zod;
}

async function firstListingId(request: APIRequestContext): Promise<number> {
  const listings = (await (await request.get(`/capi/companies/${COMPANY_ID}/listings`)).json()) as {
    items: { id: number }[];
  };
  return listings.items[0]!.id;
}

test("the search, company and listing pages load no zod until a form asks for it", async ({ page }) => {
  expect(await zodModulesOfFirstLoad(page, "/de/search?query=Software")).toEqual([]);
  expect(await zodModulesOfFirstLoad(page, `/de/company/${COMPANY_ID}/`)).toEqual([]);
  expect(
    await zodModulesOfFirstLoad(page, `/en/company/${COMPANY_ID}/job/${await firstListingId(page.request)}`),
  ).toEqual([]);
});
