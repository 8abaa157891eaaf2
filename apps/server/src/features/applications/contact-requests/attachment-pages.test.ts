import { describe, expect, it } from "vitest";
import { pdfOfPages } from "../../../test/pdf-files";
import { ATTACHMENT_MERGE_LIMITS, AttachmentReader } from "./attachment-pages";

describe("the attachment reader's budgets", () => {
  it("leaves out a file that takes longer than its time budget, and reads the next in a fresh worker", async () => {
    const cv = await pdfOfPages(["One", "Two"]);
    const hurried = new AttachmentReader({ ...ATTACHMENT_MERGE_LIMITS, millisecondsPerAttachment: 1 });
    try {
      expect(await hurried.read("slow.pdf", cv)).toEqual({ name: "slow.pdf", byteSize: cv.length, problem: "tooSlow" });
    } finally {
      await hurried.close();
    }
    const reader = new AttachmentReader();
    try {
      const read = await reader.read("cv.pdf", cv);
      expect(read).toMatchObject({ name: "cv.pdf", pages: 2 });
      // What comes back is a PDF of the pages alone, written anew.
      expect("pdf" in read && Buffer.from(read.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    } finally {
      await reader.close();
    }
  });

  it("leaves out a file over the byte limit without reading it, and counts pages per application", async () => {
    const cv = await pdfOfPages(["One", "Two", "Three"]);
    const reader = new AttachmentReader({
      ...ATTACHMENT_MERGE_LIMITS,
      bytesPerAttachment: cv.length - 1,
      pagesInAll: 4,
    });
    try {
      expect(await reader.read("big.pdf", cv)).toMatchObject({ problem: "tooLarge" });
      const small = await pdfOfPages(["One", "Two"]);
      expect(await reader.read("a.pdf", small)).toMatchObject({ pages: 2 });
      expect(await reader.read("b.pdf", small)).toMatchObject({ pages: 2 });
      expect(await reader.read("c.pdf", small)).toMatchObject({ problem: "tooManyPagesInAll" });
      reader.nextApplication();
      expect(await reader.read("c.pdf", small)).toMatchObject({ pages: 2 });
    } finally {
      await reader.close();
    }
  });

  it("takes out page actions and every annotation but links to web addresses", async () => {
    const { PDFDocument, PDFName, PDFArray, PDFString } = await import("@pdfme/pdf-lib");
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const context = doc.context;
    const link = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [0, 0, 10, 10],
      A: { S: "URI", URI: PDFString.of("https://example.com") },
    });
    const script = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [0, 0, 10, 10],
      A: { S: "JavaScript", JS: PDFString.of("app.alert(1)") },
    });
    page.node.set(PDFName.of("Annots"), context.obj([context.register(link), context.register(script)]));
    page.node.set(PDFName.of("AA"), context.obj({ O: { S: "JavaScript", JS: PDFString.of("app.alert(2)") } }));
    const reader = new AttachmentReader();
    try {
      const read = await reader.read("active.pdf", await doc.save());
      if (!("pdf" in read)) throw new Error(`not read: ${read.problem}`);
      const text = Buffer.from(read.pdf).toString("latin1");
      expect(text).not.toContain("JavaScript");
      expect(text).toContain("https://example.com");
      const copy = await PDFDocument.load(read.pdf);
      expect(copy.getPage(0).node.has(PDFName.of("AA"))).toBe(false);
      expect(copy.getPage(0).node.lookup(PDFName.of("Annots"), PDFArray).size()).toBe(1);
    } finally {
      await reader.close();
    }
  });
});
