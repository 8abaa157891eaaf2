/**
 * `COPY … FROM STDIN` through node-postgres without pg-copy-streams: a Submittable that the pg
 * client drives (it calls `submit`, then the `handle*` methods as the server's messages arrive),
 * which sends CopyData messages as the caller writes and waits for the socket to drain.
 */
import { once } from "node:events";
import type pg from "pg";

/** The part of pg's (untyped) Connection this uses. */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

export class CopyIn {
  readonly #text: string;
  #connection: PgConnection | undefined;
  #error: Error | undefined;
  #rowCount = 0;
  #ready: Promise<void>;
  #done: Promise<number>;
  #onReady!: () => void;
  #onDone!: (rows: number) => void;
  #onError!: (err: Error) => void;

  constructor(text: string) {
    this.#text = text;
    this.#ready = new Promise((resolve) => (this.#onReady = resolve));
    this.#done = new Promise<number>((resolve, reject) => {
      this.#onDone = resolve;
      this.#onError = reject;
    });
    this.#done.catch(() => {}); // reported through write() and end()
  }

  /** Starts the COPY on a connected client. */
  static async start(client: pg.ClientBase, text: string): Promise<CopyIn> {
    const copy = new CopyIn(text);
    void client.query(copy as unknown as pg.QueryConfig);
    await Promise.race([copy.#ready, copy.#done]);
    return copy;
  }

  /** Sends rows (COPY text); resolves once the socket can take more. */
  async write(chunk: string | Buffer): Promise<void> {
    if (this.#error) throw this.#error;
    const connection = this.#connection;
    if (!connection) throw new Error("COPY not started");
    connection.sendCopyFromChunk(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (connection.stream.writableNeedDrain) await once(connection.stream, "drain");
  }

  /** Ends the data; resolves with the number of rows copied. */
  async end(): Promise<number> {
    if (this.#error) throw this.#error;
    this.#connection?.endCopyFrom();
    return this.#done;
  }

  // --- the Submittable interface of pg.Client ---
  submit(connection: PgConnection): void {
    this.#connection = connection;
    connection.query(this.#text);
  }
  handleCopyInResponse(): void {
    this.#onReady();
  }
  handleCommandComplete(msg: { text?: string }): void {
    this.#rowCount = Number(/COPY (\d+)/.exec(msg.text ?? "")?.[1] ?? 0);
  }
  handleReadyForQuery(): void {
    if (this.#error) this.#onError(this.#error);
    else this.#onDone(this.#rowCount);
  }
  handleError(err: Error): void {
    this.#error = err;
    this.#onError(err);
  }
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
