import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  ZAcceptInviteRequest,
  ZChangeMemberRoleRequest,
  ZInviteMemberRequest,
  ZOrgAddress,
  ZOrgAddressList,
  ZOrgAddressRequest,
  ZOrgAddressUpdateRequest,
  ZOrganization,
  ZOrgCompany,
  ZOrgCompanyUpdateRequest,
  ZOrgInvite,
  ZOrgMember,
  ZOrgMembersResponse,
  ZPathId,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { requireUser } from "../../plugins/session";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import { presentOrganization } from "../orgs/orgs.presenter";
import { createAddress, editAddress, listOrgAddresses, removeAddress } from "./org-addresses.service";
import { presentAddress, presentCompany, presentInvite, presentMember } from "./org-company.presenter";
import { editCompany, readCompany, removeLogo, replaceLogo } from "./org-company.service";
import {
  acceptInvite,
  changeMemberRole,
  inviteMember,
  membersOf,
  removeMember,
  revokeInvite,
} from "./org-members.service";

const ZAddressParams = z.strictObject({ address_id: ZPathId });
const ZInviteParams = z.strictObject({ invite_id: ZPathId });
const ZMemberParams = z.strictObject({ user_id: ZPathId });

/** Routes of the organisation editor: company profile, logo, addresses, members and invites, widget settings. */
export async function orgCompanyRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Mails and uploads: limited like the account endpoints (RATE_LIMIT_AUTH a minute and IP). */
  const limited = { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } };

  // The logo arrives as the raw file; its type is checked again by content in features/media.
  app.addContentTypeParser(
    [...PICTURE_TYPES],
    { parseAs: "buffer", bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // ------------------------------------------------------------------ company profile

  app.get(
    "/capi/org/company",
    {
      schema: {
        tags: ["org-company"],
        operationId: "readCompany",
        summary: "The organisation's editable profile (every member)",
        access: "org",
        response: { 200: ZOrgCompany },
      },
      onRequest: requireMembership(ctx, "readCompany"),
    },
    async (request) => presentCompany(await readCompany(ctx, orgContextOf(request))),
  );

  app.put(
    "/capi/org/company",
    {
      schema: {
        tags: ["org-company"],
        operationId: "editCompany",
        summary:
          "Save the whole profile (owners, admins); a forced widget theme needs a plan with it (plan_limit_forced_widget_theme)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZOrgCompanyUpdateRequest,
        response: { 200: ZOrgCompany },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request) => presentCompany(await editCompany(ctx, orgContextOf(request), request.body)),
  );

  app.put(
    "/capi/org/company/logo",
    {
      schema: {
        tags: ["org-company"],
        operationId: "uploadCompanyLogo",
        summary:
          "Upload the logo: the raw JPEG, PNG or WebP file (at most 5 MB, 50 million pixels) as the body; stored as a PNG without metadata (owners, admins)",
        access: "org",
        errors: ["Forbidden", "ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
        response: { 200: ZOrgCompany },
      },
      bodyLimit: PICTURE_MAX_BYTES,
      config: { acceptedBodyTypes: PICTURE_TYPES, ...limited },
      // A member in a role that may edit before 5 MB are read, not after.
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return presentCompany(await replaceLogo(ctx, orgContextOf(request), bytes));
    },
  );

  app.delete(
    "/capi/org/company/logo",
    {
      schema: {
        tags: ["org-company"],
        operationId: "removeCompanyLogo",
        summary: "Remove the logo (owners, admins)",
        access: "org",
        errors: ["Forbidden"],
        response: { 200: ZOrgCompany },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request) => presentCompany(await removeLogo(ctx, orgContextOf(request))),
  );

  // ------------------------------------------------------------------ addresses

  app.get(
    "/capi/org/addresses",
    {
      schema: {
        tags: ["org-company"],
        operationId: "listOrgAddresses",
        summary: "Every address of the organisation (at most 200), by label and city (every member)",
        access: "org",
        response: { 200: ZOrgAddressList },
      },
      onRequest: requireMembership(ctx, "readCompany"),
    },
    async (request) => {
      const items = (await listOrgAddresses(ctx, orgContextOf(request))).map(presentAddress);
      return { items, count: items.length };
    },
  );

  app.post(
    "/capi/org/addresses",
    {
      schema: {
        tags: ["org-company"],
        operationId: "createOrgAddress",
        summary:
          "Add an address; postal code and city are checked against the CH/LI list and geocoded (owners, admins)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZOrgAddressRequest,
        response: { 201: ZOrgAddress },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request, reply) =>
      reply.status(201).send(presentAddress(await createAddress(ctx, orgContextOf(request), request.body))),
  );

  app.put(
    "/capi/org/addresses/:address_id",
    {
      schema: {
        tags: ["org-company"],
        operationId: "editOrgAddress",
        summary:
          "Change an address, checked and geocoded as when added; moving the planned or active listings working there needs move_listings (address_moves_listings) (owners, admins)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZAddressParams,
        body: ZOrgAddressUpdateRequest,
        response: { 200: ZOrgAddress },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request) =>
      presentAddress(await editAddress(ctx, orgContextOf(request), request.params.address_id, request.body)),
  );

  app.delete(
    "/capi/org/addresses/:address_id",
    {
      schema: {
        tags: ["org-company"],
        operationId: "deleteOrgAddress",
        summary: "Delete an address; refused while a planned or active listing works there (address_in_use)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZAddressParams,
        response: { 204: z.null() },
      },
      onRequest: requireMembership(ctx, "editCompany"),
    },
    async (request, reply) => {
      await removeAddress(ctx, orgContextOf(request), request.params.address_id);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------------ members and invitations

  app.get(
    "/capi/org/members",
    {
      schema: {
        tags: ["org-company"],
        operationId: "listOrgMembers",
        summary: "Members and open invitations (owners, admins)",
        access: "org",
        errors: ["Forbidden"],
        response: { 200: ZOrgMembersResponse },
      },
      onRequest: requireMembership(ctx, "manageMembers"),
    },
    async (request) => {
      const { members, invites } = await membersOf(ctx, orgContextOf(request));
      const now = ctx.now();
      return { members: members.map(presentMember), invites: invites.map((invite) => presentInvite(invite, now)) };
    },
  );

  app.post(
    "/capi/org/members/invites",
    {
      schema: {
        tags: ["org-company"],
        operationId: "inviteOrgMember",
        summary:
          "Mail an invitation to join in a role, valid 7 days and once (owners, admins; only owners invite owners)",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        body: ZInviteMemberRequest,
        response: { 201: ZOrgInvite },
      },
      onRequest: requireMembership(ctx, "manageMembers"),
      // Each invitation mails an address the caller chose.
      config: limited,
    },
    async (request, reply) => {
      const invite = await inviteMember(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(presentInvite(invite, ctx.now()));
    },
  );

  app.delete(
    "/capi/org/members/invites/:invite_id",
    {
      schema: {
        tags: ["org-company"],
        operationId: "revokeOrgInvite",
        summary:
          "Revoke an open invitation: its link stops working (owners, admins; an owner's only by owners); one accepted already answers 400 invite_already_accepted",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZInviteParams,
        response: { 204: z.null() },
      },
      onRequest: requireMembership(ctx, "manageMembers"),
    },
    async (request, reply) => {
      await revokeInvite(ctx, orgContextOf(request), request.params.invite_id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/capi/org/members/:user_id",
    {
      schema: {
        tags: ["org-company"],
        operationId: "changeOrgMemberRole",
        summary:
          "Give a member another role (owners, admins; admins cannot touch or make owners); never the last owner",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZMemberParams,
        body: ZChangeMemberRoleRequest,
        response: { 200: ZOrgMember },
      },
      onRequest: requireMembership(ctx, "manageMembers"),
    },
    async (request) =>
      presentMember(await changeMemberRole(ctx, orgContextOf(request), request.params.user_id, request.body)),
  );

  app.delete(
    "/capi/org/members/:user_id",
    {
      schema: {
        tags: ["org-company"],
        operationId: "removeOrgMember",
        summary:
          "Remove a member (owners, admins; admins cannot remove owners) or leave (any member, their own user id); never the last owner",
        access: "org",
        errors: ["Forbidden", "ServiceError"],
        params: ZMemberParams,
        response: { 204: z.null() },
      },
      onRequest: requireMembership(ctx, "leaveOrganization"),
    },
    async (request, reply) => {
      await removeMember(ctx, orgContextOf(request), request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/capi/organization-invites/accept",
    {
      schema: {
        tags: ["org-company"],
        operationId: "acceptOrgInvite",
        summary:
          "Spend an invitation's token: join its organisation in the invited role (a member keeps their role); invite_invalid otherwise",
        access: "user",
        errors: ["ServiceError"],
        body: ZAcceptInviteRequest,
        response: { 200: ZOrganization },
      },
      config: limited,
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => presentOrganization(await acceptInvite(ctx, requireUser(request), request.body.token)),
  );
}
