import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "@jobatlas/contract";
import { usesSecureCookies, type AppContext } from "../context";
import { NotAuthenticatedError } from "../errors";
import { SESSION_TTL, sessionUser, type SessionUser } from "../sessions/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of an API call, if any (loaded once per request). */
    user: SessionUser | undefined;
    sessionToken: string | undefined;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_TTL / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** The signed-in user, or 401 NotAuthenticated. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new NotAuthenticatedError("notAuthenticated");
  return request.user;
}

/** Database-backed sessions (ADR 004): the cookie holds a random id; API calls resolve it to a user. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const secure = usesSecureCookies(opts.ctx.config);
  app.decorateRequest("user", undefined);
  app.decorateRequest("sessionToken", undefined);
  app.addHook("onRequest", async (request, reply) => {
    // The API and the language switch (which stores a signed-in user's choice) know the user.
    if (!request.url.startsWith("/capi/") && !request.url.startsWith("/i18n/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const found = await sessionUser(opts.ctx, token);
    if (!found) return;
    request.user = found.user;
    request.sessionToken = token;
    if (found.renewed) setSessionCookie(reply, token, secure);
  });
});
