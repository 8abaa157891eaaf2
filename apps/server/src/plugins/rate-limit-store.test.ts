import { randomInt } from "node:crypto";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { buildUser } from "../test/factories";
import { loginTokenFromMail } from "../test/mailbox";
import { buildTestApp, eventually, jsonHeaders, type TestApp } from "../test/test-app";

/**
 * Rate limits when Redis goes away (ADR 037): each instance goes on counting in memory, logs one
 * warning per outage, and shares the counters again once Redis answers; a Redis that hangs costs
 * a request at most the command timeout. Needs Redis at 127.0.0.1:6379 or REDIS_URL (.ci/run
 * starts one). ~3–6 s.
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const WARNING = "Redis unreachable: rate limits count per instance in memory until it answers again";
const RECOVERED = "Redis answers again: rate limits are shared across instances again";

const apps: TestApp[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.app.close()));
  for (const close of closers) await close();
});

async function app(env: Record<string, string>) {
  const built = await buildTestApp({ RATE_LIMIT_AUTH: "3", ...env });
  apps.push(built);
  return built;
}

const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A sign-in request from `ip`: with an address it mails a link (the per-address limit allows only
 * a few an hour), without one it is a 400 that the per-IP limit counts all the same.
 */
function signIn(t: TestApp, ip: string, email?: string) {
  return t.app.inject({
    method: "POST",
    url: "/capi/login",
    headers: jsonHeaders,
    payload: email ? { email } : {},
    remoteAddress: ip,
  });
}

const messages = (t: TestApp, msg: string) => t.logs.filter((l) => l.msg === msg);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP proxy in front of Redis that a test can cut (connections dropped, port closed) and reopen,
 * or stall (connections stay open, commands get no answer: a hanging Redis).
 */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  /** Connections over which Redis has answered (the client's ready check at least). */
  let answered = 0;
  let stalled = false;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      upstream.once("data", () => answered++);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("error", () => {});
        s.on("close", () => {
          sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.on("data", (chunk: Buffer) => void (stalled || upstream.write(chunk)));
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const cut = async () => {
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const s of sockets) s.destroy();
    await closed;
  };
  await open();
  closers.push(cut);
  const stall = () => void (stalled = true);
  return { url: () => `redis://127.0.0.1:${port}`, cut, open, stall, answered: () => answered };
}

describe("rate limits when Redis is away", () => {
  it("with REDIS_URL at a closed port, limits still hold per instance, one warning is logged, and sign-in works", async () => {
    const t = await app({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const user = await buildUser(t, { email: `fallback.${randomInt(1e9)}@example.ch` });
    const ip = someIp();
    expect((await signIn(t, ip, user.email)).statusCode).toBe(200);
    expect(await loginTokenFromMail(t.database.db, user.email)).toBeTruthy();
    expect((await signIn(t, ip)).statusCode).toBe(400);
    expect((await signIn(t, ip)).statusCode).toBe(400);
    const limited = await signIn(t, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ type: "RateLimited" });
    expect((await signIn(t, someIp())).statusCode).toBe(400);
    expect(messages(t, WARNING)).toHaveLength(1);
    expect(messages(t, WARNING)[0]).toMatchObject({ level: 40 });
  });

  it("shares counters through Redis, counts per instance while Redis is cut off, and shares again once it is back", async () => {
    // Fails with a clear line when there is no Redis to test against.
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await probe.connect().catch((error: unknown) => {
      throw new Error(`Redis is not reachable at ${REDIS_URL}: start redis-server (see .ci/run) or set REDIS_URL`, {
        cause: error,
      });
    });
    probe.disconnect();

    const proxy = await redisProxy();
    const [a, b] = [await app({ REDIS_URL: proxy.url() }), await app({ REDIS_URL: proxy.url() })];
    const user = await buildUser(a, { email: `outage.${randomInt(1e9)}@example.ch` });
    // Shared: 3 a minute for one address across both instances (once both clients are connected).
    await eventually(async () => expect(proxy.answered()).toBeGreaterThanOrEqual(2), 10_000);
    await eventually(async () => {
      const shared = someIp();
      expect((await signIn(a, shared)).statusCode).toBe(400);
      expect((await signIn(b, shared)).statusCode).toBe(400);
      expect((await signIn(a, shared)).statusCode).toBe(400);
      expect((await signIn(b, shared)).statusCode).toBe(429);
    }, 10_000);
    const warnedBefore = [messages(a, WARNING).length, messages(b, WARNING).length];

    // Cut off: each instance counts alone — 3 on a, then 3 more on b — and sign-in still works.
    await proxy.cut();
    const during = someIp();
    expect((await signIn(a, during, user.email)).statusCode).toBe(200);
    expect(await loginTokenFromMail(a.database.db, user.email)).toBeTruthy();
    for (let i = 0; i < 2; i++) expect((await signIn(a, during)).statusCode).toBe(400);
    expect((await signIn(a, during)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await signIn(b, during)).statusCode).toBe(400);
    expect((await signIn(b, during)).statusCode).toBe(429);
    expect(messages(a, WARNING)).toHaveLength((warnedBefore[0] ?? 0) + 1);
    expect(messages(b, WARNING)).toHaveLength((warnedBefore[1] ?? 0) + 1);

    // Back: the clients reconnect by themselves, the next probe logs it, and the counters are shared again.
    await proxy.open();
    await eventually(async () => {
      await signIn(a, someIp());
      await signIn(b, someIp());
      expect(messages(a, RECOVERED).length).toBeGreaterThan(0);
      expect(messages(b, RECOVERED).length).toBeGreaterThan(0);
    }, 10_000);
    const after = someIp();
    expect((await signIn(a, after)).statusCode).toBe(400);
    expect((await signIn(b, after)).statusCode).toBe(400);
    expect((await signIn(a, after)).statusCode).toBe(400);
    expect((await signIn(b, after)).statusCode).toBe(429);
  });

  it("with a Redis that stops answering, a request waits at most the command timeout, and limits hold per instance", async () => {
    const proxy = await redisProxy();
    const t = await app({ REDIS_URL: proxy.url() });
    await eventually(async () => expect(proxy.answered()).toBe(1), 10_000);
    await eventually(async () => {
      const ip = someIp();
      for (let i = 0; i < 3; i++) expect((await signIn(t, ip)).statusCode).toBe(400);
      expect((await signIn(t, ip)).statusCode).toBe(429);
      // Not in an outage (a slow moment of this machine may have been one): Redis answers.
      expect(messages(t, RECOVERED)).toHaveLength(messages(t, WARNING).length);
    }, 10_000);
    const warnedBefore = messages(t, WARNING).length;

    proxy.stall();
    const ip = someIp();
    const started = Date.now();
    expect((await signIn(t, ip)).statusCode).toBe(400);
    // 500 ms of command timeout, then memory; without the timeout the request would hang.
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await signIn(t, ip)).statusCode).toBe(400);
    expect((await signIn(t, ip)).statusCode).toBe(400);
    expect((await signIn(t, ip)).statusCode).toBe(429);
    expect(messages(t, WARNING)).toHaveLength(warnedBefore + 1);
  });
});
