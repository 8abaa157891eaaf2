import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ROOT_ERROR_KEY, type TErrorBody, type TLanguage } from "@jobatlas/contract";
import { t } from "../i18n/messages";
import { languageFromAcceptLanguage } from "../i18n/language";

/**
 * Errors raised before any of our handlers runs, in the catalogue's shape like every other error
 * (docs/domain.md §3): Node's HTTP parser (clientErrorHandler: headers too large, a malformed or
 * duplicated header, bad chunked encoding, a request that does not arrive in time) and Fastify's
 * router (frameworkErrors: a malformed URL). ADR 010 says which catalogue type each status gets.
 */

/** What Node hands the clientError listener: the parser's code and the bytes it had read (a Buffer). */
interface ParserError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** How long a refused connection may take to read our answer before it is dropped. */
const LINGER_MS = 2000;

/** The Accept-Language of the refused request, when its bytes show one; the fallback language otherwise. */
function languageOfRawRequest(rawPacket: unknown): TLanguage {
  const head = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, http.maxHeaderSize).toString("latin1") : undefined;
  const header = head ? /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)?.[1] : undefined;
  return languageFromAcceptLanguage(header);
}

/** Where in the request the parser failed, as a ValidationError `loc` names it. */
function locationOf(code: string | undefined): "path" | "header" | "body" {
  if (!code) return "header";
  if (/CHUNK|BODY|EOF/.test(code)) return "body";
  if (/URL|METHOD|VERSION/.test(code)) return "path";
  return "header";
}

/** The status and catalogue body for a parser error. */
export function parserErrorResponse(error: ParserError): { status: number; body: TErrorBody } {
  const lang = languageOfRawRequest(error.rawPacket);
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // 431 has no type of its own: the request is too large, so PayloadTooLarge (ADR 010).
    const limit = `${Math.round(http.maxHeaderSize / 1024)} KiB`;
    return { status: 431, body: { type: "PayloadTooLarge", detail: t(lang, "headersTooLarge", { limit }) } };
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return {
      status: 408,
      body: { type: "ValidationError", detail: [{ loc: ["body", ROOT_ERROR_KEY], msg: t(lang, "requestTimeout") }] },
    };
  }
  return {
    status: 400,
    body: {
      type: "ValidationError",
      detail: [{ loc: [locationOf(error.code), ROOT_ERROR_KEY], msg: t(lang, "badRequest") }],
    },
  };
}

/**
 * Fastify's clientErrorHandler: answers on the raw socket with a whole HTTP response, then closes
 * the connection once the answer is out (or after LINGER_MS when the client does not read it).
 */
export function clientErrorHandler(this: FastifyInstance, error: ParserError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  this.log.info({ code: error.code }, "malformed request refused before routing");
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = parserErrorResponse(error);
  const json = JSON.stringify(body);
  const response =
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? "Error"}\r\n` +
    "Content-Type: application/json; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    "Cache-Control: no-store\r\n" +
    "X-Content-Type-Options: nosniff\r\n" +
    "Connection: close\r\n\r\n" +
    json;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  socket.end(response, () => socket.destroy());
}

/**
 * Fastify's frameworkErrors: the router's own errors. A malformed URL → 400; a path parameter over
 * the router's 100 characters names nothing that exists (no id, uid or token is that long) → 404
 * NotFound, as an unknown one of normal length does (ADR 010).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, "malformed request");
  const language = languageFromAcceptLanguage(request.headers["accept-language"]);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const notFound: TErrorBody = { type: "NotFound", detail: t(language, "notFound") };
    void reply.status(404).type("application/json; charset=utf-8").send(notFound);
    return;
  }
  const msg = t(language, "malformedUrl");
  const body: TErrorBody = { type: "ValidationError", detail: [{ loc: ["path", ROOT_ERROR_KEY], msg }] };
  void reply.status(400).type("application/json; charset=utf-8").send(body);
}
