/** A piece of plain text: words as they are, or a URL / email address to show as a link. */
export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "url"; text: string; href: string }
  | { kind: "email"; text: string; href: string };

// http(s) URLs up to whitespace or an angle bracket; emails of the usual shape.
const PATTERN = /(https?:\/\/[^\s<>"']+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
// Punctuation that ends a sentence rather than the URL ("see https://x.ch/a.").
const TRAILING = /[.,;:!?)\]}»"']+$/;

/**
 * Splits plain text into text and links, so a mail or a legal text can show its URLs and email
 * addresses as links without ever injecting HTML. Only http(s) and mailto links come out.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    let raw = match[0];
    const start = match.index;
    let trailing = "";
    if (match[1]) {
      const end = TRAILING.exec(raw);
      if (end) {
        trailing = end[0];
        raw = raw.slice(0, -trailing.length);
      }
    }
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push(match[1] ? { kind: "url", text: raw, href: raw } : { kind: "email", text: raw, href: `mailto:${raw}` });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return mergeText(parts);
}

function mergeText(parts: TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const part of parts) {
    const prev = out.at(-1);
    if (part.kind === "text" && prev?.kind === "text") prev.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/**
 * A link to our own site as a path (`https://jobatlas.ch/de/x?y` → `/de/x?y`) when its origin
 * is one of `origins`, so the dev mailbox opens it on the host the browser is on; other links
 * stay as they are.
 */
export function sameSitePath(href: string, origins: readonly string[]): string {
  try {
    const url = new URL(href);
    return origins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return href;
  }
}
