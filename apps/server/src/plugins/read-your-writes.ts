import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readFromPrimaryFromNowOn, withReadScope } from "../db/read-routing";

/** When this client last wrote (ms since the epoch); it lives as long as the window. */
export const READ_YOUR_WRITES_COOKIE = "jobatlas_rw";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A cookie dated this far ahead is believed (clock differences between instances). */
const CLOCK_SKEW_MS = 2000;

/**
 * Read-your-own-writes with a replica (ADR 037): a request that may have written (any unsafe
 * method not answered with a 5xx) marks the client with a cookie holding the time, and for
 * `windowMs` after it the client's public reads go to the primary (`ctx.read`); everybody else's
 * go to the replica. The cookie only ever moves its own client's reads to the primary, so it needs
 * no signature. Registered only when DATABASE_READ_URL is set, after the cookie plugin.
 */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance, opts: { windowMs: number; now: () => Date; secureCookies: boolean }) => {
    app.addHook("onRequest", (request, _reply, done) => {
      const wroteAt = Number(request.cookies[READ_YOUR_WRITES_COOKIE]);
      const now = opts.now().getTime();
      const recent = Number.isSafeInteger(wroteAt) && wroteAt <= now + CLOCK_SKEW_MS && now - wroteAt < opts.windowMs;
      withReadScope(recent, done);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 500) return payload;
      readFromPrimaryFromNowOn();
      reply.setCookie(READ_YOUR_WRITES_COOKIE, String(opts.now().getTime()), {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: opts.secureCookies,
        maxAge: Math.ceil(opts.windowMs / 1000),
      });
      return payload;
    });
  },
  { name: "read-your-writes" },
);
