/**
 * The rate limits' key on a socket that is gone (issue 25 point 6, ADR 064): a body after
 * `Content-Length: 0` is a malformed second request, so Node answers 400 and destroys the socket
 * while the first request's hooks still run. `request.ip` is then undefined, and the limiter's
 * default key generator crashed on it ("reading 'toLowerCase'", an error logged on the 500 path).
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "../db/schema";
import { clientKey } from "../lib/client-key";
import type * as ClientKeyModule from "../lib/client-key";
import { SESSION_TTL } from "../sessions/sessions";
import { buildSession } from "../test/factories";
import { buildTestApp, UNTIL_DONE, type TestApp } from "../test/test-app";

const DAY = 24 * 60 * 60 * 1000;

/** "url key" of every request the rate limits keyed, to know when the request got that far. */
const keyed = vi.hoisted(() => [] as string[]);
vi.mock("../lib/client-key", async (importOriginal) => {
  const original = await importOriginal<typeof ClientKeyModule>();
  return {
    ...original,
    clientKey: (request: { ip: string; url: string }) => {
      const key = original.clientKey(request);
      keyed.push(`${request.url} ${key}`);
      return key;
    },
  };
});

let t: TestApp;
let port: number;
beforeAll(async () => {
  // No request lines (as in development, or LOG_LEVEL=warn): a line's remoteAddress would read the
  // socket's address early, and Node keeps it after the socket is destroyed.
  t = await buildTestApp({ LOG_LEVEL: "warn" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.close());

/** Connects, writes `raw` in one go; `closed` resolves with what the server sent once it closed the socket. */
function exchange(raw: string): { closed: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });
  socket.write(raw);
  return { closed };
}

const errorLines = () => t.logs.filter((line) => typeof line.level === "number" && line.level >= 50);

describe("a rate-limited route whose socket is destroyed mid-request", () => {
  it("logs no error, finishes the request and keeps serving", async () => {
    // A session due for renewal: its hook updates the session row, which the test holds locked
    // (on PGlite the open transaction holds every query) until the socket is gone. So the rate
    // limit, a route hook after the session's, runs on a destroyed socket — by order, not by speed.
    const { session, headers } = await buildSession(t, {
      expiresAt: new Date(t.now().getTime() + SESSION_TTL - 2 * DAY),
    });
    const before = errorLines().length;
    let answer = "";
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(sessions).where(eq(sessions.id, session.id)).for("update");
      // A body after `Content-Length: 0` is a malformed second request: Node answers it with 400
      // and destroys the socket, while the first request waits for the session's row.
      answer = await exchange(
        [
          "POST /capi/contact HTTP/1.1",
          "Host: localhost",
          "Content-Type: application/json",
          `Cookie: ${headers.cookie}`,
          `X-CSRFToken: ${headers["x-csrftoken"]}`,
          "Content-Length: 0",
          "",
          '{"name":"a late body"}',
        ].join("\r\n"),
      ).closed;
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // The first request goes on once the row is free: keyed by the limits as an unknown client
    // (the fix), or failing in the limiter's hook with an error logged (before it).
    await vi.waitFor(() => {
      expect(errorLines().length > before || keyed.includes("/capi/contact unknown")).toBe(true);
    }, UNTIL_DONE);
    expect(errorLines().slice(before)).toEqual([]);
    // The server keeps serving.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe("clientKey", () => {
  it("is the address when there is one, a fixed key when the socket is gone, and never throws", () => {
    expect(clientKey({ ip: "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientKey({ ip: "2001:db8:1:2::9" })).toBe("2001:db8:1:2::/64");
    expect(clientKey({ ip: undefined as unknown as string })).toBe("unknown");
    const throwing = {
      get ip(): string {
        throw new TypeError("Cannot read properties of undefined (reading 'toLowerCase')");
      },
    };
    expect(clientKey(throwing)).toBe("unknown");
  });
});
