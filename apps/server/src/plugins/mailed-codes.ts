/**
 * The two steps of a 6-digit code mailed to prove an address (sign-in codes, data requests; ADR 063):
 * asking binds the code to this browser, confirming works only from that browser and remembers it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { t } from "../i18n/messages";
import { bindCodeRequester, codeRequesterOf, rememberKnownDevice, secretMailClientOf } from "./auth-cookies";

/** Who asks for a code: this browser, bound as the code's requester (cookie set), its IP and known-device cookie. */
export function codeClientOf(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean) {
  const requester = bindCodeRequester(request, reply, secureCookies);
  return { ...secretMailClientOf(request), requester };
}

/** Confirms a code with the browser's requester token, then remembers the browser for the address it proved. */
export async function confirmFromRequester<T extends { email: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
  confirm: (requester: string | undefined) => Promise<T>,
): Promise<T> {
  const verified = await confirm(codeRequesterOf(request));
  rememberKnownDevice(ctx, request, reply, verified.email, secureCookies);
  return verified;
}

/** The answer of a call that mails an address: the same whether anything is held under it or not. */
export function mailSentAnswer(request: FastifyRequest) {
  return { detail: t(request.language, "mailSent") };
}
