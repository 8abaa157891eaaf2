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

/** A JSON body that is not valid UTF-8 (RFC 8259 §8.1): refused, never mended into U+FFFD. */
export class InvalidUtf8Error extends Error {
  readonly statusCode = 400;
  constructor() {
    super("the request body is not valid UTF-8");
  }
}

/** The charset a content type names, lower case; undefined when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match ? match[1]!.toLowerCase() : undefined;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The API speaks JSON only: a body of any other type is refused before it is read (415). */
export const jsonOnlyApiPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      return done(new InvalidUtf8Error(), undefined);
    }
    // eslint-disable-next-line no-control-regex -- looking for NUL is the point
    if (/\\u0000|\u0000/i.test(text)) return done(new NulCharacterError("body"), undefined);
    parseJson(request, text, done);
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
    // JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset is refused, not misread.
    const charset = charsetOf(request.headers["content-type"]);
    if (type === "application/json" && charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      throw new UnsupportedMediaTypeError("unsupportedMediaType", { types: "application/json; charset=utf-8" });
    }
  });
});
