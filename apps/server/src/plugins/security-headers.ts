import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { EMBEDDED_FLAG_VALUES, WIDGET_PAGE_PATTERN } from "@jobatlas/contract";

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

const LISTING_PAGE = /^\/[a-z]{2}\/company\/[^/]+\/job\/[^/]+\/?$/i;

/**
 * The pages other sites may frame (ADR 021): the widgets (`/{lang}/widget/listings|jobs/{orgId}`)
 * and the chrome-less listing page (`company/{id}/job/{listingId}` with `iframe` on, spec §2, as
 * the app reads the flag). Every other page, and everything else, keeps `frame-ancestors 'none'`
 * and `X-Frame-Options: DENY`.
 */
export function isFramablePage(url: string): boolean {
  const [path = "", query = ""] = url.split("?", 2);
  if (WIDGET_PAGE_PATTERN.test(path)) return true;
  if (!LISTING_PAGE.test(path)) return false;
  const params = new URLSearchParams(query);
  return params.has("iframe") && EMBEDDED_FLAG_VALUES.includes(params.get("iframe") ?? "");
}

/** A page's Content-Security-Policy once any site may frame it. */
export function framableCsp(csp: string): string {
  return csp.replace("frame-ancestors 'none'", "frame-ancestors *");
}

/** The public widget data (GET /capi/widgets/…) may be kept by shared caches for what its route says. */
const CACHEABLE_API = /^\/capi\/widgets\//;

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether a response pins the site to https (HSTS): the request came over https (Fastify reads
 * X-Forwarded-Proto from a proxy TRUST_PROXY names), or PUBLIC_URL is https and the request is not
 * for a loopback name (a TLS proxy that forwards no protocol). Never for localhost over plain http:
 * a browser that kept it would refuse every local http server for a year.
 */
export function wantsHsts(request: FastifyRequest, httpsPublicUrl: boolean): boolean {
  if (request.protocol === "https") return true;
  return httpsPublicUrl && !LOOPBACK_HOSTNAMES.has(request.hostname.toLowerCase());
}

export const HSTS = "max-age=31536000; includeSubDomains";

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { httpsPublicUrl: boolean }) => {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=()");
    if (reply.getHeader("x-frame-options") === EMBEDDABLE) reply.removeHeader("x-frame-options");
    else if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
    if (wantsHsts(request, opts.httpsPublicUrl)) reply.header("strict-transport-security", HSTS);
    if (/^\/capi\/docs(?:[/?]|$)/.test(request.url)) {
      reply.header("content-security-policy", DOCS_CSP);
    } else if (request.url.startsWith("/capi/")) {
      // API answers are never stored, but for the public widget data whose route allows it;
      // an answer that sets a cookie (a renewed session) is never stored, whatever the route says.
      const cacheable =
        CACHEABLE_API.test(request.url) && reply.hasHeader("cache-control") && !reply.hasHeader("set-cookie");
      if (!cacheable) reply.header("cache-control", "no-store");
    }
  });
});
