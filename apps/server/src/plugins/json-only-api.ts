import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { UnsupportedMediaTypeError } from "../errors";

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

/** Text with a NUL character: PostgreSQL cannot store it, so it is refused as bad input. */
export class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor(readonly location: "body" | "query") {
    super("NUL character in the request");
  }
}

/** The API speaks JSON only: a body of any other type is refused before it is read (415). */
export const jsonOnlyApiPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // eslint-disable-next-line no-control-regex -- looking for NUL is the point
    if (/\\u0000|\u0000/i.test(body as string)) return done(new NulCharacterError("body"), undefined);
    parseJson(request, body as string, done);
  });

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/capi/")) return;
    if (/%00/.test(request.url)) throw new NulCharacterError("query");
    if (!hasBody(request.headers)) return;
    const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const accepted = request.routeOptions.config.acceptedBodyTypes ?? ["application/json"];
    if (!accepted.includes(type)) {
      throw new UnsupportedMediaTypeError("unsupportedMediaType", { types: accepted.join(", ") });
    }
  });
});
