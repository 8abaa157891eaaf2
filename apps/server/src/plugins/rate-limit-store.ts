/**
 * The store of @fastify/rate-limit when REDIS_URL is set (ADR 037): counters live in Redis, so all
 * instances count a client together. When Redis does not answer (down, unreachable, slower than
 * its command timeout) each instance counts in its own memory instead — limits stay on, per
 * instance — and logs one warning per outage; once Redis answers again the counters are shared
 * again (the in-memory counts of the outage are dropped). `skipOnError` would switch limits off.
 */
import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { createRequire } from "node:module";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's own stores (CommonJS, untyped), so both paths keep its semantics: windows,
// continueExceeding, read().
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as StoreCtor;

/** While Redis is away, it is asked again (by one request) at most this often. */
const RETRY_AFTER_MS = 1000;

/** Whether Redis is in use or the instance counts alone; logs each change once. */
class Outage {
  degraded = false;
  private retryAt = 0;
  /** Until the first connection, its first error or its timeout, counting alone is the start, not an outage. */
  private starting = true;
  constructor(
    private readonly log: FastifyBaseLogger,
    redis: Redis,
    connectTimeoutMs: number,
  ) {
    const started = () => (this.starting = false);
    redis.once("ready", started);
    redis.once("error", started); // refused or failed: that is an outage
    setTimeout(started, connectTimeoutMs).unref();
  }
  /** False during an outage, but for one probe a second (a hanging Redis would slow every request). */
  shouldAskRedis(): boolean {
    if (!this.degraded || Date.now() >= this.retryAt) {
      this.retryAt = Date.now() + RETRY_AFTER_MS;
      return true;
    }
    return false;
  }
  fellBack(err: Error) {
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    if (this.degraded || this.starting) return;
    this.degraded = true;
    this.log.warn(
      { err: { message: err.message } },
      "Redis unreachable: rate limits count per instance in memory until it answers again",
    );
  }
  answered() {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info("Redis answers again: rate limits are shared across instances again");
  }
}

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly outage: Outage,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private call(method: "incr" | "read", key: string, cb: Callback, timeWindow: number, max: number) {
    // Not connected: do not wait for a connection (that would hold every request), count here.
    if (this.redis.status !== "ready" || !this.outage.shouldAskRedis()) {
      if (this.redis.status !== "ready") this.outage.fellBack(new Error(`Redis connection is ${this.redis.status}`));
      return this.local[method](key, cb, timeWindow, max);
    }
    this.shared[method](
      key,
      (err, result) => {
        if (err) {
          this.outage.fellBack(err);
          return this.local[method](key, cb, timeWindow, max);
        }
        this.outage.answered();
        cb(null, result);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.call("incr", key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.call("read", key, cb, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.redis, this.outage, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: Redis under `nameSpace`, memory while Redis is away. */
export function redisWithMemoryFallback(opts: {
  redis: Redis;
  nameSpace: string;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  const outage = new Outage(opts.log, opts.redis, opts.redis.options.connectTimeout ?? 10_000);
  // The Redis client logs nothing itself; the outage is reported once by the store.
  opts.redis.on("error", () => {});
  return class {
    // The plugin hands its global parameters (untyped beyond the options).
    constructor(
      options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number },
    ) {
      const shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, opts.redis, opts.nameSpace);
      const local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
      return new FallbackStore(opts.redis, outage, shared, local) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
