/**
 * Active content in an uploaded PDF (issue 25 point 7, ADR 064): an applicant's attachment is
 * opened by the employer, so a PDF that runs something when opened — JavaScript (an /OpenAction or
 * /AA with it, or the document's /JavaScript names), a /Launch of a program, embedded files,
 * /RichMedia (Flash, video), an XFA form — or that is also an HTML page (a polyglot, `<script>`
 * after `%PDF-`) is refused, with the reason for the applicant. No PDF library is at hand, so this
 * reads the file's syntax itself, knowing its limits (see the ADR):
 *
 * - Names are read with their `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`).
 * - Object streams (/Type /ObjStm), where a PDF 1.5+ keeps most of its dictionaries compressed,
 *   are inflated (FlateDecode, within a budget) and read too; one that cannot be read (another
 *   filter, a predictor, encrypted, broken, over the budget) makes the file refused: unreadable is
 *   not clean.
 * - Other streams (page contents, fonts, images) hold no actions and are skipped: short names
 *   such as /JS would match by chance in compressed bytes. The long names (/JavaScript, /Launch,
 *   /EmbeddedFile, /RichMedia) are looked for in the whole file as well, so a dictionary disguised
 *   as a stream's body is found too.
 */
import { inflateSync } from "node:zlib";

/** Names that make a PDF active wherever a dictionary holds them. */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA"]);
/** The long ones, which do not appear by chance in compressed bytes: looked for in the whole file. */
const LONG_ACTIVE_NAMES = new Set(["JavaScript", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia"]);
/** HTML a browser would run if it took the file for a page. */
const HTML = /<\s*(?:script|html|body|iframe)\b|<!doctype\s+html/i;
/** Bytes all object streams of one file may inflate to (a small upload can unpack to gigabytes). */
const INFLATE_BUDGET = 64 * 1024 * 1024;

/** Why the PDF is refused: the first active thing found. */
export type PdfActiveContent =
  { kind: "name"; name: string } | { kind: "html" } | { kind: "unreadable"; detail: string };

/** The names (`/Name`) of PDF syntax, `#xx` escapes decoded. */
function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]*)/g)) {
    const raw = match[1] ?? "";
    yield raw.includes("#")
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
  }
}

function firstName(text: string, names: ReadonlySet<string>): string | undefined {
  for (const name of namesIn(text)) if (names.has(name)) return name;
  return undefined;
}

interface Stream {
  /** The stream's dictionary (from the last `obj` before it). */
  dictionary: string;
  bodyStart: number;
  bodyEnd: number;
}

/** Every `<< … >> stream … endstream` of the file (latin1: one character per byte). */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = />>\s*stream(?:\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = keyword.exec(text))) {
    const bodyStart = match.index + match[0].length;
    // Looked for in the 4 KB before only: searching back to the file's start for every stream made
    // a file of many streams without any `obj` take minutes.
    const windowStart = Math.max(0, match.index - 4096);
    const window = text.slice(windowStart, match.index);
    const dictionary = text.slice(windowStart + Math.max(0, window.lastIndexOf("obj")), match.index + 2);
    // The declared length when it holds (an `endstream` right after), else the next `endstream`.
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const byLength = declared ? bodyStart + Number(declared[1]) : -1;
    const bodyEnd =
      byLength >= bodyStart && /^\s*endstream/.test(text.slice(byLength, byLength + 20))
        ? byLength
        : text.indexOf("endstream", bodyStart);
    if (bodyEnd < 0) break;
    streams.push({ dictionary, bodyStart, bodyEnd });
    keyword.lastIndex = bodyEnd;
  }
  return streams;
}

/** The filters a stream's dictionary names, in order. */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dictionary);
  return filter ? [...namesIn(filter[1] ?? "")] : [];
}

/**
 * The first active content of a PDF (`%PDF-` checked by the caller), undefined when none is found.
 * Takes some milliseconds per MB; object streams are inflated up to INFLATE_BUDGET.
 */
export function pdfActiveContent(bytes: Buffer): PdfActiveContent | undefined {
  const text = bytes.toString("latin1");
  if (HTML.test(text)) return { kind: "html" };
  const anywhere = firstName(text, LONG_ACTIVE_NAMES);
  if (anywhere) return { kind: "name", name: anywhere };

  const streams = streamsOf(text);
  // The file's syntax without the streams' bodies: every dictionary outside an object stream.
  let syntax = "";
  let from = 0;
  for (const stream of streams) {
    syntax += text.slice(from, stream.bodyStart);
    from = stream.bodyEnd;
  }
  syntax += text.slice(from);
  const inSyntax = firstName(syntax, ACTIVE_NAMES);
  if (inSyntax) return { kind: "name", name: inSyntax };

  let budget = INFLATE_BUDGET;
  for (const stream of streams) {
    if (!firstName(stream.dictionary, new Set(["ObjStm"]))) continue;
    const body = bytes.subarray(stream.bodyStart, stream.bodyEnd);
    const filters = filtersOf(stream.dictionary);
    let content: Buffer;
    if (filters.length === 0) {
      content = body;
    } else if (filters.every((f) => f === "FlateDecode" || f === "Fl") && filters.length === 1) {
      if (/\/Predictor\s+(?:[2-9]|1\d)/.test(stream.dictionary)) {
        return { kind: "unreadable", detail: "object stream with a predictor" };
      }
      try {
        content = inflateSync(body, { maxOutputLength: budget });
      } catch {
        return { kind: "unreadable", detail: "object stream does not inflate" };
      }
    } else {
      return { kind: "unreadable", detail: `object stream filtered by ${filters.join(", ")}` };
    }
    budget -= content.length;
    const found = firstName(content.toString("latin1"), ACTIVE_NAMES);
    if (found) return { kind: "name", name: found };
  }
  return undefined;
}
