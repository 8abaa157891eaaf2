import { describe, expect, it } from "vitest";
import { safeLinkHref, safeWebsiteHref, websiteLabel } from "./safe-url";

describe("links written by companies", () => {
  it("open for http(s) and mailto", () => {
    expect(safeLinkHref("https://www.muster.ch/jobs")).toBe("https://www.muster.ch/jobs");
    expect(safeLinkHref("http://muster.ch")).toBe("http://muster.ch/");
    expect(safeLinkHref("mailto:jobs@muster.ch")).toBe("mailto:jobs@muster.ch");
  });

  it("are plain text for script, data, relative and broken ones, however they are spelled", () => {
    for (const href of [
      "javascript:window.__xss=1",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "/de/account/logout",
      "//evil.example",
      "www.muster.ch",
      "https://",
      "",
      null,
      undefined,
    ]) {
      expect(safeLinkHref(href), String(href)).toBeUndefined();
    }
  });

  it("websites are http(s) only", () => {
    expect(safeWebsiteHref("mailto:jobs@muster.ch")).toBeUndefined();
    expect(safeWebsiteHref("https://muster.ch/karriere")).toBe("https://muster.ch/karriere");
    expect(websiteLabel("https://www.muster.ch/")).toBe("www.muster.ch");
    expect(websiteLabel("https://muster.ch/karriere")).toBe("muster.ch/karriere");
  });
});
