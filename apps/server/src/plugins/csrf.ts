import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CSRF_COOKIE, CSRF_HEADER } from "@jobatlas/contract";
import { ForbiddenError } from "../errors";

/** Methods that change nothing (RFC 9110 §9.2.1): no CSRF token needed, and no organisation is changed. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route a token in its URL authorises (RFC 8058 one-click unsubscribe, posted by mail clients). */
    csrfExempt?: boolean;
  }
  interface FastifyRequest {
    /** The CSRF token of this client (from its cookie, or freshly issued with this response). */
    csrfToken(reply: FastifyReply): string;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie (ADR 004): a random token in a readable cookie that every unsafe request
 * must echo in X-CSRFToken. Cross-site pages can neither read the cookie nor set the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secureCookies: boolean }) => {
  app.decorateRequest("csrfToken", function (this: FastifyRequest, reply: FastifyReply) {
    const existing = this.cookies[CSRF_COOKIE];
    if (existing && TOKEN_PATTERN.test(existing)) return existing;
    const token = randomBytes(32).toString("base64url");
    reply.setCookie(CSRF_COOKIE, token, {
      path: "/",
      sameSite: "lax",
      secure: opts.secureCookies,
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
    this.cookies[CSRF_COOKIE] = token;
    return token;
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== "string" || !sameToken(cookie, header)) throw new ForbiddenError("csrfFailed");
  });
});
