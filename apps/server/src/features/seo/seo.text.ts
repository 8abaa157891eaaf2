/**
 * Escaping and text shaping for what the server writes into pages and sitemaps. Everything a
 * company or a listing author wrote passes through one of these before it reaches HTML, JSON-LD
 * or XML, so it can never close a tag, open a script or become a link.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML element content and (double- or single-quoted) attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Text for XML element content and attribute values (sitemaps). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "'" ? "&apos;" : HTML_ESCAPES[c]!));
}

const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for the inside of a `<script type="application/ld+json">` block: `<`, `>`, `&` and the two
 * line separators JavaScript once disallowed in strings are written as \u escapes, so no text can
 * end the script (`</script>`), open a comment (`<!--`) or be read as an entity. JSON.parse gives
 * back the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_JSON_ESCAPES[c]!);
}

/** Links and images as their text (targets with one level of parentheses too): a target, a javascript: one included, is never kept. */
function withoutLinkTargets(markdown: string): string {
  return markdown.replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1");
}

/** Emphasis markers around a run of text (`_` only between word boundaries, so snake_case stays). */
const STRONG = /(\*\*|(?<!\w)__)(\S(?:.*?\S)?)\1/g;
const EMPHASIS = /(\*|(?<!\w)_(?=\S))(\S(?:.*?\S)?)\1(?!\w)/g;

/**
 * Markdown (as companies write it) as plain text for a meta description: link targets, heading,
 * quote and list markers and emphasis dropped, whitespace collapsed. Anything else (HTML
 * included) stays text; the caller escapes it.
 */
export function markdownToPlainText(markdown: string): string {
  return withoutLinkTargets(markdown)
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(STRONG, "$2")
    .replace(EMPHASIS, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function truncate(text: string, max = 160): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const atWord = head.replace(/\s+\S*$/, "");
  return `${(atWord.length >= max / 2 ? atWord : head).replace(/[\s,;:.–-]+$/, "")}…`;
}

/**
 * Markdown as the simple, inert HTML search engines accept in a JobPosting description:
 * paragraphs, `<br>`, bullet lists, `<h3>` for headings, `<strong>`/`<em>`; every character of
 * the text escaped, link targets dropped. No attribute is ever written.
 */
export function markdownToSimpleHtml(markdown: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map(inline).join("<br>")}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
    list = [];
  };
  for (const rawLine of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    const bullet = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (bullet) {
      flushParagraph();
      list.push(bullet[1]!);
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push(`<h3>${inline(heading[1]!)}</h3>`);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks.join("");
}

/**
 * One line of Markdown: links become their text, everything is escaped (HTML the author typed
 * stays visible text, as on the page), then bold and italic markers become tags.
 */
function inline(text: string): string {
  return escapeHtml(withoutLinkTargets(text)).replace(STRONG, "<strong>$2</strong>").replace(EMPHASIS, "<em>$2</em>");
}
