/**
 * Downloads (an application's attachment, the application as a PDF, a ZIP of application PDFs,
 * CSV): how the document names them and how they are sent.
 */
import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import { Zip, ZipPassThrough } from "fflate";
import { z } from "zod";

/** The document's answer of a PDF download: the file as the body. */
export const PDF_DOWNLOAD = {
  description: "The PDF",
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
};

/** Sends `bytes` as a PDF download named by `contentDisposition`, private and never cached. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, contentDisposition: string) {
  return (
    reply
      .type("application/pdf")
      .header("content-disposition", contentDisposition)
      .header("cache-control", "private, no-store")
      // The document names the body a binary string; Fastify sends the buffer as it is.
      .send(bytes as unknown as string)
  );
}

/** The OpenAPI response of a CSV download. */
export const CSV_DOWNLOAD = {
  description: "The CSV file (UTF-8)",
  content: { "text/csv": { schema: z.string() } },
};

/** Sends `text` as a CSV download named `fileName`, private and never cached. */
export function sendCsv(reply: FastifyReply, text: string, fileName: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(text);
}

/** The document's answer of a ZIP download. */
export const ZIP_DOWNLOAD = {
  description: "The ZIP file",
  content: { "application/zip": { schema: z.string().meta({ format: "binary" }) } },
};

/** A file of a ZIP download: a safe relative name (ASCII, no folders) and its bytes. */
export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Sends `files` as a ZIP named `fileName` (ASCII), private and never cached. The ZIP is written
 * while it is sent (fflate, stored: the files are compressed PDFs): the next file is asked for
 * only once the client took the last one, so memory holds about one file whatever their number
 * (ADR 093). A client that goes away stops the files (the iterator's `finally` runs); an error
 * while making one ends the answer early, logged — the status has left already.
 */
export function sendZip(reply: FastifyReply, files: AsyncIterable<ZipFile>, fileName: string, modified: Date) {
  const body = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) body.destroy(error);
    else if (!body.destroyed) {
      body.write(chunk);
      if (final) body.end();
    }
  });
  const taken = () =>
    new Promise<void>((resolve) => {
      if (!body.writableNeedDrain || body.destroyed) return resolve();
      const done = () => {
        body.off("drain", done);
        body.off("close", done);
        resolve();
      };
      body.on("drain", done);
      body.on("close", done);
    });
  void (async () => {
    try {
      for await (const file of files) {
        if (body.destroyed) break;
        const entry = new ZipPassThrough(file.name);
        entry.mtime = modified;
        zip.add(entry);
        entry.push(file.bytes, true);
        await taken();
        if (body.destroyed) break;
      }
      if (!body.destroyed) zip.end();
    } catch (error) {
      reply.log.error({ err: error }, "the ZIP download failed while it was sent");
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return (
    reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "private, no-store")
      // The document names the body a binary string; Fastify sends the stream as it is.
      .send(body as unknown as string)
  );
}
