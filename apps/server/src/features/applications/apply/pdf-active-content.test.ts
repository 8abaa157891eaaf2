/**
 * Attachments with active content are refused (issue 25 point 7, ADR 064): PDFs with JavaScript
 * (an /OpenAction or /AA), a /Launch, embedded files, rich media, an XFA form or HTML after `%PDF-`
 * were accepted and handed to the employer. Clean PDFs — the e2e fixture, the demo seed's and the
 * product's own (pdfkit) — still pass.
 */
import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_ERROR_CODES } from "@jobatlas/contract";
import { buildSession } from "../../../test/factories";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { pdfActiveContent } from "./pdf-active-content";

/** A PDF of `objects` (bodies of `N 0 obj … endobj`, numbered from 1), catalogue first. */
function pdf(...objects: string[]): Buffer {
  const body = objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join("");
  return Buffer.from(
    `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}trailer\n<< /Root 1 0 R /Size ${objects.length + 1} >>\n%%EOF\n`,
    "latin1",
  );
}

/** A PDF 1.5 whose catalogue sits compressed in an object stream (as most PDFs writers make them). */
function pdfWithObjectStream(catalogue: string): Buffer {
  const inner = `1 0 ${catalogue}`;
  const packed = deflateSync(Buffer.from(inner, "latin1"));
  const head = Buffer.from(
    `%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    "latin1",
  );
  const tail = Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, packed, tail]);
}

/** A PDF as pdfkit writes it (compressed), like the demo seed's attachments and the product's PDFs. */
function pdfkitDocument(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", compress: true, info: { Title: "Lebenslauf", Author: "Lea Muster" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font("Helvetica-Bold").fontSize(18).text("Lea Muster");
    doc.font("Helvetica").fontSize(10).text("Kenntnisse: JavaScript, TypeScript, HTML <script> und CSS.");
    doc.link(50, 50, 100, 20, "https://example.ch/portfolio");
    doc.end();
  });
}

const CATALOGUE = "<< /Type /Catalog /Pages 2 0 R >>";
const PAGES = "<< /Type /Pages /Kids [] /Count 0 >>";

describe("pdfActiveContent", () => {
  it("passes clean PDFs: the e2e fixture, pdfkit's, one with an object stream, one with a harmless /OpenAction", async () => {
    expect(
      pdfActiveContent(
        Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
      ),
    ).toBeUndefined();
    expect(pdfActiveContent(await pdfkitDocument())).toBeUndefined();
    expect(pdfActiveContent(pdfWithObjectStream(CATALOGUE))).toBeUndefined();
    // Opening at page 1, fit to the window: an action, but nothing runs.
    expect(
      pdfActiveContent(pdf("<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>", PAGES, "<< /Type /Page >>")),
    ).toBeUndefined();
  });

  it.each([
    [
      "JavaScript in /OpenAction",
      pdf("<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
      "JavaScript",
    ],
    [
      "JavaScript in a page's /AA",
      pdf(CATALOGUE, PAGES, "<< /Type /Page /AA << /O 4 0 R >> >>", "<< /S /JavaScript /JS 5 0 R >>"),
      "JavaScript",
    ],
    [
      "the document's /JavaScript names",
      pdf("<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>", "<< /Names [(a) 3 0 R] >>"),
      "JavaScript",
    ],
    ["a bare /JS entry", pdf("<< /Type /Catalog /OpenAction << /JS (this.print()) >> >>"), "JS"],
    [
      "a name hidden by #xx escapes",
      pdf("<< /Type /Catalog /OpenAction << /S /J#61va#53cript /JS (x) >> >>"),
      "JavaScript",
    ],
    ["a /Launch action", pdf("<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>"), "Launch"],
    [
      "embedded files",
      pdf("<< /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >>", "<< /Names [] >>"),
      "EmbeddedFiles",
    ],
    ["rich media", pdf(CATALOGUE, "<< /Type /Annot /Subtype /RichMedia >>"), "RichMedia"],
    ["an XFA form", pdf("<< /Type /Catalog /AcroForm << /Fields [] /XFA 2 0 R >> >>"), "XFA"],
  ])("refuses %s", (_, bytes, name) => {
    expect(pdfActiveContent(bytes)).toEqual({ kind: "name", name });
  });

  it("refuses HTML after %PDF- (a polyglot a browser would run as a page)", () => {
    const polyglot = Buffer.from(
      "%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n",
    );
    expect(pdfActiveContent(polyglot)).toEqual({ kind: "html" });
  });

  it("finds JavaScript inside a compressed object stream, where a scan of the raw bytes does not see it", () => {
    const hidden = pdfWithObjectStream("<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>");
    expect(hidden.includes("JavaScript")).toBe(false);
    expect(pdfActiveContent(hidden)).toEqual({ kind: "name", name: "JavaScript" });
    expect(pdfActiveContent(pdfWithObjectStream("<< /Type /Catalog /AcroForm << /XFA 3 0 R >> >>"))).toEqual({
      kind: "name",
      name: "XFA",
    });
  });

  it("refuses an object stream it cannot read: unreadable is not clean", () => {
    const broken = Buffer.concat([
      Buffer.from(
        "%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 8 >>\nstream\n",
        "latin1",
      ),
      Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]),
      Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1"),
    ]);
    expect(pdfActiveContent(broken)?.kind).toBe("unreadable");
    const lzw = Buffer.from(
      "%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n",
    );
    expect(pdfActiveContent(lzw)).toEqual({ kind: "unreadable", detail: "object stream filtered by LZWDecode" });
  });

  it("reads a file of 100,000 streams and no object in one pass (each stream searched the whole file back, minutes)", () => {
    const many = Buffer.from(`%PDF-1.4\n${"<<>>stream\nendstream\n".repeat(100_000)}%%EOF\n`, "latin1");
    expect(many.length).toBeGreaterThan(2_000_000);
    expect(pdfActiveContent(many)).toBeUndefined();
  });
});

describe("POST /capi/user/application-attachments", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  const upload = (headers: Record<string, string>, bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/capi/user/application-attachments",
      headers: { ...headers, "content-type": "application/pdf", "x-file-name": "cv.pdf" },
      payload: bytes,
    });

  it("refuses a PDF with JavaScript and says why, in the applicant's language; a clean one is stored", async () => {
    const seeker = await buildSession(t);
    const active = pdf("<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>");
    const de = await upload({ ...seeker.headers, "accept-language": "de" }, active);
    expect(de.statusCode).toBe(400);
    expect(de.json()).toEqual({
      type: "ServiceError",
      code: APPLICATION_ERROR_CODES.attachmentActiveContent,
      detail:
        "Dieses PDF enthält aktive Inhalte (Skripte, eingebettete Dateien, Medien oder Formularcode), die wir nicht annehmen, damit es sicher geöffnet werden kann. Speichere oder drucke es nochmals als einfaches PDF und lade es nochmals hoch.",
    });
    const en = await upload({ ...seeker.headers, "accept-language": "en" }, active);
    expect(en.json().detail).toMatch(/^This PDF contains active content/);
    const clean = await upload(seeker.headers, await pdfkitDocument());
    expect(clean.statusCode, clean.body).toBe(201);
  });
});
