import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

// A /capi answer well over the 1 kB below which nothing is compressed.
const LARGE_JSON = "/capi/openapi.json";

describe("answers built by the server", () => {
  it("are sent brotli-compressed to a browser that accepts it, the same JSON once decoded", async () => {
    const plain = await t.app.inject({ url: LARGE_JSON });
    const res = await t.app.inject({ url: LARGE_JSON, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it("are sent gzip-compressed to a client that accepts only gzip", async () => {
    const plain = await t.app.inject({ url: LARGE_JSON });
    const res = await t.app.inject({ url: LARGE_JSON, headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it("are sent as they are to a client that accepts no compression, still varying on it for caches", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }]) {
      const res = await t.app.inject({ url: LARGE_JSON, headers });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.json()).toHaveProperty("openapi");
    }
  });

  it("leave small answers as they are", async () => {
    const res = await t.app.inject({ url: "/capi/health", headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("compress the pages' HTML, keeping its headers", async () => {
    // The search page: over 1 kB with the fixture build's preloads (real pages are 4–7 kB).
    const res = await t.app.inject({ url: "/en/search", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('id="app-settings"');
  });

  it("leave the built assets to their precompressed files", async () => {
    const res = await t.app.inject({ url: "/assets/precompressed-abc123.js", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("fixture asset, precompressed by the build");
  });

  it("leave streams and answers with a strong ETag as they are", async () => {
    // A built file without precompressed copies (too small to gain) is a stream.
    const small = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    // The widget's embed script names its one representation by ETag.
    const widget = await t.app.inject({ url: "/widget.js", headers: { "accept-encoding": "br" } });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers.etag).toBeDefined();
    expect(widget.rawPayload.length).toBeGreaterThan(1024);
    expect(widget.headers["content-encoding"]).toBeUndefined();
  });

  it("compress the routes registered before the pages and the API too: the metrics scrape", async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("# TYPE http_requests_total counter");
  });
});

describe("the encoding chosen from Accept-Encoding", () => {
  it("prefers br, then gzip, and honours q=0", async () => {
    const encodingFor = async (header: string | undefined) =>
      (await t.app.inject({ url: LARGE_JSON, headers: header === undefined ? {} : { "accept-encoding": header } }))
        .headers["content-encoding"];
    expect(await encodingFor("gzip, deflate, br")).toBe("br");
    expect(await encodingFor("gzip")).toBe("gzip");
    expect(await encodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(await encodingFor("gzip;q=0,br;q=0")).toBeUndefined();
    expect(await encodingFor("identity")).toBeUndefined();
    expect(await encodingFor(undefined)).toBeUndefined();
  });
});
