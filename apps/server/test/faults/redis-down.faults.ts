/**
 * Issue 12 §3: Redis goes down → rate limiting degrades to per-instance memory with a logged
 * warning, and sign-in still works; when Redis returns, the limits are shared again. A real
 * redis-server of the test's own (another port), killed with SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@jobatlas/contract";
import {
  call,
  createFaultDatabase,
  freePort,
  recordFigures,
  sql,
  startApp,
  until,
  warmUp,
  type AppProc,
  type Outcome,
} from "./harness";

const LIMIT = 5;
const SEEKER = "seeker@jobatlas.example";

function startRedis(port: number): ChildProcess {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
}

/** A Redis client of the test's own; its connection errors are expected while Redis is down. */
function redisClient(url: string, options: { lazyConnect?: boolean } = {}): Redis {
  const client = new Redis(url, { ...options, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  return client;
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = redisClient(url, { lazyConnect: true });
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe("Redis down", () => {
  let app: AppProc;
  let db: string;
  let redis: ChildProcess | undefined;
  let redisUrl: string;
  let redisPort: number;
  let n = 0;
  // Each phase is a client of its own address (the limits key on it, behind the trusted proxy), so
  // what one phase counted cannot decide the next one's answers.
  let client = "198.51.100.1";
  const login = (email = `limit-${++n}@example.ch`) =>
    call(`${app.base}/capi/login`, { method: "POST", body: { email }, headers: { "x-forwarded-for": client } });

  beforeAll(async () => {
    redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    redis = startRedis(redisPort);
    await until(() => redisAnswers(redisUrl), "redis-server to answer", 10_000);
    db = await createFaultDatabase("faults_redis");
    app = await startApp({
      DATABASE_URL: db,
      SEED_DEMO_DATA: "true",
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH: String(LIMIT),
      TRUST_PROXY: "127.0.0.1",
    });
    // Settled first: a fresh process blocked by its background start can see a Redis answer arrive
    // after the command timeout, and count that request in memory as well.
    await warmUp([() => call(`${app.base}/capi/search/employers?query=test`)]);
  });

  afterAll(async () => {
    await app?.kill();
    redis?.kill("SIGKILL");
  });

  it("limits per instance with a warning while Redis is down, signs in, and shares the limits again once it is back", async () => {
    // Redis up: the limit holds, counted in Redis.
    const shared: Outcome[] = [];
    for (let i = 0; i <= LIMIT; i++) shared.push(await login());
    expect(shared.slice(0, LIMIT).map((o) => o.status)).toEqual(Array(LIMIT).fill(200));
    expect(shared[LIMIT]?.status).toBe(429);
    const probe = redisClient(redisUrl);
    const keys = await probe.dbsize();
    probe.disconnect();
    expect(keys).toBeGreaterThan(0);

    // Redis gone.
    const stopping = redis!;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGKILL");
    await exited;
    const logBeforeOutage = app.output().length;
    const outageLog = () => app.output().slice(logBeforeOutage);
    client = "198.51.100.2";
    const outage: Outcome[] = [];

    // Sign-in still works: the link is mailed, spending it starts a session.
    const requested = await login(SEEKER);
    outage.push(requested);
    expect(requested.status).toBe(200);
    const [mail] = await sql<{ text: string }>(
      db,
      "select text from outbox where to_email = $1 order by id desc limit 1",
      [SEEKER],
    );
    const token = /\/account\/login-token\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const checked = await call(`${app.base}/capi/check-token`, {
      method: "POST",
      body: { token },
      headers: { "x-forwarded-for": client },
    });
    outage.push(checked);
    expect(checked.status).toBe(200);
    const session = checked.setCookies?.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
    expect(session).toBeTruthy();
    const status = await call(`${app.base}/capi/status`, { cookie: session });
    expect(status.json).toMatchObject({ authenticated: true, user: { email: SEEKER } });

    // The limit still holds, now per instance: a 429 comes within the allowance plus one.
    const counted: Outcome[] = [];
    for (let i = 0; i <= LIMIT && !counted.some((o) => o.status === 429); i++) counted.push(await login());
    outage.push(...counted);
    expect(counted.at(-1)?.status).toBe(429);
    expect(counted.slice(0, -1).every((o) => o.status === 200)).toBe(true);
    await until(() => /Redis unreachable: rate limits count per instance/.test(outageLog()), "the warning", 5000);
    const warnings = outageLog().match(/Redis unreachable/g)?.length ?? 0;
    expect(warnings).toBe(1); // one warning per outage, not one per request
    const slowest = Math.max(...outage.map((o) => o.ms));
    expect(slowest).toBeLessThan(1000);

    // Redis back: within seconds the limits are shared again (one info line).
    redis = startRedis(redisPort);
    await until(() => redisAnswers(redisUrl), "redis-server to answer again", 10_000);
    const backAt = Date.now();
    await until(
      async () => {
        await login();
        return /Redis answers again/.test(outageLog());
      },
      "the instance to use Redis again",
      15_000,
    );
    const recoveryMs = Date.now() - backAt;
    const again = redisClient(redisUrl);
    const keysAgain = await again.dbsize();
    again.disconnect();
    expect(keysAgain).toBeGreaterThan(0);

    recordFigures("Redis down (rate limits degrade to per-instance memory)", [
      {
        figure: "limit with Redis up",
        measured: `${shared.filter((o) => o.status === 200).length} × 200, then 429`,
        target: `${LIMIT} × 200, then 429`,
        pass: true,
      },
      {
        figure: "sign-in while Redis is down (link requested, link spent, session)",
        measured: `${requested.status} in ${requested.ms} ms, ${checked.status} in ${checked.ms} ms, signed in`,
        target: "works",
        pass: true,
      },
      {
        figure: "limit while Redis is down (per instance)",
        measured: `429 after ${counted.length - 1} more sign-in requests`,
        target: `429 within ${LIMIT} + 1`,
        pass: true,
      },
      { figure: "warnings logged for the outage", measured: String(warnings), target: "1", pass: warnings === 1 },
      {
        figure: "slowest request during the outage",
        measured: `${slowest} ms`,
        target: "< 1000 ms",
        pass: slowest < 1000,
      },
      {
        figure: "Redis back → limits shared again",
        measured: `${(recoveryMs / 1000).toFixed(1)} s`,
        target: "by itself",
        pass: true,
      },
    ]);
  });
});
