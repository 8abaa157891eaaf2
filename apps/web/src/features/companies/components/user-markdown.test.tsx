import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UserMarkdown } from "./user-markdown";

const HOSTILE = [
  "# Über uns",
  "",
  "Wir sind **gross**.",
  "",
  "<script>window.__xss=1</script>",
  "",
  '<img src=x onerror="window.__xss=1">',
  "",
  'Inline <b onmouseover="window.__xss=1">bold</b> text.',
  "",
  "[click](javascript:window.__xss=1) [mail](mailto:jobs@muster.ch) [web](https://muster.ch) [rel](/de/account/logout)",
  "",
  "<javascript:window.__xss=1>",
  "",
  "![pixel](https://tracker.example/p.gif)",
].join("\n");

describe("company Markdown", () => {
  const html = renderToStaticMarkup(<UserMarkdown text={HOSTILE} />);

  it("renders the Markdown itself", () => {
    expect(html).toContain("<strong>gross</strong>");
    // The company's top heading sits below the page's section heading.
    expect(html).toMatch(/<h3[^>]*>Über uns<\/h3>/);
  });

  it("creates no element from raw HTML and no script, handler or image", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<b[\s>]/i);
    expect(html).not.toMatch(/onerror|onmouseover/i);
    expect(html).not.toContain("tracker.example");
  });

  it("keeps only http(s) and mailto links; others are plain text", () => {
    expect(html).not.toMatch(/href="[^"]*javascript/i);
    expect(html).not.toContain('href="/de/account/logout"');
    expect(html).toContain("<span>click</span>");
    expect(html).toContain('href="mailto:jobs@muster.ch"');
    expect(html).toMatch(/<a href="https:\/\/muster.ch\/" rel="noopener noreferrer nofollow ugc" target="_blank"/);
  });
});
