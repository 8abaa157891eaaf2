import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONFLICT_STATUS,
  CSRF_COOKIE,
  CSRF_HEADER,
  ERROR_STATUS,
  ORGANIZATION_HEADER,
  SESSION_COOKIE,
  ZForbiddenBody,
  ZGoneBody,
  ZInternalErrorBody,
  ZNotAuthenticatedBody,
  ZNotFoundBody,
  ZPayloadTooLargeBody,
  ZRateLimitedBody,
  ZServiceErrorBody,
  ZServiceUnavailableBody,
  ZUnsupportedMediaTypeBody,
  ZValidationErrorBody,
  type TErrorType,
} from "@jobatlas/contract";
import { SAFE_METHODS } from "./csrf";

declare module "fastify" {
  interface FastifySchema {
    /**
     * Who may call, for the document: anybody (a session is read when there is one, the default),
     * a signed-in user (401 otherwise), or a member of the organisation named by X-Organization
     * (401, and 404 for a non-member). The route's own hooks enforce it.
     */
    access?: "public" | "user" | "org";
    /**
     * The errors of the catalogue this call answers besides those its access implies and those
     * every call may answer (ValidationError, InternalError, ServiceUnavailable; for unsafe methods
     * Forbidden for a missing CSRF token, PayloadTooLarge and UnsupportedMediaType for any body; RateLimited when
     * the route is limited).
     */
    errors?: readonly TErrorType[];
    /**
     * The call saves a row with an edit revision (ADR 088): a `revision` older than the stored one
     * answers 409 with the ServiceError code `stale`.
     */
    stale?: true;
  }
}

const ERROR_BODIES: Record<TErrorType, z.ZodType> = {
  ValidationError: ZValidationErrorBody,
  ServiceError: ZServiceErrorBody,
  NotAuthenticated: ZNotAuthenticatedBody,
  Forbidden: ZForbiddenBody,
  NotFound: ZNotFoundBody,
  Gone: ZGoneBody,
  PayloadTooLarge: ZPayloadTooLargeBody,
  UnsupportedMediaType: ZUnsupportedMediaTypeBody,
  RateLimited: ZRateLimitedBody,
  InternalError: ZInternalErrorBody,
  ServiceUnavailable: ZServiceUnavailableBody,
};

const ERROR_DESCRIPTIONS: Record<TErrorType, string> = {
  ValidationError: "Invalid input: per-field messages in the request's language",
  ServiceError: "A business rule refused the action: a stable code and a translated detail",
  NotAuthenticated: "Not signed in",
  Forbidden: "Missing CSRF token, or a role that may not do this",
  NotFound: "Not found, or not yours to see",
  Gone: "No longer available",
  PayloadTooLarge: "The body is too large",
  UnsupportedMediaType: "The body is not JSON",
  RateLimited: "Too many requests: wait for Retry-After seconds",
  InternalError: "Something went wrong on our side (quote the request id)",
  ServiceUnavailable: "The database or a queue is briefly unavailable",
};

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "output" }) as Record<string, unknown>;
  return json;
}

const ORGANIZATION_HEADER_SCHEMA = {
  type: "object",
  properties: {
    [ORGANIZATION_HEADER]: {
      type: "string",
      description: "The slug of the organisation the call acts on; without it, the member's last used one",
    },
  },
};

/** The error types an operation may answer: the catalogue's common ones plus those the route declares. */
function errorTypesOf(route: RouteOptions, method: string): TErrorType[] {
  const types = new Set<TErrorType>(["ValidationError", "InternalError", "ServiceUnavailable"]);
  const access = route.schema?.access ?? "public";
  if (access !== "public") types.add("NotAuthenticated");
  if (access === "org") types.add("NotFound");
  // A path parameter longer than the router takes names nothing: 404 (plugins/early-errors.ts, ADR 010).
  if (route.url.includes(":")) types.add("NotFound");
  for (const type of route.schema?.errors ?? []) types.add(type);
  if (!SAFE_METHODS.has(method)) {
    // The body limit and the JSON-only rule apply to any body sent, whether the call reads one or not.
    types.add("Forbidden").add("PayloadTooLarge").add("UnsupportedMediaType");
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) types.add("RateLimited");
  return [...types];
}

/** Error responses by status; two types on one status (400) become one response with either body. */
function errorResponses(types: TErrorType[]): Record<string, Record<string, unknown>> {
  const byStatus = new Map<number, TErrorType[]>();
  for (const type of types) byStatus.set(ERROR_STATUS[type], [...(byStatus.get(ERROR_STATUS[type]) ?? []), type]);
  const responses: Record<string, Record<string, unknown>> = {};
  for (const [status, sameStatus] of byStatus) {
    const description = sameStatus.map((type) => ERROR_DESCRIPTIONS[type]).join("; or ");
    const [only] = sameStatus;
    responses[String(status)] =
      sameStatus.length === 1 && only
        ? { description, ...jsonSchemaOf(ERROR_BODIES[only]) }
        : { description, oneOf: sameStatus.map((type) => jsonSchemaOf(ERROR_BODIES[type])) };
  }
  return responses;
}

/** The 409 of a call that saves with an edit revision (ADR 088). */
function staleResponse(): Record<string, Record<string, unknown>> {
  return {
    [String(CONFLICT_STATUS)]: {
      description:
        "The `revision` sent is older than the stored one: another save came first (ServiceError code `stale`); nothing was written",
      ...jsonSchemaOf(ZServiceErrorBody),
    },
  };
}

/** Who may call: a session where the call needs one, the CSRF pair on unsafe methods. */
function securityOf(method: string, access: FastifySchema["access"]): Record<string, string[]>[] {
  const csrf: Record<string, string[]> = SAFE_METHODS.has(method) ? {} : { csrfHeader: [], csrfCookie: [] };
  if (access === "user" || access === "org") return [{ sessionCookie: [], ...csrf }];
  // Public calls answer everybody; a session, when there is one, is read (e.g. status, contact).
  return [csrf, { sessionCookie: [], ...csrf }];
}

/** The OpenAPI document is generated from the contract's zod schemas on the routes. */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Jobatlas API",
        version: opts.version,
        description:
          "Same-origin JSON API under /capi. Unsafe requests need the csrftoken cookie echoed in X-CSRFToken; " +
          "organisation calls name their organisation in X-Organization; errors follow the catalogue.",
        license: { name: "Proprietary", url: "https://jobatlas.example/terms" },
      },
      servers: [{ url: "/", description: "The same origin as the web app" }],
      tags: [
        { name: "auth", description: "Sign-up, sign-in by email link, sessions, 6-digit codes, profile" },
        { name: "orgs", description: "Company accounts and the organisation a member acts on" },
        { name: "contact", description: "Contact form and purchase requests to sales" },
        { name: "search", description: "Employers and jobs by keywords, place and filters; map clusters; places" },
        { name: "companies", description: "Public company profiles, their listings and job profiles" },
        { name: "seekers", description: "The signed-in seeker's watchlist and seeker profile" },
        { name: "system", description: "Client error reports, the interface language and the health check" },
        { name: "debug", description: "Development mode only" },
      ],
      components: {
        securitySchemes: {
          sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "Set by check-token" },
          csrfCookie: { type: "apiKey", in: "cookie", name: CSRF_COOKIE, description: "Set on every page" },
          csrfHeader: {
            type: "apiKey",
            in: "header",
            name: CSRF_HEADER,
            description: "The csrftoken cookie's value, on every unsafe request",
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const { route } = input;
      if (schema?.hide) return { schema, url };
      const method = [route.method].flat()[0] ?? "GET";
      const { errors: _errors, access, stale, ...rest } = schema;
      return {
        url,
        schema: {
          ...rest,
          ...(access === "org" ? { headers: ORGANIZATION_HEADER_SCHEMA } : {}),
          security: securityOf(method, access),
          response: {
            ...errorResponses(errorTypesOf(route, method)),
            ...(stale ? staleResponse() : {}),
            ...(rest.response as object | undefined),
          },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/capi/docs", uiConfig: { docExpansion: "list" } });
  app.get("/capi/openapi.json", { schema: { hide: true } }, () => app.swagger());
});
