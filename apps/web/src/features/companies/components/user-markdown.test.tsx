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

  it("numbers the text's headings from the section's level down, never skipping one", () => {
    const levels = (text: string, headingLevel: 2 | 3 | 4) =>
      [
        ...renderToStaticMarkup(<UserMarkdown text={text} headingLevel={headingLevel} />).matchAll(
          /<h(\d)[^>]*>([^<]*)</g,
        ),
      ].map((match) => `h${match[1]} ${match[2]}`);
    // "##" as the text's top heading still sits right below the section heading.
    expect(levels("## Dein Tag\n\nDu backst Brot.", 4)).toEqual(["h4 Dein Tag"]);
    // A gap the company left ("#" then "###") closes, and a deeper first heading cannot skip one.
    expect(levels("# A\n\n### B\n\n# C", 3)).toEqual(["h3 A", "h4 B", "h3 C"]);
    expect(levels("### B\n\n# A", 2)).toEqual(["h2 B", "h2 A"]);
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
