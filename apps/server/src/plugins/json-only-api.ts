import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
  readonly type = "UnsupportedMediaType";
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers["content-length"];
  return (length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Body types a route takes instead of JSON (the picture upload). */
    acceptedBodyTypes?: readonly string[];
  }
}

/** The API speaks JSON only: a body of any other type is refused before it is read (415). */
export const jsonOnlyApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/capi/") || !hasBody(request.headers)) return;
    const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const accepted = request.routeOptions.config.acceptedBodyTypes ?? ["application/json"];
    if (!accepted.includes(type)) throw new UnsupportedMediaTypeError("unsupportedMediaType");
  });
});
