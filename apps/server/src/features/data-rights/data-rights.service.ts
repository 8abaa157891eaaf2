import {
  APPLICATION_RETENTION,
  DATA_REQUEST_TOKEN_MINUTES,
  DATA_RIGHTS_ERROR_CODES,
  VERIFICATION_CODE_LENGTH,
  dataExportFileName,
  type TAccountDeletionPreview,
  type TApplicationRetention,
  type TDataExport,
  type TDataRequestCodeRequest,
  type TDataRequestVerifyRequest,
  type TDataRequestVerifyResponse,
  type TLanguage,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { foundOr404, NotFoundError, ServiceError } from "../../errors";
import { codeMatches, hashCode, hashToken, newNumericCode, newToken } from "../../lib/secrets";
import type { SessionUser } from "../../sessions/sessions";
import type { OrgContext } from "../orgs/orgs.types";
import { mailPageLink } from "../mail/mail.links";
import { guardSecretMail, type SecretMailClient } from "../mail/mail.service";
import { queueDataRequestCode } from "./data-rights.mails";
import { presentExport } from "./data-rights.presenter";
import {
  addressOfToken,
  anonymiseApplications,
  answersOf,
  applicationRatingsOf,
  applicationRowsOf,
  attachmentsOf,
  burnCode,
  contactRequestsOf,
  countApplications,
  deleteByAddress,
  deleteOrganizations,
  deleteUser,
  experimentsOf,
  findRetentionDays,
  findSeekerProfile,
  findUser,
  hiddenEmployersOf,
  insertDataRequestCode,
  likesOf,
  lockAddress,
  membershipsOf,
  organizationsOfUser,
  poolGrantsOf,
  ratingsOf,
  redeemCode,
  sessionsOf,
  subscriptionsOf,
  takeDataRequestCodeTry,
  updateRetentionDays,
  ztdiResultsOf,
  type DataSubject,
} from "./data-rights.repo";
import "./data-rights.messages"; // registers the feature's texts (i18n/messages.ts)

const MINUTE = 60_000;
/** As the codes of anonymous applications (docs/domain.md §4): 10 minutes, single use, 3 tries. */
export const DATA_REQUEST_CODE_MINUTES = 10;
export const DATA_REQUEST_CODE_TRIES = 3;

/** The Zurich date of an instant (docs/domain.md §3: business dates), YYYY-MM-DD. */
export function zurichDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(now);
}

/** The download's file name for an export made at `now`. */
export function exportFileName(now: Date): string {
  return dataExportFileName(zurichDate(now));
}

async function collectExport(ctx: AppContext, subject: DataSubject): Promise<TDataExport> {
  const { db } = ctx;
  const user = subject.userId === null ? null : ((await findUser(db, subject.userId)) ?? null);
  const userId = user?.id ?? null;
  const applications = await applicationRowsOf(db, subject);
  const applicationIds = applications.map((a) => a.application.id);
  const experimentRows = userId === null ? [] : await experimentsOf(db, userId);
  return presentExport(
    {
      email: subject.email,
      user,
      profile: userId === null ? null : ((await findSeekerProfile(db, userId)) ?? null),
      likes: userId === null ? [] : await likesOf(db, userId),
      hiddenEmployers: userId === null ? [] : await hiddenEmployersOf(db, userId),
      applications,
      answers: await answersOf(db, applicationIds),
      attachments: await attachmentsOf(db, applicationIds),
      contactRequests: await contactRequestsOf(db, applicationIds),
      applicationRatings: await applicationRatingsOf(db, applicationIds),
      grants: userId === null ? [] : await poolGrantsOf(db, userId),
      subscriptions: await subscriptionsOf(db, subject),
      experiments: experimentRows,
      ratings: await ratingsOf(
        db,
        experimentRows.map((e) => e.id),
      ),
      ztdiResults: await ztdiResultsOf(db, subject),
      sessions: userId === null ? [] : await sessionsOf(db, userId),
      memberships: userId === null ? [] : await membershipsOf(db, userId),
    },
    ctx.now(),
  );
}

/** Everything held about the signed-in user: the account's records and those under its address. */
export function exportMyData(ctx: AppContext, user: SessionUser): Promise<TDataExport> {
  // One snapshot: a repeatable-read view is what a single transaction gives on both engines.
  return inTransaction(ctx, (tx) => collectExport(tx, { userId: user.id, email: user.email }));
}

/** What deleting the account would take along (organisations of which the user is the only member) or block. */
export async function previewAccountDeletion(ctx: AppContext, user: SessionUser): Promise<TAccountDeletionPreview> {
  const orgs = await organizationsOfUser(ctx.db, user.id);
  return {
    email: user.email,
    organizations_deleted: orgs.filter((o) => o.alone).map(({ id, name }) => ({ id, name })),
    last_owner_of: orgs.filter((o) => o.lastOwner).map(({ id, name }) => ({ id, name })),
    applications_anonymised: await countApplications(ctx.db, { userId: user.id, email: user.email }),
  };
}

/** Erases what is held under an address (and the account's id): applications anonymised, the rest deleted. */
async function eraseSubject(tx: AppContext, subject: DataSubject, names: string[]) {
  const anonymised = await anonymiseApplications(tx.db, subject, tx.now());
  await deleteByAddress(tx.db, subject.email, subject.userId, [...new Set([...names, ...anonymised.names])]);
  return anonymised.count;
}

/**
 * Deletes the account in one transaction (ADR 030): refused while the user is the last owner of an
 * organisation others belong to (last_owner); organisations of which the user is the only member go
 * with it; applications stay with their employers without the applicant's identity; everything
 * else held under the account or its address is deleted, then the account (its sessions cascade).
 */
export async function deleteMyAccount(ctx: AppContext, user: SessionUser, confirmEmail: string) {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ServiceError(DATA_RIGHTS_ERROR_CODES.confirmationMismatch, "dataRightsConfirmationMismatch");
  }
  await inTransaction(ctx, async (tx) => {
    const orgs = await organizationsOfUser(tx.db, user.id, true);
    const blocking = orgs.filter((o) => o.lastOwner);
    if (blocking.length > 0) {
      throw new ServiceError(DATA_RIGHTS_ERROR_CODES.lastOwner, "dataRightsLastOwner", {
        organizations: blocking.map((o) => o.name).join(", "),
      });
    }
    await deleteOrganizations(
      tx.db,
      orgs.filter((o) => o.alone).map((o) => o.id),
    );
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    await eraseSubject(tx, { userId: user.id, email: user.email }, fullName ? [fullName] : []);
    await deleteUser(tx.db, user.id);
  });
}

/**
 * Mails a code to prove an address for a data request: the same mail and answer whether anything
 * is held under it or not, within the limits of every mailed code (features/mail). The code is
 * bound to the requester token of the browser that asked: only its tries count (ADR 063).
 */
export async function requestDataRequestCode(
  ctx: AppContext,
  input: TDataRequestCodeRequest,
  requestLanguage: TLanguage,
  client: SecretMailClient & { requester: string },
) {
  await inTransaction(ctx, async (tx) => {
    await lockAddress(tx.db, input.email);
    await guardSecretMail(tx, input.email, client);
    const code = newNumericCode(VERIFICATION_CODE_LENGTH);
    const now = tx.now();
    await insertDataRequestCode(tx.db, {
      email: input.email,
      requesterHash: hashToken(client.requester),
      codeHash: hashCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DATA_REQUEST_CODE_MINUTES * MINUTE),
    });
    const language = input.language ?? requestLanguage;
    await queueDataRequestCode(tx, {
      to: input.email,
      language,
      code,
      minutes: DATA_REQUEST_CODE_MINUTES,
      link: `${mailPageLink(tx, language, "privacy")}#data-request`,
    });
  });
}

/**
 * Checks a code: right → a token for DATA_REQUEST_TOKEN_MINUTES; 3 wrong tries burn the code. Only
 * the tries of the browser that asked for it (its requester token) count and can succeed (ADR 063).
 */
export async function verifyDataRequestCode(
  ctx: AppContext,
  input: TDataRequestVerifyRequest,
  requester: string | undefined,
): Promise<TDataRequestVerifyResponse> {
  // Decided in the transaction and thrown after it, so a wrong try stays counted.
  const outcome = await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    if (!requester) return { kind: "expired" as const };
    const attempt = await takeDataRequestCodeTry(
      tx.db,
      input.email,
      hashToken(requester),
      now,
      DATA_REQUEST_CODE_TRIES,
    );
    if (!attempt) return { kind: "expired" as const };
    if (!codeMatches(input.code, attempt.codeHash)) {
      if (attempt.attempts < DATA_REQUEST_CODE_TRIES) {
        return { kind: "wrong" as const, remaining: DATA_REQUEST_CODE_TRIES - attempt.attempts };
      }
      await burnCode(tx.db, attempt.id, now);
      return { kind: "expired" as const };
    }
    const token = newToken();
    const expiresAt = new Date(now.getTime() + DATA_REQUEST_TOKEN_MINUTES * MINUTE);
    if (!(await redeemCode(tx.db, attempt.id, now, { tokenHash: hashToken(token), expiresAt })))
      return { kind: "expired" as const };
    return { kind: "verified" as const, token, expiresAt };
  });
  if (outcome.kind === "wrong") {
    throw new ServiceError(DATA_RIGHTS_ERROR_CODES.codeInvalid, "codeInvalid", { count: outcome.remaining });
  }
  if (outcome.kind === "expired") throw new ServiceError(DATA_RIGHTS_ERROR_CODES.codeExpired, "codeExpired");
  return { token: outcome.token, email: input.email, expires_at: outcome.expiresAt.toISOString() };
}

function invalidToken(): never {
  throw new ServiceError(DATA_RIGHTS_ERROR_CODES.requestTokenInvalid, "dataRightsRequestTokenInvalid");
}

/** The export of what is held under the token's address (no account's records: ADR 030). */
export function exportDataByToken(ctx: AppContext, token: string): Promise<TDataExport> {
  return inTransaction(ctx, async (tx) => {
    const email = await addressOfToken(tx.db, hashToken(token), tx.now());
    if (!email) invalidToken();
    return collectExport(tx, { userId: null, email });
  });
}

/** Erases what is held under the token's address, as an account deletion does (the token is spent). */
export async function deleteDataByToken(ctx: AppContext, token: string) {
  await inTransaction(ctx, async (tx) => {
    const email = await addressOfToken(tx.db, hashToken(token), tx.now());
    if (!email) invalidToken();
    await eraseSubject(tx, { userId: null, email }, []);
  });
}

function presentRetention(days: number | null): TApplicationRetention {
  return {
    days,
    effective_days: days ?? APPLICATION_RETENTION.defaultDays,
    default_days: APPLICATION_RETENTION.defaultDays,
    min_days: APPLICATION_RETENTION.minDays,
    max_days: APPLICATION_RETENTION.maxDays,
  };
}

/** The organisation's period for rejected and withdrawn applications. */
export async function readApplicationRetention(ctx: AppContext, org: OrgContext): Promise<TApplicationRetention> {
  const row = foundOr404(await findRetentionDays(ctx.db, org.organization.id));
  return presentRetention(row.days);
}

/** Sets the period (30–180 days, checked by the contract and the table), or back to the default with null. */
export async function setApplicationRetention(
  ctx: AppContext,
  org: OrgContext,
  days: number | null,
): Promise<TApplicationRetention> {
  const row = await updateRetentionDays(ctx.db, org.organization.id, days, ctx.now());
  if (!row) throw new NotFoundError("notFound");
  return presentRetention(row.days);
}
