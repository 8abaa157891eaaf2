import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
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
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { requireUser } from "../../plugins/session";
import { orgContextOf } from "../../plugins/org-context";
import { acceptPictureBodies, uploadedBytesOf, pictureUpload } from "../../plugins/uploads";
import { idParams, orgMember, orgRole, perMinute, routeGroup, signedIn } from "../../plugins/route-group";
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

const ZAddressParams = idParams("address_id");
const ZInviteParams = idParams("invite_id");
const ZMemberParams = idParams("user_id");

/** Routes of the organisation editor: company profile, logo, addresses, members and invites, widget settings. */
export async function orgCompanyRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // A member in a role that may act, known before the body is read (for the logo: before 5 MB are read, not after).
  const anyMember = routeGroup(instance, "org-company", orgMember(ctx, "readCompany"));
  const editor = routeGroup(instance, "org-company", orgRole(ctx, "editCompany"));
  const memberAdmin = routeGroup(instance, "org-company", orgRole(ctx, "manageMembers"));
  const leaver = routeGroup(instance, "org-company", orgRole(ctx, "leaveOrganization"));
  const user = routeGroup(instance, "org-company", signedIn);
  /** Mails: limited like the account endpoints (RATE_LIMIT_AUTH a minute and IP). */
  const limited = perMinute(ctx.config.rateLimits.auth);
  acceptPictureBodies(instance);

  // ------------------------------------------------------------------ company profile

  anyMember.get(
    "/capi/org/company",
    {
      operationId: "readCompany",
      summary: "The organisation's editable profile (every member)",
      response: { 200: ZOrgCompany },
    },
    async (request) => presentCompany(await readCompany(ctx, orgContextOf(request))),
  );

  editor.put(
    "/capi/org/company",
    {
      operationId: "editCompany",
      summary:
        "Save the whole profile (owners, admins); a forced widget theme needs a plan with it (plan_limit_forced_widget_theme)",
      errors: ["ServiceError"],
      stale: true,
      body: ZOrgCompanyUpdateRequest,
      response: { 200: ZOrgCompany },
    },
    async (request) => presentCompany(await editCompany(ctx, orgContextOf(request), request.body)),
  );

  editor.with(pictureUpload(ctx)).put(
    "/capi/org/company/logo",
    {
      operationId: "uploadCompanyLogo",
      summary:
        "Upload the logo: the raw JPEG, PNG or WebP file (at most 5 MB, 50 million pixels) as the body; stored as a PNG without metadata (owners, admins)",
      errors: ["ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
      response: { 200: ZOrgCompany },
    },
    async (request) => presentCompany(await replaceLogo(ctx, orgContextOf(request), uploadedBytesOf(request))),
  );

  editor.delete(
    "/capi/org/company/logo",
    {
      operationId: "removeCompanyLogo",
      summary: "Remove the logo (owners, admins)",
      response: { 200: ZOrgCompany },
    },
    async (request) => presentCompany(await removeLogo(ctx, orgContextOf(request))),
  );

  // ------------------------------------------------------------------ addresses

  anyMember.get(
    "/capi/org/addresses",
    {
      operationId: "listOrgAddresses",
      summary: "Every address of the organisation (at most 200), by label and city (every member)",
      response: { 200: ZOrgAddressList },
    },
    async (request) => {
      const items = (await listOrgAddresses(ctx, orgContextOf(request))).map(presentAddress);
      return { items, count: items.length };
    },
  );

  editor.post(
    "/capi/org/addresses",
    {
      operationId: "createOrgAddress",
      summary: "Add an address; postal code and city are checked against the CH/LI list and geocoded (owners, admins)",
      errors: ["ServiceError"],
      body: ZOrgAddressRequest,
      response: { 201: ZOrgAddress },
    },
    async (request, reply) =>
      reply.status(201).send(presentAddress(await createAddress(ctx, orgContextOf(request), request.body))),
  );

  editor.put(
    "/capi/org/addresses/:address_id",
    {
      operationId: "editOrgAddress",
      summary:
        "Change an address, checked and geocoded as when added; moving the planned or active listings working there needs move_listings (address_moves_listings) (owners, admins)",
      errors: ["ServiceError"],
      stale: true,
      params: ZAddressParams,
      body: ZOrgAddressUpdateRequest,
      response: { 200: ZOrgAddress },
    },
    async (request) =>
      presentAddress(await editAddress(ctx, orgContextOf(request), request.params.address_id, request.body)),
  );

  editor.delete(
    "/capi/org/addresses/:address_id",
    {
      operationId: "deleteOrgAddress",
      summary: "Delete an address; refused while a planned or active listing works there (address_in_use)",
      errors: ["ServiceError"],
      params: ZAddressParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await removeAddress(ctx, orgContextOf(request), request.params.address_id);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------------ members and invitations

  memberAdmin.get(
    "/capi/org/members",
    {
      operationId: "listOrgMembers",
      summary: "Members and open invitations (owners, admins)",
      response: { 200: ZOrgMembersResponse },
    },
    async (request) => {
      const { members, invites } = await membersOf(ctx, orgContextOf(request));
      const now = ctx.now();
      return { members: members.map(presentMember), invites: invites.map((invite) => presentInvite(invite, now)) };
    },
  );

  // Each invitation mails an address the caller chose.
  memberAdmin.with(limited).post(
    "/capi/org/members/invites",
    {
      operationId: "inviteOrgMember",
      summary:
        "Mail an invitation to join in a role, valid 7 days and once (owners, admins; only owners invite owners)",
      errors: ["ServiceError"],
      body: ZInviteMemberRequest,
      response: { 201: ZOrgInvite },
    },
    async (request, reply) => {
      const invite = await inviteMember(ctx, orgContextOf(request), request.body);
      return reply.status(201).send(presentInvite(invite, ctx.now()));
    },
  );

  memberAdmin.delete(
    "/capi/org/members/invites/:invite_id",
    {
      operationId: "revokeOrgInvite",
      summary:
        "Revoke an open invitation: its link stops working (owners, admins; an owner's only by owners); one accepted already answers 400 invite_already_accepted",
      errors: ["ServiceError"],
      params: ZInviteParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await revokeInvite(ctx, orgContextOf(request), request.params.invite_id);
      return reply.status(204).send(null);
    },
  );

  memberAdmin.put(
    "/capi/org/members/:user_id",
    {
      operationId: "changeOrgMemberRole",
      summary: "Give a member another role (owners, admins; admins cannot touch or make owners); never the last owner",
      errors: ["ServiceError"],
      params: ZMemberParams,
      body: ZChangeMemberRoleRequest,
      response: { 200: ZOrgMember },
    },
    async (request) =>
      presentMember(await changeMemberRole(ctx, orgContextOf(request), request.params.user_id, request.body)),
  );

  leaver.delete(
    "/capi/org/members/:user_id",
    {
      operationId: "removeOrgMember",
      summary:
        "Remove a member (owners, admins; admins cannot remove owners) or leave (any member, their own user id); never the last owner",
      errors: ["ServiceError"],
      params: ZMemberParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await removeMember(ctx, orgContextOf(request), request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  user.with(limited).post(
    "/capi/organization-invites/accept",
    {
      operationId: "acceptOrgInvite",
      summary:
        "Spend an invitation's token: join its organisation in the invited role (a member keeps their role); invite_invalid otherwise",
      errors: ["ServiceError"],
      body: ZAcceptInviteRequest,
      response: { 200: ZOrganization },
    },
    async (request) => presentOrganization(await acceptInvite(ctx, requireUser(request), request.body.token)),
  );
}
