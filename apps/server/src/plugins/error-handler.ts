import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  ERROR_STATUS,
  ROOT_ERROR_KEY,
  type TErrorBody,
  type TLanguage,
  type TValidationErrorEntry,
} from "@jobatlas/contract";
import { AppError, FieldError, RateLimitedError, ServiceError } from "../errors";
import { t } from "../i18n/messages";
import { localizeIssues } from "../i18n/validation";
import { RequestValidationError } from "./validation";
import { InvalidUtf8Error, NulCharacterError } from "./json-only-api";
import { isUnavailable, redactForLog } from "../lib/db-errors";

/** Sends an error body of the catalogue with the status the contract gives its type (a few 4xx keep their own). */
function send(reply: FastifyReply, body: TErrorBody, status: number = ERROR_STATUS[body.type]) {
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
): { status?: number; body: TErrorBody } | null {
  const lang = request.language;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return payloadTooLarge(request);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return unsupportedMediaType(request);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return rootValidationError("body", t(lang, "emptyJsonBody"));
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return rootValidationError("body", t(lang, "malformedJson"));
  }
  // secure-json-parse raises SyntaxError with statusCode 400 for malformed JSON.
  if (error instanceof SyntaxError || error.name === "SyntaxError")
    return rootValidationError("body", t(lang, "malformedJson"));
  if (error.statusCode === ERROR_STATUS.PayloadTooLarge) return payloadTooLarge(request);
  if (error.statusCode === ERROR_STATUS.UnsupportedMediaType) return unsupportedMediaType(request);
  // Any other client error Fastify raises keeps its status, in the shape of a whole-request ValidationError.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
    return rootValidationError("body", t(lang, "badRequest"), error.statusCode);
  }
  return null;
}

function payloadTooLarge(request: FastifyRequest) {
  const detail = t(request.language, "payloadTooLarge", { limit: bodyLimitText(request) });
  return { body: { type: "PayloadTooLarge", detail } } as const;
}

function unsupportedMediaType(request: FastifyRequest) {
  const detail = t(request.language, "unsupportedMediaType", { types: "application/json" });
  return { body: { type: "UnsupportedMediaType", detail } } as const;
}

function rootValidationError(location: string, msg: string, status?: number): { status?: number; body: TErrorBody } {
  return { status, body: { type: "ValidationError", detail: [{ loc: [location, ROOT_ERROR_KEY], msg }] } };
}

/** A FieldError's entries: `loc` the location and the field's path, `msg` its message in the request's language. */
export function fieldErrorEntries(error: FieldError, language: TLanguage): TValidationErrorEntry[] {
  return error.problems.map(({ path, key, params }) => ({
    loc: [error.location, ...(path.length > 0 ? path : [ROOT_ERROR_KEY])],
    msg: t(language, key, params),
  }));
}

/** The error catalogue of docs/domain.md §3 in one place. Nothing internal (stack, SQL, message) reaches a client. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.language;
    if (error instanceof NulCharacterError) {
      return send(reply, rootValidationError(error.location, t(lang, "nulCharacter")).body);
    }
    if (error instanceof InvalidUtf8Error) return send(reply, rootValidationError("body", t(lang, "invalidUtf8")).body);
    if (error instanceof RequestValidationError) {
      return send(reply, { type: "ValidationError", detail: localizeIssues(error.issues, error.location, lang) });
    }
    if (error instanceof FieldError) {
      return send(reply, { type: "ValidationError", detail: fieldErrorEntries(error, lang) });
    }
    if (error instanceof AppError) {
      const detail = error.detailKey ? t(lang, error.detailKey, error.detailParams) : undefined;
      if (error instanceof ServiceError)
        return send(reply, { type: "ServiceError", detail: detail ?? "", code: error.code }, error.status);
      if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, { type: error.type, detail } as TErrorBody);
    }
    if (error.statusCode === ERROR_STATUS.RateLimited) {
      const seconds = Number(reply.getHeader("retry-after") ?? 60);
      return send(reply, { type: "RateLimited", detail: t(lang, "rateLimited", { seconds }) });
    }
    const clientError = frameworkClientError(request, error);
    if (clientError) return send(reply, clientError.body, clientError.status);

    if (isUnavailable(error)) {
      request.log.error({ err: redactForLog(error) }, "database or store unavailable");
      return send(reply, { type: "ServiceUnavailable", detail: t(lang, "serviceUnavailable") });
    }
    request.log.error({ err: redactForLog(error) }, "unhandled error");
    return send(reply, { type: "InternalError", detail: t(lang, "internal"), request_id: String(request.id) });
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, { type: "NotFound", detail: t(request.language, "routeNotFound") });
  });
});
