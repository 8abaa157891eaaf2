import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Content-Security-Policy of the SPA's pages: our own scripts only; the settings node is JSON, not script. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** Vite's dev client injects inline module scripts (React refresh) and talks to its HMR websocket. */
export const DEV_PAGE_CSP = PAGE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace(
  "connect-src 'self'",
  "connect-src 'self' ws: wss:",
);

/**
 * The API docs (/capi/docs, @fastify/swagger-ui): its page loads the bundle, preset and initializer
 * as files from 'self' and has no inline script; Swagger UI sets inline style attributes, and
 * shows images (logos, schemas) from data: URLs. No validator badge is fetched from elsewhere.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** Set as x-frame-options by a page that may be framed: the header is then left out (CSP frame-ancestors rules). */
export const EMBEDDABLE = "embeddable";

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { hsts: boolean }) => {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=()");
    if (reply.getHeader("x-frame-options") === EMBEDDABLE) reply.removeHeader("x-frame-options");
    else if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
    if (opts.hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (/^\/capi\/docs(?:[/?]|$)/.test(request.url)) {
      reply.header("content-security-policy", DOCS_CSP);
    } else if (request.url.startsWith("/capi/")) {
      reply.header("cache-control", "no-store");
    }
  });
});
