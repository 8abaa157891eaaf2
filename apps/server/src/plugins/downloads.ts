/** PDF downloads (an application's attachment, the application as a PDF): how the document names them and how they are sent. */
import type { FastifyReply } from "fastify";
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
