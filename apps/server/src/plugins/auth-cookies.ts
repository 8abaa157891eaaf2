import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_DAYS, rememberDevice } from "../lib/known-device";
import { newToken } from "../lib/secrets";

/**
 * The cookies of the sign-in and code flows besides the session (ADR 063). Both are HttpOnly
 * (the web app never reads them), `Secure` behind https, and sent only to the API (`Path=/capi`).
 */
export const CODE_REQUESTER_COOKIE = "code_requester";
/** As long as a mailed code lives: the browser that asked is the one that may try it. */
export const CODE_REQUESTER_MINUTES = 10;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The client asking for a link or code: its IP and its known-device cookie. */
export function secretMailClientOf(request: FastifyRequest): { ip: string; knownDevice: string | undefined } {
  return { ip: request.ip, knownDevice: request.cookies[KNOWN_DEVICE_COOKIE] };
}

/** The browser's requester token, if it sent a well-formed one. */
export function codeRequesterOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[CODE_REQUESTER_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/**
 * The requester token to bind a new code to: the browser's own if it has one (so a second code,
 * or a code for another purpose, in the same browser does not orphan the first), else a new one.
 * The cookie is set again either way, for the lifetime of the new code.
 */
export function bindCodeRequester(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const token = codeRequesterOf(request) ?? newToken();
  reply.setCookie(CODE_REQUESTER_COOKIE, token, {
    path: "/capi",
    httpOnly: true,
    sameSite: "strict",
    secure,
    maxAge: CODE_REQUESTER_MINUTES * 60,
  });
  return token;
}

/**
 * After this browser proved `email` (a spent sign-in link, a confirmed code): its known-device
 * cookie holds a fresh entry for the address, which lets it past the cap per address for links and
 * codes (ADR 063).
 */
export function rememberKnownDevice(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  secure: boolean,
) {
  const value = rememberDevice(request.cookies[KNOWN_DEVICE_COOKIE], email, ctx.config.secretKey, ctx.now());
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
    path: "/capi",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  });
}
