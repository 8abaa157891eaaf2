/**
 * The one entry point of organisation-scoped calls (docs/domain.md §3): `requireMembership(ctx, action)`
 * reads X-Organization once, resolves the caller's membership (404 for an organisation they do
 * not belong to, so slugs cannot be probed), refuses a role that may not act (403) and leaves an
 * `OrgContext` on the request for the handler to pass to services. Services never read headers.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { ORGANIZATION_HEADER } from "@jobatlas/contract";
import type { AppContext } from "../context";
import { ForbiddenError, NotFoundError } from "../errors";
import { may, type OrgAction } from "../features/orgs/orgs.policy";
import { resolveMembership } from "../features/orgs/orgs.service";
import type { OrgContext } from "../features/orgs/orgs.types";
import { SAFE_METHODS } from "./csrf";
import { requireUser } from "./session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireMembership on organisation-scoped routes. */
    org: OrgContext | undefined;
  }
}

/**
 * The hook of every organisation-scoped route: signed in (401), a member of the organisation named
 * by X-Organization (404) — for reads without the header, the last used one — in a role that may
 * do `action` (403). app.ts registers `orgContextPlugin` once, so requests carry the `org` slot.
 * It runs on request, before the body is read, so non-members learn nothing from validation.
 */
export function requireMembership(
  ctx: AppContext,
  action: OrgAction,
  /** remember: false for calls clients poll in the background: they do not make the organisation the last used one. */
  options: { remember?: boolean } = {},
): onRequestAsyncHookHandler {
  return async (request) => {
    const user = requireUser(request);
    const header = request.headers[ORGANIZATION_HEADER.toLowerCase()];
    const slug = typeof header === "string" ? header : undefined;
    // A change acts only on the organisation the client names: a client that lost the header must
    // not change whichever organisation was used last.
    if (slug === undefined && !SAFE_METHODS.has(request.method)) throw new NotFoundError("notFound");
    const org = await resolveMembership(ctx, user, slug, options);
    if (!may(org.role, action)) throw new ForbiddenError("forbidden");
    request.org = org;
  };
}

/** The OrgContext requireMembership resolved for this request. */
export function orgContextOf(request: FastifyRequest): OrgContext {
  if (!request.org) throw new Error(`${request.routeOptions.url} has no requireMembership hook`);
  return request.org;
}

/** Declares the request's `org` slot once, as Fastify wants decorations declared up front. */
export const orgContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("org", undefined);
});
