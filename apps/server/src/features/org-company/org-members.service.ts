/**
 * Members of an organisation and their invitations (docs/domain.md §3: tokens random, stored hashed).
 * Owners do everything; admins manage admins and recruiters but cannot touch owners, make
 * owners or invite owners (403). The last owner can never be removed or demoted (ServiceError
 * last_owner). Every change of members runs under a lock of the organisation's row, so two
 * owners demoting each other at once leave one owner, not none.
 */
import {
  INVITE_TTL_DAYS,
  ORG_COMPANY_ERROR_CODES,
  type TChangeMemberRoleRequest,
  type TLanguage,
  type TMemberRole,
} from "@jobatlas/contract";
import { z } from "zod";
import { inTransaction, type AppContext } from "../../context";
import type { Db } from "../../db/client";
import { ForbiddenError, foundOr404, NotFoundError, ServiceError } from "../../errors";
import { hashToken, newLinkToken } from "../../lib/secrets";
import type { SessionUser } from "../../sessions/sessions";
import { mailPageLink } from "../mail/mail.links";
import { queueMail } from "../mail/mail.service";
import { may } from "../orgs/orgs.policy";
import type { OrgContext } from "../orgs/orgs.types";
import { lockOrganization } from "../orgs/orgs.service";
import {
  countOwners,
  deleteOpenInvite,
  deleteMember,
  deleteOpenInvitesOf,
  ensureMembership,
  findCompany,
  findMember,
  findMemberByEmail,
  insertInvite,
  isMember,
  languageOfAddress,
  listMembers,
  listOpenInvites,
  lockInvite,
  lockInviteByTokenHash,
  markInviteAccepted,
  updateMemberRole,
  type InviteRow,
  type MemberRow,
} from "./org-company.repo";
import "./org-company.messages"; // registers the feature's texts (i18n/messages.ts)

const DAY = 24 * 60 * 60 * 1000;

/** Owners may touch owners; admins may not (403, as for any action their role lacks). */
function requireOwnerFor(callerRole: TMemberRole, ...roles: TMemberRole[]) {
  if (roles.includes("owner") && callerRole !== "owner") throw new ForbiddenError("forbidden");
}

/**
 * The caller's role as it is now, read after the organisation's row is locked: the role the
 * request started with may have changed while it waited for the lock (an owner demoted or removed
 * a moment ago must not act as owner). No longer a member: 404; a role that may not manage
 * members (any more): 403.
 */
async function lockedCallerRole(db: Db, org: OrgContext): Promise<TMemberRole> {
  const me = foundOr404(await findMember(db, org.organization.id, org.user.id));
  if (!may(me.role, "manageMembers")) throw new ForbiddenError("forbidden");
  return me.role;
}

function lastOwnerError() {
  return new ServiceError(ORG_COMPANY_ERROR_CODES.lastOwner, "orgCompanyLastOwner");
}

export async function membersOf(ctx: AppContext, org: OrgContext) {
  const [members, invites] = await Promise.all([
    listMembers(ctx.db, org.organization.id),
    listOpenInvites(ctx.db, org.organization.id),
  ]);
  return { members, invites };
}

/** The link of an invitation: the listings wizard joins first, then offers the first listing. */
export function inviteLink(ctx: AppContext, language: TLanguage, token: string): string {
  return mailPageLink(ctx, language, "listings/create", { invite_token: token });
}

/**
 * Invites an address in a role and mails it the link (in the language of its account if it has
 * one, else the inviter's). Inviting an address again replaces its open invitation: the earlier
 * link stops working. An address of a member already is refused (already_member).
 */
export async function inviteMember(
  ctx: AppContext,
  org: OrgContext,
  input: { email: string; role: TMemberRole },
): Promise<InviteRow> {
  requireOwnerFor(org.role, input.role);
  return inTransaction(ctx, async (tx) => {
    const organization = foundOr404(await lockOrganization(tx, org.organization.id));
    requireOwnerFor(await lockedCallerRole(tx.db, org), input.role);
    if (await findMemberByEmail(tx.db, organization.id, input.email)) {
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.alreadyMember, "orgCompanyAlreadyMember", { email: input.email });
    }
    await deleteOpenInvitesOf(tx.db, organization.id, input.email);
    const now = tx.now();
    const { token, stored } = newLinkToken(now, INVITE_TTL_DAYS * DAY);
    const invite = await insertInvite(tx.db, {
      organizationId: organization.id,
      email: input.email,
      role: input.role,
      ...stored,
      invitedByUserId: org.user.id,
    });
    const language = (await languageOfAddress(tx.db, input.email)) ?? org.user.language;
    const inviterName = `${org.user.firstName} ${org.user.lastName}`.trim() || org.user.email;
    await queueMail(tx, {
      to: input.email,
      language,
      template: "membership_invite",
      params: {
        inviterName,
        organizationName: organization.name,
        role: input.role,
        link: inviteLink(tx, language, token),
        days: INVITE_TTL_DAYS,
      },
    });
    return invite;
  });
}

/**
 * Revokes an open invitation (its link stops working); only owners revoke an owner's invitation.
 * One accepted already (perhaps a moment ago, while the revoke waited for its lock) stays, and
 * the answer says so (ServiceError invite_already_accepted): the invitee is a member now.
 */
export async function revokeInvite(ctx: AppContext, org: OrgContext, inviteId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const invite = foundOr404(await lockInvite(tx.db, org.organization.id, inviteId));
    requireOwnerFor(org.role, invite.role);
    if (invite.acceptedAt || !(await deleteOpenInvite(tx.db, org.organization.id, inviteId))) {
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.inviteAlreadyAccepted, "orgCompanyInviteAlreadyAccepted");
    }
  });
}

export async function changeMemberRole(
  ctx: AppContext,
  org: OrgContext,
  userId: number,
  input: TChangeMemberRoleRequest,
): Promise<MemberRow> {
  return inTransaction(ctx, async (tx) => {
    await lockOrganization(tx, org.organization.id);
    const callerRole = await lockedCallerRole(tx.db, org);
    const member = foundOr404(await findMember(tx.db, org.organization.id, userId));
    requireOwnerFor(callerRole, member.role, input.role);
    if (member.role === input.role) return member;
    if (member.role === "owner" && (await countOwners(tx.db, org.organization.id)) <= 1) throw lastOwnerError();
    await updateMemberRole(tx.db, org.organization.id, userId, input.role);
    return { ...member, role: input.role };
  });
}

/**
 * Removes a member (owners and admins; admins not owners), or lets any member leave (their own
 * user id, whatever their role); the last owner stays.
 */
export async function removeMember(ctx: AppContext, org: OrgContext, userId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockOrganization(tx, org.organization.id);
    const leaving = userId === org.user.id;
    const member = await findMember(tx.db, org.organization.id, userId);
    if (leaving) {
      if (!member) throw new NotFoundError("notFound");
    } else {
      const callerRole = await lockedCallerRole(tx.db, org);
      if (!member) throw new NotFoundError("notFound");
      requireOwnerFor(callerRole, member.role);
    }
    if (member.role === "owner" && (await countOwners(tx.db, org.organization.id)) <= 1) throw lastOwnerError();
    await deleteMember(tx.db, org.organization.id, userId);
  });
}

function inviteInvalid() {
  return new ServiceError(ORG_COMPANY_ERROR_CODES.inviteInvalid, "orgCompanyInviteInvalid");
}

/** A token as a link carries it: anything else cannot be one of ours, and is not looked up. */
const ZTokenShape = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * Spends an invitation: the signed-in user joins the organisation in the invited role, or keeps
 * the role they have if they are a member already. The token works once: the user who spent it
 * may open the link again (the answer is the same), anybody else gets invite_invalid, as for an
 * unknown, revoked or expired token. An owner or admin invitation works only for the account of
 * the invited address (invite_wrong_account, the invitation stays open); a recruiter invitation
 * for any account (ADR 016).
 */
export async function acceptInvite(ctx: AppContext, user: SessionUser, token: string) {
  if (!ZTokenShape.safeParse(token).success) throw inviteInvalid();
  return inTransaction(ctx, async (tx) => {
    const invite = await lockInviteByTokenHash(tx.db, hashToken(token));
    const now = tx.now();
    if (!invite || invite.expiresAt.getTime() <= now.getTime()) throw inviteInvalid();
    if (invite.role !== "recruiter" && invite.email.toLowerCase() !== user.email.toLowerCase()) {
      if (invite.acceptedAt) throw inviteInvalid();
      throw new ServiceError(ORG_COMPANY_ERROR_CODES.inviteWrongAccount, "orgCompanyInviteWrongAccount");
    }
    if (invite.acceptedAt) {
      // Opened again by the one who accepted it: still a member, the same answer.
      if (invite.acceptedByUserId !== user.id || !(await isMember(tx.db, invite.organizationId, user.id))) {
        throw inviteInvalid();
      }
    }
    const organization = await findCompany(tx.db, invite.organizationId);
    if (!organization) throw inviteInvalid();
    const role = await ensureMembership(tx.db, organization.id, user.id, invite.role, now);
    if (!invite.acceptedAt) await markInviteAccepted(tx.db, invite.id, user.id, now);
    return { organization, role };
  });
}
