import { isDeepStrictEqual } from "node:util";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";
import { NotFoundError } from "../errors";

/** Where in the request a schema applies; names the first element of a ValidationError `loc`. */
const LOCATION: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "header" };

/** Raised by the validator compiler; the error handler words its issues in the request's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly location: string,
    readonly issues: readonly $ZodIssue[],
  ) {
    super(`Invalid ${location}`);
  }
}

/**
 * Validates with the contract's zod schemas. It keeps zod's raw issues (with the input, which the
 * localized messages need) instead of zod's already-worded English messages. A path whose
 * parameters do not fit (`/capi/companies/abc` for a `ZPathId`) names nothing: 404 NotFound, the
 * answer an unknown id gets, not a 400 for a malformed request.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    if (httpPart === "params") return { error: new NotFoundError("notFound") };
    return { error: new RequestValidationError(LOCATION[httpPart ?? "body"] ?? "body", result.error.issues) };
  };

/**
 * The serializer of the hottest public reads (search and map: hundreds of answers a second, each
 * of up to 50 employers): `JSON.stringify` of what their presenters built, without zod encoding
 * every field again (~5 % of a search's CPU at national scale, ADR 046). Those presenters build
 * each field explicitly with the contract's types, so in production there is nothing to strip.
 * Outside production (`check`) each answer is still parsed with the response schema and must come
 * out unchanged, so every test that calls these routes checks them; the fuzz suite checks them
 * against the OpenAPI document too.
 */
export function presentedJsonSerializer(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
    (data: unknown): string => {
      if (check) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success || !isDeepStrictEqual(result.data, data))
          throw new Error(`${method} ${url}: the answer does not match its response schema exactly`);
      }
      return JSON.stringify(data);
    };
}
