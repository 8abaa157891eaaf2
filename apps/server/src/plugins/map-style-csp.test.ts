import { describe, expect, it } from "vitest";
import { PAGE_CSP } from "./security-headers";
import { withMapStyleOrigin } from "./spa";
import { buildTestApp } from "../test/test-app";

describe("a map style from another host", () => {
  it("may be fetched and drawn: its origin joins connect-src and img-src, nothing else changes", () => {
    const csp = withMapStyleOrigin(PAGE_CSP, "https://tiles.example.ch/styles/basic.json?key=1");
    expect(csp).toContain("connect-src 'self' https://tiles.example.ch;");
    expect(csp).toContain("img-src 'self' https://tiles.example.ch data: blob:");
    expect(csp).toContain("script-src 'self';");
    expect(withMapStyleOrigin(PAGE_CSP, null)).toBe(PAGE_CSP);
  });

  it("is allowed on the pages when MAP_STYLE_URL is set", async () => {
    const t = await buildTestApp({ MAP_STYLE_URL: "https://tiles.example.ch/style.json" });
    try {
      const page = await t.app.inject({ url: "/de/search" });
      expect(page.headers["content-security-policy"]).toContain("connect-src 'self' https://tiles.example.ch");
    } finally {
      await t.app.close();
    }
  });
});
