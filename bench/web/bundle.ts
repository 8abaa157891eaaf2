/**
 * The JavaScript a page loads before it is interactive, measured on the real page load in
 * Chromium: every script response's body gzip-compressed (level 9, as a server or CDN would
 * serve it) and the bytes that actually crossed the wire. The map (MapLibre, its worker and
 * stylesheet) loads lazily after the page: it is listed on its own, not counted.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright";

export interface LoadedScript {
  file: string;
  gzip: number;
  /** Bytes of the body as transferred (compressed when the server compressed it). */
  transfer: number;
  encoding: string;
  lazyMap: boolean;
}

export interface InitialJs {
  path: string;
  scripts: LoadedScript[];
  /** Sum of gzip sizes of the scripts that are not the lazy map. */
  initialGzip: number;
  initialTransfer: number;
  mapGzip: number;
  requests: number;
  /** Milliseconds from navigation until the search field and the first results were there. */
  interactiveMs: number;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export function readManifest(dist: string): Record<string, ManifestChunk> {
  const file = path.join(dist, ".vite/manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>) : {};
}

/** Files of MapLibre's dynamic import and what only it pulls in (by manifest, else by name). */
function lazyMapFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.src?.includes("maplibre-gl") || chunk.src?.includes("basemap")) files.add("/" + chunk.file);
  }
  return files;
}

const isMap = (file: string, mapFiles: Set<string>) =>
  mapFiles.has(file) || /maplibre|basemap/.test(file) || file.startsWith("blob:");

/**
 * Loads `pagePath` in a fresh context, waits until the page is usable (the search field and the
 * settled result list) and the network is quiet, and sums what was loaded.
 */
export async function measureInitialJs(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  manifest: Record<string, ManifestChunk>,
): Promise<InitialJs> {
  const mapFiles = lazyMapFiles(manifest);
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<LoadedScript | undefined>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() !== "script") return;
    pending.push(
      (async (): Promise<LoadedScript | undefined> => {
        const url = response.url();
        const file = url.startsWith("blob:") ? "blob: (worker)" : new URL(url).pathname;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          file,
          gzip: gzipSync(body, { level: 9 }).length,
          transfer: sizes.responseBodySize,
          encoding: response.headers()["content-encoding"] ?? "",
          lazyMap: isMap(file, mapFiles) || url.startsWith("blob:"),
        };
      })().catch(() => undefined), // a response still arriving when the page is closed
    );
  });
  const started = performance.now();
  await page.goto(baseUrl + pagePath);
  await waitUntilSearchUsable(page);
  const interactiveMs = performance.now() - started;
  // A page drawn on the server is visible before its code has run: the app's code counts once
  // it has started (apps/web/src/app/main.tsx marks it), else a quick first paint cut it off.
  await page.locator('html[data-app="started"]').waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // Responses that arrive while the first ones are read are read too.
  let settled = 0;
  while (settled < pending.length) {
    settled = pending.length;
    await Promise.all(pending);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== undefined);
  await context.close();
  scripts.sort((a, b) => b.gzip - a.gzip);
  const initial = scripts.filter((s) => !s.lazyMap);
  return {
    path: pagePath,
    scripts,
    initialGzip: initial.reduce((sum, s) => sum + s.gzip, 0),
    initialTransfer: initial.reduce((sum, s) => sum + s.transfer, 0),
    mapGzip: scripts.filter((s) => s.lazyMap).reduce((sum, s) => sum + s.gzip, 0),
    requests: initial.length,
    interactiveMs,
  };
}

/** The search page is usable: its keyword field takes input and the result list has settled. */
export async function waitUntilSearchUsable(page: Page): Promise<void> {
  await page.locator('[role="search"] input[type="search"]').first().waitFor({ state: "visible", timeout: 30_000 });
  await page.locator('section[aria-busy="false"], [aria-busy="false"]').first().waitFor({ timeout: 30_000 });
}

export interface Chunk {
  file: string;
  name: string;
  bytes: number;
  gzip: number;
}

/**
 * What each chunk (`/assets/…`) holds, from vite's manifest: its source module, else the name
 * rolldown gave it (the files are named by their hash alone, apps/web/vite.config.ts).
 */
export function chunkNames(manifest: Record<string, ManifestChunk>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    names.set(
      "/" + chunk.file,
      (chunk.src ?? chunk.name ?? key).replace(/^(\.\.\/)+node_modules\//, "").replace(/^_/, ""),
    );
  }
  return names;
}

/** Every JavaScript chunk of the build, largest (gzip) first, named from vite's manifest. */
export function chunkList(dist: string, manifest: Record<string, ManifestChunk>): Chunk[] {
  const names = chunkNames(manifest);
  const assets = path.join(dist, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const body = readFileSync(path.join(assets, file));
      const key = `/assets/${file}`;
      return { file: key, name: names.get(key) ?? file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
