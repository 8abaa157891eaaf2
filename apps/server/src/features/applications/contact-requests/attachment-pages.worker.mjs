// The worker thread that reads an applicant's attached PDF for the merged application PDF (ADR 093).
// Plain JavaScript, so Node runs it as it is under tsx, Vitest and the built server alike. It runs
// with a heap limit, and attachment-pages.ts ends it when one file takes longer than its budget: a
// hostile file can cost this thread, never the server's.
//
// Message in:  { id, bytes: ArrayBuffer, maxPages }
// Message out: { id, pages, bytes: ArrayBuffer } — a new PDF of the file's pages alone, written by
//              pdf-lib (no object streams, page actions removed, only links to web addresses kept)
//          or: { id, problem: "encrypted" | "unreadable" | "tooManyPages", pages? }
import { parentPort } from "node:worker_threads";
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName } from "@pdfme/pdf-lib";

const AA = PDFName.of("AA");
const ANNOTS = PDFName.of("Annots");

/** Whether an annotation is a link to a web address and nothing else (the links of a CV). */
function isWebLink(context, annotation) {
  const dict = context.lookup(annotation);
  if (!(dict instanceof PDFDict)) return false;
  if (dict.get(PDFName.of("Subtype"))?.toString() !== "/Link") return false;
  const action = context.lookup(dict.get(PDFName.of("A")));
  if (!(action instanceof PDFDict)) return false;
  return action.get(PDFName.of("S"))?.toString() === "/URI" && !action.has(PDFName.of("Next"));
}

/** Removes what a page could run or open (its actions, forms, other annotations) before it is copied. */
function disarm(context, page) {
  page.node.delete(AA);
  const annotations = context.lookup(page.node.get(ANNOTS));
  if (!(annotations instanceof PDFArray)) {
    page.node.delete(ANNOTS);
    return;
  }
  const links = annotations.asArray().filter((annotation) => isWebLink(context, annotation));
  if (links.length === 0) page.node.delete(ANNOTS);
  else page.node.set(ANNOTS, context.obj(links));
}

async function pagesOf(bytes, maxPages) {
  let source;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    return { problem: error instanceof EncryptedPDFError ? "encrypted" : "unreadable" };
  }
  if (source.isEncrypted) return { problem: "encrypted" };
  const pages = source.getPages();
  if (pages.length === 0) return { problem: "unreadable" };
  if (pages.length > maxPages) return { problem: "tooManyPages", pages: pages.length };
  for (const page of pages) disarm(source.context, page);
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  const written = await copy.save({ useObjectStreams: false });
  return { pages: pages.length, bytes: written };
}

parentPort?.on("message", async ({ id, bytes, maxPages }) => {
  let answer;
  try {
    answer = await pagesOf(new Uint8Array(bytes), maxPages);
  } catch {
    answer = { problem: "unreadable" };
  }
  if (answer.bytes) {
    const buffer = answer.bytes.buffer.slice(
      answer.bytes.byteOffset,
      answer.bytes.byteOffset + answer.bytes.byteLength,
    );
    parentPort.postMessage({ id, pages: answer.pages, bytes: buffer }, [buffer]);
  } else {
    parentPort.postMessage({ id, ...answer });
  }
});
