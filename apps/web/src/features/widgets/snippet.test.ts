import { describe, expect, it } from "vitest";
import { widgetSnippet } from "./snippet";

const base = {
  origin: "https://jobs.example.ch/",
  language: "de",
  organizationId: 42,
  frameTitle: "Inserate",
} as const;

describe("the embed snippet", () => {
  it("frames the widget page of the organisation and loads the embed script from the same origin", () => {
    const snippet = widgetSnippet({ ...base, kind: "listings", theme: "auto" });
    expect(snippet).toBe(
      '<iframe src="https://jobs.example.ch/de/widget/listings/42" title="Inserate" data-jobatlas-widget loading="lazy" style="display:block;width:100%;height:420px;border:0"></iframe>\n' +
        '<script src="https://jobs.example.ch/widget.js" async></script>',
    );
  });

  it("carries a forced theme as data-theme and as the frame's ?theme=", () => {
    const snippet = widgetSnippet({ ...base, language: "en", kind: "jobs", theme: "dark" });
    expect(snippet).toContain('src="https://jobs.example.ch/en/widget/jobs/42?theme=dark"');
    expect(snippet).toContain('data-theme="dark"');
  });

  it("escapes the frame's title", () => {
    const snippet = widgetSnippet({ ...base, kind: "jobs", theme: "light", frameTitle: '"><script>x</script>' });
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });
});
