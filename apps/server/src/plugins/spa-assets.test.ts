import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";

// The fixture build (test/fixtures/web-dist) has an asset with the .br and .gz the build writes
// beside it, and a vite manifest naming each language's two catalogue chunks.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const ASSET = "/assets/precompressed-abc123.js";

describe("built assets", () => {
  it("are sent brotli-compressed to a browser that accepts it, cached for a year", async () => {
    const res = await t.app.inject({ url: ASSET, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body).toContain("fixture asset, precompressed by the build");
    expect(res.rawPayload.length).toBeLessThan(body.length / 10);
  });

  it("are sent gzip-compressed to a client that accepts only gzip", async () => {
    const res = await t.app.inject({ url: ASSET, headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toContain("fixture asset, precompressed by the build");
  });

  it("are sent as they are to a client that accepts no compression, still varying on it for caches", async () => {
    const res = await t.app.inject({ url: ASSET, headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.body).toContain("fixture asset, precompressed by the build");
  });

  it("name their source map in a SourceMap header, also when sent compressed", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await t.app.inject({ url: ASSET, headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.sourcemap).toBe("precompressed-abc123.js.map");
    }
    const map = await t.app.inject({ url: `${ASSET}.map` });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ version: 3 });
    // A script without a map names none.
    const bare = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(bare.headers.sourcemap).toBeUndefined();
  });

  it("without a compressed copy are sent as they are", async () => {
    const res = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toContain("fixture asset");
  });
});

/** The chunks a page preloads, in order. */
function preloads(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
}

describe("pages", () => {
  it.each([
    ["de", "/assets/de-public-abc123.js"],
    ["en", "/assets/en-public-abc123.js"],
  ])(
    "in %s preload their catalogue's public part and the screen's code with the layout's, each chunk once",
    async (language, catalogue) => {
      const res = await t.app.inject({ url: `/${language}/search?q=Koch` });
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual([
        catalogue,
        "/assets/route-abc123.js",
        "/assets/shared-abc123.js",
        "/assets/search-abc123.js",
      ]);
    },
  );

  it("other than search, company and listing pages preload both parts of their catalogue", async () => {
    const res = await t.app.inject({ url: "/de/account/login" });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body).slice(0, 2)).toEqual(["/assets/de-public-abc123.js", "/assets/de-rest-abc123.js"]);
  });

  it("that show no screen of their own (404) preload their whole catalogue only", async () => {
    const res = await t.app.inject({ url: "/en/no-such-screen" });
    expect(res.statusCode).toBe(404);
    expect(preloads(res.body)).toEqual(["/assets/en-public-abc123.js", "/assets/en-rest-abc123.js"]);
  });
});
