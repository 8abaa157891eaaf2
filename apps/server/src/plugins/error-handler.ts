import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ROOT_ERROR_KEY, type TErrorBody } from "@jobatlas/contract";
import { AppError, RateLimitedError, ServiceError } from "../errors";
import { t } from "../i18n/messages";
import { localizeIssues } from "../i18n/validation";
import { RequestValidationError } from "./validation";
import { NulCharacterError } from "./json-only-api";
import { isUnavailable, redactForLog } from "../lib/db-errors";

function send(reply: FastifyReply, status: number, body: TErrorBody) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

function bodyLimitText(request: FastifyRequest): string {
  const bytes = request.routeOptions.bodyLimit ?? 1024 * 1024;
  return `${Math.round(bytes / (1024 * 1024))} MiB`;
}

/** Fastify's own client errors (body parsing, content type, size) by code. */
function frameworkClientError(
  request: FastifyRequest,
  error: FastifyError,
): { status: number; body: TErrorBody } | null {
  const lang = request.language;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        status: 413,
        body: { type: "PayloadTooLarge", detail: t(lang, "payloadTooLarge", { limit: bodyLimitText(request) }) },
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        status: 415,
        body: { type: "UnsupportedMediaType", detail: t(lang, "unsupportedMediaType", { types: "application/json" }) },
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return rootValidationError("body", t(lang, "emptyJsonBody"));
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return rootValidationError("body", t(lang, "malformedJson"));
  }
  // secure-json-parse raises SyntaxError with statusCode 400 for malformed JSON.
  if (error instanceof SyntaxError || error.name === "SyntaxError")
    return rootValidationError("body", t(lang, "malformedJson"));
  if (error.statusCode === 413)
    return {
      status: 413,
      body: { type: "PayloadTooLarge", detail: t(lang, "payloadTooLarge", { limit: bodyLimitText(request) }) },
    };
  if (error.statusCode === 415)
    return {
      status: 415,
      body: { type: "UnsupportedMediaType", detail: t(lang, "unsupportedMediaType", { types: "application/json" }) },
    };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
    return rootValidationError("body", t(lang, "badRequest"), error.statusCode === 400 ? 400 : error.statusCode);
  }
  return null;
}

function rootValidationError(location: string, msg: string, status = 400): { status: number; body: TErrorBody } {
  return { status, body: { type: "ValidationError", detail: [{ loc: [location, ROOT_ERROR_KEY], msg }] } };
}

/** The error catalogue of DESIGN §3 in one place. Nothing internal (stack, SQL, message) reaches a client. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.language;
    if (error instanceof NulCharacterError) {
      return send(reply, 400, rootValidationError(error.location, t(lang, "nulCharacter")).body);
    }
    if (error instanceof RequestValidationError) {
      return send(reply, 400, { type: "ValidationError", detail: localizeIssues(error.issues, error.location, lang) });
    }
    if (error instanceof AppError) {
      const detail = error.detailKey ? t(lang, error.detailKey, error.detailParams) : undefined;
      if (error instanceof ServiceError)
        return send(reply, 400, { type: "ServiceError", detail: detail ?? "", code: error.code });
      if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, error.status, { type: error.type, detail } as TErrorBody);
    }
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader("retry-after") ?? 60);
      return send(reply, 429, { type: "RateLimited", detail: t(lang, "rateLimited", { seconds }) });
    }
    const clientError = frameworkClientError(request, error);
    if (clientError) return send(reply, clientError.status, clientError.body);

    if (isUnavailable(error)) {
      request.log.error({ err: redactForLog(error) }, "database or store unavailable");
      return send(reply, 503, { type: "ServiceUnavailable", detail: t(lang, "serviceUnavailable") });
    }
    request.log.error({ err: redactForLog(error) }, "unhandled error");
    return send(reply, 500, { type: "InternalError", detail: t(lang, "internal"), request_id: String(request.id) });
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, { type: "NotFound", detail: t(request.language, "routeNotFound") });
  });
});
