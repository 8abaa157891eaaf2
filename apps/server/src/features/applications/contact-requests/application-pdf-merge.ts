/**
 * The whole application in one PDF (ADR 093): the application part drawn by pdfkit
 * (application-pdf.ts), then the pages of each attachment the reader took (attachment-pages.ts),
 * with an outline — one bookmark per part: the application, then each attachment by its file name.
 * pdf-lib (the maintained fork @pdfme/pdf-lib) copies the pages; it has no outline API, so the
 * /Outlines dictionary is written with its low-level objects. The application part's metadata
 * (title, author, subject, language) stays as pdfkit wrote it.
 */
import { PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from "@pdfme/pdf-lib";

/** A part of the merged PDF and its bookmark. */
export interface PdfPart {
  title: string;
  /** The part's PDF; for the first part, the document the others are appended to. */
  pdf: Uint8Array;
}

/** Writes the outline: one entry per part, each opening the part's first page. */
function writeOutline(doc: PDFDocument, entries: { title: string; page: PDFRef }[]) {
  const { context } = doc;
  const root = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: root,
      Dest: [entry.page, PDFName.of("Fit")],
    });
    if (index > 0) item.set(PDFName.of("Prev"), refs[index - 1]!);
    if (index < refs.length - 1) item.set(PDFName.of("Next"), refs[index + 1]!);
    context.assign(refs[index]!, item);
  });
  context.assign(
    root,
    context.obj({ Type: "Outlines", First: refs[0]!, Last: refs[refs.length - 1]!, Count: PDFNumber.of(refs.length) }),
  );
  doc.catalog.set(PDFName.of("Outlines"), root);
  // The bookmarks open beside the pages when there is more than the application to find.
  if (entries.length > 1) doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/**
 * One PDF of the parts in order, with a bookmark per part. A part after the first that cannot be
 * copied is left out and named in `failed` (its index among the parts after the first), so the
 * caller can say so in the application part.
 */
export async function mergePdfParts([first, ...rest]: [PdfPart, ...PdfPart[]]): Promise<{
  bytes: Buffer;
  failed: number[];
}> {
  const doc = await PDFDocument.load(first.pdf, { updateMetadata: false });
  const entries = [{ title: first.title, page: doc.getPage(0).ref }];
  const failed: number[] = [];
  for (const [index, part] of rest.entries()) {
    try {
      const source = await PDFDocument.load(part.pdf, { updateMetadata: false });
      const pages = await doc.copyPages(source, source.getPageIndices());
      if (pages.length === 0) throw new Error("no pages");
      for (const page of pages) doc.addPage(page);
      entries.push({ title: part.title, page: pages[0]!.ref });
    } catch {
      failed.push(index);
    }
  }
  writeOutline(doc, entries);
  return { bytes: Buffer.from(await doc.save()), failed };
}
