import { describe, expect, it } from "vitest";
import { zurichEndOfDay } from "./seo.head";
import { escapeHtml, escapeXml, jsonForScript, markdownToPlainText, markdownToSimpleHtml, truncate } from "./seo.text";

const HOSTILE = `</script><script>alert(1)</script> <img src=x onerror=alert(1)> [klick](javascript:alert(1)) <!-- \u2028\u2029 & "q" 'a'`;

describe("jsonForScript", () => {
  it("writes no character that could end the script, open a comment or start an entity, and parses back", () => {
    const json = jsonForScript({ title: HOSTILE, nested: [HOSTILE] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual({ title: HOSTILE, nested: [HOSTILE] });
  });
});

describe("escapeHtml and escapeXml", () => {
  it("leave no markup and no quote that could end an attribute", () => {
    for (const escaped of [escapeHtml(HOSTILE), escapeXml(HOSTILE)]) {
      expect(escaped).not.toMatch(/[<>"']/);
      expect(escaped).toContain("&lt;/script&gt;");
    }
    expect(escapeHtml("a & b")).toBe("a &amp; b");
    expect(escapeXml(`'`)).toBe("&apos;");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words, drops markers and link targets", () => {
    expect(
      markdownToPlainText("# Über uns\n\nWir bauen **Software** für _Spitäler_.\n\n- Zürich\n- [Bern](https://x.ch)"),
    ).toBe("Über uns Wir bauen Software für Spitäler. Zürich Bern");
    expect(markdownToPlainText("snake_case_name and 2*3*4")).toBe("snake_case_name and 2*3*4");
    expect(markdownToPlainText("[klick](javascript:alert(1))")).toBe("klick");
  });
});

describe("markdownToSimpleHtml", () => {
  it("builds paragraphs, lists and headings from escaped text, without attributes or links", () => {
    expect(markdownToSimpleHtml("## Aufgaben\nDu **planst** Touren.\nUnd _fährst_.\n\n- A\n- B & C\n\nEnde")).toBe(
      "<h3>Aufgaben</h3><p>Du <strong>planst</strong> Touren.<br>Und <em>fährst</em>.</p><ul><li>A</li><li>B &amp; C</li></ul><p>Ende</p>",
    );
    const hostile = markdownToSimpleHtml(HOSTILE);
    expect(hostile).not.toMatch(/<(?!\/?(p|br|ul|li|h3|strong|em)>)/);
    expect(hostile).not.toContain("javascript:");
    expect(hostile).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("truncate", () => {
  it("cuts at a word with an ellipsis, within the limit", () => {
    const text = "Wort ".repeat(60).trim();
    const cut = truncate(text, 160);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("Wort…")).toBe(true);
    expect(truncate("kurz", 160)).toBe("kurz");
  });
});

describe("zurichEndOfDay", () => {
  it.each([
    ["2026-01-15", "2026-01-15T23:59:00+01:00"],
    ["2026-07-15", "2026-07-15T23:59:00+02:00"],
    // the changeover days: summer time from 02:00 on 29 March, winter time from 03:00 on 25 October
    ["2026-03-29", "2026-03-29T23:59:00+02:00"],
    ["2026-10-25", "2026-10-25T23:59:00+01:00"],
    ["2026-03-28", "2026-03-28T23:59:00+01:00"],
  ])("%s ends at %s", (date, expected) => {
    expect(zurichEndOfDay(date)).toBe(expected);
    // the same instant as 23:59 on the Zurich wall clock
    const wall = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Zurich",
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(expected));
    expect(wall).toBe(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, 23:59`);
  });
});
