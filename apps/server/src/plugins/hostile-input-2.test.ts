import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "@jobatlas/contract";
import { buildTestApp, csrfHeaders, type TestApp } from "../test/test-app";

/**
 * Errors that Node's HTTP parser raises before any of our handlers runs, seen from a raw socket:
 * every answer is a whole HTTP response with a catalogue body (docs/domain.md §3), never Fastify's
 * `{"error","statusCode"}`.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

function parse(raw: string, closedAfterMs: number): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.slice(0, end === -1 ? raw.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: end === -1 ? "" : raw.slice(end + 4),
    closedAfterMs,
  };
}

/** Writes each chunk (with an optional pause before it) and reads until the server closes. */
function exchange(chunks: (string | { pauseMs: number })[], port_ = port): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port_, "127.0.0.1");
    const received: Buffer[] = [];
    let started = 0;
    socket.on("data", (d) => received.push(d));
    socket.on("error", (e: NodeJS.ErrnoException) => {
      // The server may reset a connection it refused while we still write; what it sent counts.
      if (e.code !== "ECONNRESET" && e.code !== "EPIPE") reject(e);
    });
    socket.on("close", () => resolve(parse(Buffer.concat(received).toString("utf8"), Date.now() - started)));
    socket.on("connect", async () => {
      started = Date.now();
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        if (typeof chunk === "string") socket.write(chunk);
        else await new Promise((r) => setTimeout(r, chunk.pauseMs));
      }
    });
  });
}

function expectCatalogueJson(res: RawResponse) {
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
  const body = JSON.parse(res.body) as unknown;
  expect(ZErrorBody.safeParse(body).success).toBe(true);
  expect(body).not.toHaveProperty("statusCode");
  expect(body).not.toHaveProperty("error");
  return body;
}

describe("errors of Node's HTTP parser answer in the catalogue's shape", () => {
  it("431 for headers over 16 KiB: PayloadTooLarge, the closest type (431 has none), in the request's language", async () => {
    const res = await exchange([
      `GET /capi/status HTTP/1.1\r\nHost: x\r\nAccept-Language: de-CH\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(res.status).toBe(431);
    expect(expectCatalogueJson(res)).toEqual({
      type: "PayloadTooLarge",
      detail: "Die Kopfzeilen der Anfrage sind zu gross (höchstens 16 KiB).",
    });
    expect(res.headers.connection).toBe("close");
  });

  it("400 ValidationError for two Content-Length headers", async () => {
    const res = await exchange([
      "POST /capi/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Content-Length: 2\r\nContent-Length: 20\r\nAccept-Language: en\r\n\r\n{}",
    ]);
    expect(res.status).toBe(400);
    expect(expectCatalogueJson(res)).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["header", "__root__"], msg: "The request is malformed." }],
    });
  });

  it("400 ValidationError for a header with a space in its name, and for a header line without a colon", async () => {
    for (const header of ["Bad Header: 1", "NoColonHere"]) {
      const res = await exchange([`GET /capi/status HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`]);
      expect(res.status).toBe(400);
      expect(expectCatalogueJson(res)).toMatchObject({ type: "ValidationError" });
    }
  });

  it("400 ValidationError on the body for bad chunked encoding", async () => {
    const res = await exchange([
      "POST /capi/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      "zz\r\n{}\r\n0\r\n\r\n",
    ]);
    expect(res.status).toBe(400);
    expect(expectCatalogueJson(res)).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "__root__"], msg: "The request is malformed." }],
    });
  });

  it("400 ValidationError for a request line that is not HTTP", async () => {
    const res = await exchange(["HELLO THERE\r\n\r\n"]);
    expect(res.status).toBe(400);
    expect(expectCatalogueJson(res)).toMatchObject({ type: "ValidationError" });
  });

  it("keeps serving well-formed requests afterwards", async () => {
    const res = await exchange(["GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: "ok" });
  });
});

describe("slow clients are cut off", () => {
  let slow: TestApp;
  let slowPort: number;
  beforeAll(async () => {
    slow = await buildTestApp({ REQUEST_TIMEOUT_MS: "600", CONNECTION_TIMEOUT_MS: "300" });
    await slow.app.listen({ port: 0, host: "127.0.0.1" });
    slowPort = (slow.app.server.address() as AddressInfo).port;
  });
  afterAll(() => slow.app.close());

  const head =
    "POST /capi/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n" +
    `Cookie: ${csrfHeaders.cookie}\r\nX-CSRFToken: ${csrfHeaders["x-csrftoken"]}\r\nAccept-Language: en\r\n\r\n`;

  it("a client that sends headers and 9 of 100 announced body bytes, then nothing, loses the connection", async () => {
    const res = await exchange([head, '{"email":', { pauseMs: 5000 }], slowPort);
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(300);
    expect(res.closedAfterMs).toBeLessThan(2000);
  });

  it("a client that trickles its body is answered 408 in the catalogue's shape once the request time is up", async () => {
    const trickle = Array.from({ length: 30 }, () => [{ pauseMs: 100 }, " "]).flat();
    const res = await exchange([head, ...trickle], slowPort);
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(600);
    expect(res.closedAfterMs).toBeLessThan(2500);
    expect(res.status).toBe(408);
    expect(expectCatalogueJson(res)).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "__root__"], msg: "The request did not arrive in time. Please try again." }],
    });
  });

  it("a request that arrives in time is served as usual", async () => {
    const res = await exchange(["GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], slowPort);
    expect(res.status).toBe(200);
  });
});

describe("a request arriving while the server drains (SIGTERM)", () => {
  it("is answered 503 ServiceUnavailable in the catalogue's shape, while the request in flight finishes", async () => {
    const draining = await buildTestApp();
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    draining.app.get("/test/slow", async () => {
      entered();
      await released;
      return { done: true };
    });
    await draining.app.listen({ port: 0, host: "127.0.0.1" });
    const drainingPort = (draining.app.server.address() as AddressInfo).port;

    const socket = connect(drainingPort, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (d) => received.push(d));
    const closed = new Promise((r) => socket.on("close", r));
    socket.write("GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await inHandler;
    const closing = draining.app.close();
    // The second request reached the server (parsed, its answer queued behind the first's).
    const arrived = new Promise<void>((r) =>
      draining.app.server.on("request", (req: { url?: string }) => req.url === "/capi/status" && r()),
    );
    socket.write("GET /capi/status HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n");
    await arrived;
    release();
    await closed;
    await closing;

    const raw = Buffer.concat(received).toString("utf8");
    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toContain('{"done":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(second!.slice(second!.indexOf("\r\n\r\n") + 4))).toEqual({
      type: "ServiceUnavailable",
      detail: "The service is briefly unavailable. Please try again.",
    });
  });
});
