/**
 * The one entry point of organisation-scoped calls (docs/domain.md §3): `requireMembership(ctx, action)`
 * reads X-Organization once, resolves the caller's membership (404 for an organisation they do
 * not belong to, so slugs cannot be probed), refuses a role that may not act (403) and leaves an
 * `OrgContext` on the request for the handler to pass to services. Services never read headers.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { ORGANIZATION_HEADER, type TMemberRole } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { ForbiddenError, NotFoundError } from "../../errors";
import { SAFE_METHODS } from "../../plugins/csrf";
import { requireUser } from "../../plugins/session";
import type { SessionUser } from "../../sessions/sessions";
import type { MembershipRow } from "./orgs.repo";
import { resolveMembership } from "./orgs.service";

/** Who acts, on which organisation, in which role: the first argument after the context of org services. */
export interface OrgContext {
  user: SessionUser;
  organization: MembershipRow["organization"];
  role: TMemberRole;
}

/**
 * Which roles may do what. Owner: everything, including plan and members; admin: members (not
 * owners), company profile and all content; recruiter: jobs, listings, questionnaires and
 * applications. Features add their actions here.
 */
export const ORG_PERMISSIONS = {
  readOrganization: ["owner", "admin", "recruiter"],
  changePlan: ["owner"],
  /** The company profile and addresses: recruiters read them (a listing's work place), may not change them. */
  readCompany: ["owner", "admin", "recruiter"],
  editCompany: ["owner", "admin"],
  /** Members and invites; only owners may make, invite or remove owners (the service checks the role). */
  manageMembers: ["owner", "admin"],
  /**
   * The hook of DELETE /capi/org/members/{user_id}: every member may leave (remove themselves);
   * removing anybody else needs manageMembers, which the service checks under the organisation's lock.
   */
  leaveOrganization: ["owner", "admin", "recruiter"],
  manageJobs: ["owner", "admin", "recruiter"],
  manageListings: ["owner", "admin", "recruiter"],
  manageQuestionnaires: ["owner", "admin", "recruiter"],
  manageApplications: ["owner", "admin", "recruiter"],
  readActivities: ["owner", "admin", "recruiter"],
} as const satisfies Record<string, readonly TMemberRole[]>;
export type OrgAction = keyof typeof ORG_PERMISSIONS;

export function may(role: TMemberRole, action: OrgAction): boolean {
  return (ORG_PERMISSIONS[action] as readonly TMemberRole[]).includes(role);
}

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
