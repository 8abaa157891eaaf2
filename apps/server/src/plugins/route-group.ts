/**
 * A feature's routes, declared with what differs per route. A group says once what its routes
 * share: the OpenAPI tag, who may call (`access`, for the document) together with the hook that
 * enforces it, and route options such as a rate limit. Each route then names its method and URL,
 * its document fields and zod schemas, and its handler, typed by those schemas.
 */
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  FastifySerializerCompiler,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZPathId } from "@jobatlas/contract";
import type { AppContext } from "../context";
import { FieldError } from "../errors";
import type { MessageKey } from "../i18n/messages";
import { requireMembership } from "./org-context";
import { requireUser } from "./session";

/** What the routes of a group share besides their tag. */
export interface RouteGroupOptions {
  /** Who may call, for the document; `onRequest` enforces it. */
  access: NonNullable<FastifySchema["access"]>;
  onRequest?: onRequestAsyncHookHandler;
  /** Errors every route of the group may answer, listed before each route's own (e.g. Forbidden for roles that may not act). */
  errors?: FastifySchema["errors"];
  config?: FastifyContextConfig;
  bodyLimit?: number;
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

/** A route's document fields and zod schemas; its tag and access come from its group. */
export type RouteSchema = Omit<FastifySchema, "tags" | "access">;

/** A handler whose request and reply are typed by the route's zod schemas. */
export type RouteHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

type Declare = <S extends RouteSchema>(url: string, schema: S, handler: RouteHandler<S>) => void;

/** Routes of one tag and access: `get`, `post`, `put` and `delete` declare one each. */
export interface RouteGroup {
  get: Declare;
  post: Declare;
  put: Declare;
  delete: Declare;
  /** The same group with more route options: a rate limit, a body limit, a serializer (configs merge). */
  with(options: Partial<RouteGroupOptions>): RouteGroup;
}

/** A group of routes under the OpenAPI tag `tag`, each called as `options` says. */
export function routeGroup(instance: FastifyInstance, tag: string, options: RouteGroupOptions): RouteGroup {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { access, errors, ...routeOptions } = options;
  const declare =
    (method: "GET" | "POST" | "PUT" | "DELETE"): Declare =>
    (url, schema, handler) => {
      const allErrors = errors || schema.errors ? { errors: [...(errors ?? []), ...(schema.errors ?? [])] } : {};
      app.route({ method, url, schema: { tags: [tag], ...schema, ...allErrors, access }, ...routeOptions, handler });
    };
  return {
    get: declare("GET"),
    post: declare("POST"),
    put: declare("PUT"),
    delete: declare("DELETE"),
    with: (more) =>
      routeGroup(instance, tag, {
        ...options,
        ...more,
        ...(options.config || more.config ? { config: { ...options.config, ...more.config } } : {}),
      }),
  };
}

/** Anybody may call; a session is read when there is one. */
export const anybody: RouteGroupOptions = { access: "public" };

/** A signed-in user (401 otherwise, before the body or the parameters are looked at). */
export const signedIn: RouteGroupOptions = { access: "user", onRequest: async (request) => void requireUser(request) };

/** A member of the organisation named by X-Organization in a role that may do `action` (plugins/org-context). */
export function orgMember(
  ctx: AppContext,
  action: Parameters<typeof requireMembership>[1],
  membership: Parameters<typeof requireMembership>[2] = {},
): RouteGroupOptions {
  return { access: "org", onRequest: requireMembership(ctx, action, membership) };
}

/** A member in a role that may do `action`, which not every role may: the document lists 403 Forbidden on each route. */
export function orgRole(ctx: AppContext, action: Parameters<typeof requireMembership>[1]): RouteGroupOptions {
  return { ...orgMember(ctx, action), errors: ["Forbidden"] };
}

/** Route options that allow `max` requests a minute and client (the client as lib/client-key.ts tells it). */
export function perMinute(max: number): { config: FastifyContextConfig } {
  return { config: { rateLimit: { max, timeWindow: "1 minute" } } };
}

/** A PUT of a whole resource names it again in its body: a body `id` other than the path's is 400 with `mismatch`. */
export function requireSameId(body: { id: number }, pathId: number, mismatch: MessageKey): void {
  if (body.id !== pathId) throw FieldError.at("body", ["id"], mismatch);
}

/** Path parameters that are all ids (ZPathId), by name: `idParams("job_id")`. */
export function idParams<K extends string>(...names: K[]) {
  return z.strictObject(Object.fromEntries(names.map((name) => [name, ZPathId])) as Record<K, typeof ZPathId>);
}
