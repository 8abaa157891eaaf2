import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { buildTestApp, jsonHeaders, type TestApp } from "../../test/test-app";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.app.close())));

async function app(env: Record<string, string>, options: Parameters<typeof buildTestApp>[1] = {}) {
  const built = await buildTestApp(env, options);
  apps.push(built);
  return built;
}

/**
 * A client of the test's own on the shared Redis, to see the counters the apps write there; fails
 * with one clear line when there is no Redis to test against (CI starts one; .ci/run shows how).
 */
async function redisAt(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    expect(await client.ping()).toBe("PONG");
    return client;
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis is not reachable at ${url}: start redis-server (see .ci/run) or set REDIS_URL`, {
      cause: error,
    });
  }
}

/** A client address of its own per test, so runs sharing a Redis never share a counter. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe("per-IP limits on the account endpoints", () => {
  it.each([
    "/capi/login",
    "/capi/signup",
    "/capi/check-token",
    "/capi/email-verification",
    "/capi/email-verification/confirm",
  ])("%s allows RATE_LIMIT_AUTH requests a minute, then 429 RateLimited with Retry-After", async (url) => {
    const t = await app({ RATE_LIMIT_AUTH: "3" });
    const ip = someIp();
    const send = () =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...jsonHeaders, "accept-language": "en" },
        payload: {},
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      type: "RateLimited",
      detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    // Another client is not affected.
    const other = await t.app.inject({
      method: "POST",
      url,
      headers: jsonHeaders,
      payload: {},
      remoteAddress: someIp(),
    });
    expect(other.statusCode).toBe(400);
  });

  it("shares the counters of several instances through Redis when REDIS_URL is set", async () => {
    const env = { RATE_LIMIT_AUTH: "4", REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" };
    const redis = await redisAt(env.REDIS_URL);
    // An app counts alone until its Redis client is connected, and when Redis has not answered
    // within the command timeout (ADR 037); on a busy machine either can happen to any request. The
    // timeout is raised for this test, and each app counts in Redis before the test starts.
    const [a, b] = [
      await app(env, { redisCommandTimeoutMs: 60_000 }),
      await app(env, { redisCommandTimeoutMs: 60_000 }),
    ];
    const send = (t: TestApp, ip: string) =>
      t.app.inject({ method: "POST", url: "/capi/login", headers: jsonHeaders, payload: {}, remoteAddress: ip });
    const countInRedis = (ip: string) => redis.get(`jobatlas-rate-limit:POST/capi/login-${ip}`);
    try {
      for (const t of [a, b]) {
        for (let counted = false; !counted;) {
          const ip = someIp();
          expect((await send(t, ip)).statusCode).toBe(400);
          counted = (await countInRedis(ip)) === "1";
        }
      }
      const ip = someIp();
      expect((await send(a, ip)).statusCode).toBe(400);
      expect((await send(b, ip)).statusCode).toBe(400);
      expect((await send(a, ip)).statusCode).toBe(400);
      expect((await send(b, ip)).statusCode).toBe(400);
      expect(await countInRedis(ip)).toBe("4");
      expect((await send(a, ip)).statusCode).toBe(429);
      expect((await send(b, ip)).statusCode).toBe(429);
    } finally {
      redis.disconnect();
    }
  });
});
