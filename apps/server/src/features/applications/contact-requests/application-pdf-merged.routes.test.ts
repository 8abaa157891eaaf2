/**
 * The whole application in one PDF (ADR 093): the attachments' pages appended with a bookmark per
 * part, hostile attachments listed by name, and the ZIP of several applications' PDFs. Read back
 * as a person's reader would: poppler's pdftotext and pdfinfo, pdf-lib for the outline.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from "@pdfme/pdf-lib";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationAttachments, applications } from "../../../db/schema";
import { testClock } from "../../../test/clock";
import {
  buildApplication,
  buildListing,
  buildOrganization,
  type Application,
  type BuiltMember,
} from "../../../test/factories";
import { encryptedPdf, pdfOfPages } from "../../../test/pdf-files";
import { buildTestApp, jsonHeaders, type TestApp } from "../../../test/test-app";

const run = promisify(execFile);
const clock = testClock(new Date("2026-03-02T09:00:00Z"));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

const pdf = (member: BuiltMember, id: number, language = "en") =>
  t.app.inject({
    url: `/capi/org/applications/${id}/pdf`,
    headers: { ...member.headers, "accept-language": language },
  });
const zip = (member: BuiltMember, payload: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/capi/org/applications/pdf-zip",
    headers: { ...jsonHeaders, ...member.headers, "accept-language": language },
    payload: payload as object,
  });

/** What a poppler tool prints for the PDF (pdftotext keeps the reading order, pages split by form feeds). */
async function poppler(tool: "pdftotext" | "pdfinfo", bytes: Uint8Array): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "jobatlas-merged-"));
  try {
    const file = path.join(dir, "application.pdf");
    writeFileSync(file, bytes);
    const args = tool === "pdftotext" ? ["-enc", "UTF-8", file, "-"] : ["-enc", "UTF-8", file];
    return (await run(tool, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pageCount = async (bytes: Uint8Array) => Number(/^Pages: +(\d+)$/m.exec(await poppler("pdfinfo", bytes))![1]);

/** The outline's entries read back with pdf-lib: each title and the page number (1-based) it opens. */
async function outlineOf(bytes: Uint8Array): Promise<{ title: string; page: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const pageRefs = doc.getPages().map((page) => page.ref.toString());
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (!outlines) return [];
  const entries: { title: string; page: number }[] = [];
  let item = outlines.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of("Title"));
    const dest = item.lookup(PDFName.of("Dest"), PDFArray);
    const target = dest.get(0);
    entries.push({
      title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : "?",
      page: target instanceof PDFRef ? pageRefs.indexOf(target.toString()) + 1 : 0,
    });
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return entries;
}

async function attach(application: Application, fileName: string, bytes: Buffer, n: number) {
  await t.database.db.insert(applicationAttachments).values({
    id: `att-${application.id}-${n}`,
    applicationId: application.id,
    fileName,
    contentType: "application/pdf",
    bytes,
    byteSize: bytes.length,
    createdAt: new Date(clock.now().getTime() + n * 1000),
  });
}

async function scenario() {
  const owner = await buildOrganization(t, { name: "Beck & Söhne AG" });
  const listing = await buildListing(t, { organization: owner.organization, title: "Bäcker/in EFZ" });
  const application = await buildApplication(t, {
    listing,
    firstName: "Zoë",
    lastName: "Müller",
    myStory: "Ich backe seit zehn Jahren Zopf und Gipfeli.",
  });
  return { owner, listing, application };
}

const firstSeenOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.firstSeenAt;

describe("the application PDF with its attachments", () => {
  it("appends the attachments' pages in order, with a bookmark per part and the metadata kept", async () => {
    const { owner, application } = await scenario();
    await attach(
      application,
      "Lebenslauf Zoë.pdf",
      await pdfOfPages(["CV page one", "CV page two", "CV page three"]),
      1,
    );
    await attach(application, "Arbeitszeugnis.pdf", await pdfOfPages(["Reference letter"]), 2);

    const res = await pdf(owner, application.id, "de");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="application-${application.id}.pdf"`);
    const bytes = res.rawPayload;

    const text = await poppler("pdftotext", bytes);
    const order = [
      "Zoë Müller",
      "Ich backe seit zehn Jahren",
      "CV page one",
      "CV page two",
      "CV page three",
      "Reference letter",
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The application part lists the attachments with their pages, and leaves none out.
    expect(text).toContain("Lebenslauf Zoë.pdf");
    expect(text).toContain("3 Seiten, angehängt");
    expect(text).toContain("1 Seite, angehängt");
    expect(text).not.toContain("Nicht eingefügte Anhänge");

    // Own pages ("Seite 1 von n") plus the four attachment pages.
    const own = Number(/Seite 1 von (\d+)/.exec(text)![1]);
    expect(await pageCount(bytes)).toBe(own + 4);
    expect(await outlineOf(bytes)).toEqual([
      { title: "Bewerbung: Zoë Müller", page: 1 },
      { title: "Lebenslauf Zoë.pdf", page: own + 1 },
      { title: "Arbeitszeugnis.pdf", page: own + 4 },
    ]);
    const info = await poppler("pdfinfo", bytes);
    expect(info).toMatch(/^Title: +Bewerbung: Zoë Müller$/m);
    expect(info).toMatch(/^Author: +Beck & Söhne AG$/m);
    // Opening the PDF counts as seeing the application, as before.
    expect(await firstSeenOf(application.id)).toEqual(clock.now());
  });

  it("has one bookmark, the application, when nothing is attached", async () => {
    const { owner, application } = await scenario();
    const bytes = (await pdf(owner, application.id, "en")).rawPayload;
    expect(await poppler("pdftotext", bytes)).toContain("No attachments.");
    expect(await outlineOf(bytes)).toEqual([{ title: "Application: Zoë Müller", page: 1 }]);
  });

  it("lists encrypted, cut-off, broken, huge and non-PDF attachments by name with the reason, and still downloads", async () => {
    const { owner, application } = await scenario();
    const cv = await pdfOfPages(["CV page one", "CV page two"]);
    const secret = encryptedPdf("Secret page");
    // The encrypted file is a real one: a reader opens it (the user password is empty).
    expect(await poppler("pdftotext", secret)).toContain("Secret page");
    await attach(application, "CV.pdf", cv, 1);
    await attach(application, "Geschützt.pdf", secret, 2);
    await attach(application, "Abgeschnitten.pdf", cv.subarray(0, Math.floor(cv.length / 2)), 3);
    await attach(
      application,
      "Kaputt.pdf",
      Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R\n%%EOF\n"),
      4,
    );
    await attach(application, "Riesig.pdf", await pdfOfPages(Array.from({ length: 51 }, (_, i) => `Huge ${i + 1}`)), 5);
    await attach(application, "Foto.pdf", Buffer.from("\x89PNG\r\n\x1a\n not a pdf %%EOF"), 6);

    for (const [language, heading, reasons] of [
      [
        "en",
        "Attachments not included",
        [
          "Geschützt.pdf (1 kB): encrypted or password-protected",
          "Abgeschnitten.pdf (1 kB): incomplete file (cut off)",
          "Kaputt.pdf (1 kB): damaged or unreadable",
          "Riesig.pdf",
          "more than 50 pages",
          "Foto.pdf (1 kB): not a PDF file",
        ],
      ],
      [
        "de",
        "Nicht eingefügte Anhänge",
        [
          "Geschützt.pdf (1 kB): verschlüsselt oder passwortgeschützt",
          "mehr als 50 Seiten",
          "Foto.pdf (1 kB): kein PDF",
        ],
      ],
      ["fr", "Pièces jointes non incluses", ["chiffré ou protégé par mot de passe", "plus de 50 pages"]],
      ["it", "Allegati non inclusi", ["crittografato o protetto da password", "più di 50 pagine"]],
    ] as const) {
      const res = await pdf(owner, application.id, language);
      expect(res.statusCode).toBe(200);
      const text = (await poppler("pdftotext", res.rawPayload)).replace(/\s+/g, " ");
      expect(text).toContain(heading);
      for (const reason of reasons) expect(text).toContain(reason);
      expect(text).toContain("CV page two");
      expect(text).not.toContain("Secret page");
      expect(text).not.toContain("Huge 1");
      const outline = await outlineOf(res.rawPayload);
      expect(outline.map((entry) => entry.title)).toEqual([expect.stringContaining("Zoë Müller"), "CV.pdf"]);
      expect(await pageCount(res.rawPayload)).toBe(outline[1]!.page + 1);
    }
  });

  it("appends at most 200 attachment pages: the attachment that would pass them, and those after, are listed", async () => {
    const { owner, application } = await scenario();
    const fifty = await pdfOfPages(Array.from({ length: 50 }, (_, i) => `Dossier page ${i + 1}`));
    for (const n of [1, 2, 3, 4]) await attach(application, `Dossier ${n}.pdf`, fifty, n);
    await attach(application, "Nachtrag.pdf", await pdfOfPages(["Late addition"]), 5);
    const res = await pdf(owner, application.id, "en");
    expect(res.statusCode).toBe(200);
    const text = (await poppler("pdftotext", res.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Nachtrag.pdf (1 kB): the attachments would pass 200 pages in all");
    expect(text).not.toContain("Late addition");
    const outline = await outlineOf(res.rawPayload);
    expect(outline).toHaveLength(5);
    expect(await pageCount(res.rawPayload)).toBe(outline[1]!.page - 1 + 200);
  });
});

describe("the ZIP of application PDFs", () => {
  it("bundles one merged PDF per application, named by number and applicant, and marks them seen", async () => {
    const { owner, listing, application } = await scenario();
    await attach(application, "CV.pdf", await pdfOfPages(["CV of Zoe"]), 1);
    const other = await buildApplication(t, { listing, firstName: "Jelena", lastName: "Đurić-Łukasiewicz" });
    const res = await zip(owner, { application_ids: [other.id, application.id, other.id] }, "de");
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="applications-2026-03-02.zip"');
    expect(res.headers["cache-control"]).toContain("no-store");
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([
      `${other.id}-jelena-duric-lukasiewicz.pdf`,
      `${application.id}-zoe-mueller.pdf`,
    ]);
    for (const bytes of Object.values(files)) {
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      expect(await pageCount(bytes)).toBeGreaterThan(0);
    }
    const zoe = await poppler("pdftotext", files[`${application.id}-zoe-mueller.pdf`]!);
    expect(zoe).toContain("Bewerbung");
    expect(zoe).toContain("CV of Zoe");
    expect(await outlineOf(files[`${application.id}-zoe-mueller.pdf`]!)).toHaveLength(2);
    expect(await firstSeenOf(application.id)).toEqual(clock.now());
    expect(await firstSeenOf(other.id)).toEqual(clock.now());
  });

  it("answers 404 for the whole request when one id is another organisation's, and makes nothing", async () => {
    const { owner, application } = await scenario();
    const stranger = await scenario();
    const res = await zip(owner, { application_ids: [application.id, stranger.application.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
    expect(await firstSeenOf(application.id)).toBeNull();
    expect((await zip(owner, { application_ids: [Number.MAX_SAFE_INTEGER] })).statusCode).toBe(404);
  });

  it("takes 1 to 50 ids", async () => {
    const { owner, application } = await scenario();
    for (const payload of [
      { application_ids: [] },
      { application_ids: Array.from({ length: 51 }, () => application.id) },
      { application_ids: ["x"] },
      {},
    ]) {
      const res = await zip(owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
    const fifty = await zip(owner, { application_ids: Array.from({ length: 50 }, () => application.id) });
    expect(fifty.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(fifty.rawPayload)))).toEqual([`${application.id}-zoe-mueller.pdf`]);
  });
});
