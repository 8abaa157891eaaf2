/**
 * Invitations of candidates to apply (issue 10 point 3, ADR 026). An employer on a plan with
 * invites asks a person (email + name) to apply to one of its active listings or active jobs; the
 * mailed link opens the application wizard with `invite_token`. Tokens are random, stored hashed
 * (docs/domain.md §3), work once and for CANDIDATE_INVITE_TTL_DAYS days.
 *
 * How the application wizard spends a token — both calls inside the transaction that inserts the
 * application, with that transaction's context:
 *
 *   const invite = await consumeCandidateInvite(tx, token, organizationId);
 *   // the application must be for invite.listingId / invite.jobId (user-applications refuses
 *   // another target with candidate_invite_invalid), with origin "invited"; invite.email and
 *   // invite.name are what the form was prefilled with.
 *   const application = await insertApplication(tx, { ..., origin: "invited" });
 *   await linkInviteToApplication(tx, invite.inviteId, application.id);
 *
 * If the application is refused later in that transaction, the rollback leaves the invitation
 * unused. No activity is written for an invitation: activities are state changes of applications,
 * listings and jobs, and the application the invitation leads to writes its own `submitted`.
 */
import {
  CANDIDATE_INVITE_ERROR_CODES,
  CANDIDATE_INVITE_TTL_DAYS,
  PLAN_LIMITS,
  ZCandidateInviteToken,
  type TCandidateInvitesQuery,
  type TCreateCandidateInvite,
  type TLanguage,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { foundOr404, NotFoundError, ServiceError } from "../../../errors";
import { hashToken, newLinkToken } from "../../../lib/secrets";
import { getOrgJob } from "../../jobs/jobs.service";
import { getOrgListing } from "../../listings/listings.service";
import { mailPageLink } from "../../mail/mail.links";
import { queueMail } from "../../mail/mail.service";
import type { OrgContext } from "../../orgs/orgs.types";
import { planLimitError } from "../../orgs/plan-limits";
import {
  deleteStaleCandidateInvites,
  deleteUnusedCandidateInvite,
  findCandidateInviteView,
  findCandidateInviteViewByTokenHash,
  insertCandidateInvite,
  listCandidateInviteViews,
  lockCandidateInviteByTokenHash,
  markCandidateInviteUsed,
  setCandidateInviteApplication,
  type CandidateInviteView,
} from "./invites.repo";
import "./invites.messages";

const DAY = 24 * 60 * 60 * 1000;

/** Days an unused invitation is kept after it expired (the list shows it as expired meanwhile). */
export const EXPIRED_CANDIDATE_INVITE_RETENTION_DAYS = 30;

function inviteInvalid() {
  return new ServiceError(CANDIDATE_INVITE_ERROR_CODES.invalid, "candidateInviteInvalid");
}

/** The link of the mail: the company's application wizard with the token and the invitation's target. */
export function candidateInviteLink(
  ctx: AppContext,
  language: TLanguage,
  organizationId: number,
  token: string,
  target: { listingId: number | null; jobId: number | null },
): string {
  const query: Record<string, string> = { invite_token: token };
  if (target.listingId !== null) query.listing_id = String(target.listingId);
  else if (target.jobId !== null) query.job_id = String(target.jobId);
  return mailPageLink(ctx, language, `company/${organizationId}/apply`, query);
}

/**
 * POST /capi/org/candidate-invites: refused with plan_limit_invites on a plan without invites;
 * another organisation's, an unknown or an inactive listing or job → NotFoundError. Stores the
 * hash of a new token and queues the mail in the same transaction.
 */
export async function createCandidateInvite(
  ctx: AppContext,
  org: OrgContext,
  input: TCreateCandidateInvite,
): Promise<CandidateInviteView> {
  const plan = org.organization.plan;
  if (!PLAN_LIMITS[plan].invites) throw planLimitError("invites", plan);
  let target: { listingId: number | null; jobId: number | null; title: string };
  if (input.listing_id !== undefined) {
    const listing = await getOrgListing(ctx, org, input.listing_id);
    if (listing.status !== "active") throw new NotFoundError("notFound");
    target = { listingId: listing.id, jobId: null, title: listing.title };
  } else if (input.job_id !== undefined) {
    const job = await getOrgJob(ctx, org, input.job_id);
    if (job.status !== "active") throw new NotFoundError("notFound");
    target = { listingId: null, jobId: job.id, title: job.title };
  } else {
    // The contract requires one of them; a caller that skipped it gets the same answer.
    throw new NotFoundError("notFound");
  }
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const { token, stored } = newLinkToken(now, CANDIDATE_INVITE_TTL_DAYS * DAY);
    const invite = await insertCandidateInvite(tx.db, {
      organizationId: org.organization.id,
      listingId: target.listingId,
      jobId: target.jobId,
      email: input.email,
      name: input.name,
      ...stored,
      invitedByUserId: org.user.id,
    });
    await queueMail(tx, {
      to: input.email,
      language: input.language,
      template: "candidate_invite",
      params: {
        name: input.name,
        organizationName: org.organization.name,
        title: target.title,
        message: input.message,
        link: candidateInviteLink(tx, input.language, org.organization.id, token, target),
        days: CANDIDATE_INVITE_TTL_DAYS,
      },
    });
    const view = await findCandidateInviteView(tx.db, org.organization.id, invite.id);
    if (!view) throw new Error("candidate invite vanished");
    return view;
  });
}

/** GET /capi/org/candidate-invites: the organisation's invitations, newest first. */
export function listCandidateInvites(ctx: AppContext, org: OrgContext, page: TCandidateInvitesQuery) {
  return listCandidateInviteViews(ctx.db, org.organization.id, page);
}

/**
 * DELETE /capi/org/candidate-invites/{id}: the link stops working. Another organisation's or an
 * unknown id → NotFoundError; a used invitation stays (ServiceError candidate_invite_used).
 */
export async function revokeCandidateInvite(ctx: AppContext, org: OrgContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const view = foundOr404(await findCandidateInviteView(tx.db, org.organization.id, id));
    if (view.invite.usedAt) throw new ServiceError(CANDIDATE_INVITE_ERROR_CODES.used, "candidateInviteUsed");
    if (!(await deleteUnusedCandidateInvite(tx.db, org.organization.id, id))) {
      throw new ServiceError(CANDIDATE_INVITE_ERROR_CODES.used, "candidateInviteUsed");
    }
  });
}

/** An invitation that still works at `now`: unused and not expired. */
function usable(invite: { usedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return invite.usedAt === null && invite.expiresAt.getTime() > now.getTime();
}

/**
 * GET /capi/candidate-invites/{token}: the invitation the wizard prefills from. An unknown,
 * revoked, used or expired token → ServiceError candidate_invite_invalid.
 */
export async function readCandidateInvite(ctx: AppContext, token: string): Promise<CandidateInviteView> {
  if (!ZCandidateInviteToken.safeParse(token).success) throw inviteInvalid();
  const view = await findCandidateInviteViewByTokenHash(ctx.db, hashToken(token));
  if (!view || !usable(view.invite, ctx.now())) throw inviteInvalid();
  return view;
}

/** What the application wizard takes from a spent invitation. */
export interface ConsumedCandidateInvite {
  inviteId: number;
  /** The invitation's target: exactly one of the two is set. */
  listingId: number | null;
  jobId: number | null;
  /** The address and name the employer invited (the applicant may apply with others). */
  email: string;
  name: string;
}

/**
 * Spends an invitation for an application to `organizationId`. Call it with the context of the
 * transaction that inserts the application (see the head of this file): it locks the invitation's
 * row, refuses an unknown, revoked, used or expired token and one of another organisation
 * (ServiceError candidate_invite_invalid, the same for all) and marks it used at the context's
 * time. Afterwards call `linkInviteToApplication` with the new application's id.
 */
export async function consumeCandidateInvite(
  ctx: AppContext,
  token: string,
  organizationId: number,
): Promise<ConsumedCandidateInvite> {
  if (!ZCandidateInviteToken.safeParse(token).success) throw inviteInvalid();
  const invite = await lockCandidateInviteByTokenHash(ctx.db, hashToken(token));
  const now = ctx.now();
  if (!invite || invite.organizationId !== organizationId || !usable(invite, now)) throw inviteInvalid();
  if (!(await markCandidateInviteUsed(ctx.db, invite.id, now))) throw inviteInvalid();
  return {
    inviteId: invite.id,
    listingId: invite.listingId,
    jobId: invite.jobId,
    email: invite.email,
    name: invite.name,
  };
}

/**
 * Records which application spent the invitation (the org's invite list links it). Call it in the
 * same transaction as `consumeCandidateInvite`, once the application row exists.
 */
export async function linkInviteToApplication(ctx: AppContext, inviteId: number, applicationId: number): Promise<void> {
  if (!(await setCandidateInviteApplication(ctx.db, inviteId, applicationId))) throw inviteInvalid();
}

/** The status the organisation sees. */
export function candidateInviteStatus(invite: { usedAt: Date | null; expiresAt: Date }, now: Date) {
  if (invite.usedAt) return "used" as const;
  return invite.expiresAt.getTime() > now.getTime() ? ("open" as const) : ("expired" as const);
}

/**
 * For the retention task (features/retention): deletes unused invitations expired more than
 * EXPIRED_CANDIDATE_INVITE_RETENTION_DAYS ago, and used ones whose application is gone (the
 * application's own retention deleted it): each holds a person's name and address. Returns how many went.
 */
export function purgeStaleCandidateInvites(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - EXPIRED_CANDIDATE_INVITE_RETENTION_DAYS * DAY);
  return deleteStaleCandidateInvites(ctx.db, before);
}
