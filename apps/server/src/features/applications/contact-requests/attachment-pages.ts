/**
 * The applicant's attached PDFs, read for the merged application PDF (ADR 093). An attachment was
 * checked at upload (apply/pdf-active-content.ts), which does not make it safe to parse: it may be
 * encrypted, cut off, not a PDF at all, huge, or built to make a parser work for minutes or eat
 * memory. So each file is read in a worker thread (attachment-pages.worker.mjs) with a heap limit
 * and a time budget; a file over either, or over the page limits, is reported with a reason and
 * left out, and the worker is replaced. What comes back is a new PDF of the file's pages alone,
 * written by pdf-lib, which the merge then copies in.
 */
import { Worker } from "node:worker_threads";

/** What one download may take from the attachments (ADR 093). */
export const ATTACHMENT_MERGE_LIMITS = {
  /** An attachment of more pages is listed, not appended. */
  pagesPerAttachment: 50,
  /** The attachments' pages in one application PDF; the one that would pass it, and those after, are listed. */
  pagesInAll: 200,
  /** Bytes of one attachment (the upload limit: a larger one was stored before it). */
  bytesPerAttachment: 10 * 1024 * 1024,
  /** Time one attachment may take to read, the worker's start included. */
  millisecondsPerAttachment: 10_000,
  /** The worker's heap: a file that needs more is "too large to read". */
  workerHeapMb: 256,
};
export type AttachmentMergeLimits = typeof ATTACHMENT_MERGE_LIMITS;

/** Why an attachment is listed by name instead of appended. */
export type AttachmentProblem =
  "notPdf" | "incomplete" | "encrypted" | "unreadable" | "tooLarge" | "tooManyPages" | "tooManyPagesInAll" | "tooSlow";

/** An attachment as the merge sees it: its pages, or why they are left out. */
export type ReadAttachment =
  | { name: string; byteSize: number; pages: number; pdf: Uint8Array }
  | { name: string; byteSize: number; problem: AttachmentProblem };

interface WorkerAnswer {
  id: number;
  pages?: number;
  bytes?: ArrayBuffer;
  problem?: "encrypted" | "unreadable" | "tooManyPages";
}

const WORKER_URL = new URL("./attachment-pages.worker.mjs", import.meta.url);

/** Whether the bytes end like a PDF (`%%EOF` in the last kilobyte): a file cut off in transfer does not. */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-1024);
  return tail.includes("%%EOF");
}

/**
 * Reads attachments one after another in one worker thread, started at the first file that needs
 * it; `close()` ends it. One reader serves a whole download (a ZIP of many applications too).
 */
export class AttachmentReader {
  private worker: Worker | undefined;
  private nextId = 0;
  private pagesLeft: number;

  constructor(private readonly limits: AttachmentMergeLimits = ATTACHMENT_MERGE_LIMITS) {
    this.pagesLeft = limits.pagesInAll;
  }

  /** Starts counting the pages in all anew: the next application's attachments. */
  nextApplication() {
    this.pagesLeft = this.limits.pagesInAll;
  }

  /** The attachment's pages as a new PDF, or why it is left out. */
  async read(name: string, bytes: Uint8Array): Promise<ReadAttachment> {
    const byteSize = bytes.byteLength;
    const problem = (problem: AttachmentProblem): ReadAttachment => ({ name, byteSize, problem });
    if (byteSize > this.limits.bytesPerAttachment) return problem("tooLarge");
    if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(5, byteSize)).toString("latin1") !== "%PDF-")
      return problem("notPdf");
    if (!endsLikePdf(bytes)) return problem("incomplete");
    if (this.pagesLeft <= 0) return problem("tooManyPagesInAll");
    const answer = await this.inWorker(bytes);
    if ("problem" in answer) return { name, byteSize, problem: answer.problem };
    if (answer.pages > this.pagesLeft) return problem("tooManyPagesInAll");
    this.pagesLeft -= answer.pages;
    return { name, byteSize, pages: answer.pages, pdf: answer.pdf };
  }

  /** Ends the worker thread, if one runs. */
  async close() {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    this.worker = new Worker(WORKER_URL, {
      // Plain JavaScript: none of the process's loader flags (`--import tsx` resolves from the
      // working directory, which need not hold it).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    // An error between two reads (out of memory racing a timeout) has a listener too, so it never
    // becomes an unhandled 'error' event of the process; the read that was waiting handles its own.
    this.worker.on("error", () => {});
    // pdf-lib writes warnings about broken files to the console: read and dropped, never logged.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    return this.worker;
  }

  private inWorker(
    bytes: Uint8Array,
  ): Promise<{ pages: number; pdf: Uint8Array } | { problem: Exclude<AttachmentProblem, "notPdf"> }> {
    const worker = this.startWorker();
    const id = ++this.nextId;
    // A copy of its own: the worker takes the buffer over, and the caller's may be a view of a pool.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve) => {
      const finish = (
        answer: { pages: number; pdf: Uint8Array } | { problem: Exclude<AttachmentProblem, "notPdf"> },
        stopWorker: boolean,
      ) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (stopWorker && this.worker === worker) {
          this.worker = undefined;
          void worker.terminate();
        }
        resolve(answer);
      };
      const onMessage = (message: WorkerAnswer) => {
        if (message.id !== id) return;
        if (message.bytes && message.pages) finish({ pages: message.pages, pdf: new Uint8Array(message.bytes) }, false);
        else finish({ problem: message.problem ?? "unreadable" }, false);
      };
      // ERR_WORKER_OUT_OF_MEMORY when the file needs more than the heap limit.
      const onError = (error: Error & { code?: string }) =>
        finish({ problem: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "tooLarge" : "unreadable" }, true);
      const onExit = () => finish({ problem: "unreadable" }, true);
      const timer = setTimeout(() => finish({ problem: "tooSlow" }, true), this.limits.millisecondsPerAttachment);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ id, bytes: copy.buffer, maxPages: this.limits.pagesPerAttachment }, [copy.buffer]);
    });
  }
}
