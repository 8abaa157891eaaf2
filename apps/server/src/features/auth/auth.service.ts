import {
  AUTH_ERROR_CODES,
  VERIFICATION_CODE_LENGTH,
  type TEmailVerificationConfirmRequest,
  type TEmailVerificationRequest,
  type TLanguage,
  type TLoginRequest,
  type TSignupRequest,
} from "@jobatlas/contract";
import type { AppContext, Tx } from "../../context";
import type { Db } from "../../db/client";
import { RateLimitedError, ServiceError } from "../../errors";
import { codeMatches, hashCode, hashToken, newNumericCode, newToken } from "../../lib/secrets";
import { queueMail, secretMailsSentRecently } from "../mail/mail.service";
import { openOrganization } from "../orgs/orgs.service";
import {
  burnEmailCode,
  consumeLoginToken,
  consumeVerificationToken,
  extendSession,
  findLiveSession,
  findUserByEmail,
  findUserById,
  insertEmailCode,
  insertLoginToken,
  insertSession,
  insertUser,
  lockAddress,
  takeEmailCodeTry,
  expireLoginTokensOf,
  redeemEmailCode,
  revokeSession,
  updateUser,
  type UserRow,
} from "./auth.repo";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** OWASP ASVS 5.0 §6.5: mailed links and codes are short-lived and single use. */
export const LOGIN_LINK_TTL_MINUTES = 10;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 3;
const VERIFICATION_TOKEN_TTL = 30 * MINUTE;
export const SESSION_TTL = 30 * DAY;
/** A rolling session is pushed forward at most once a day, not on every request. */
const SESSION_RENEW_AFTER = DAY;
/** At most this many links or codes are mailed to one address per hour. */
export const MAX_SECRET_MAILS_PER_HOUR = 5;
/** Links printed for the demo accounts in development live longer than mailed ones. */
const DEV_LINK_TTL = 12 * 60 * MINUTE;

export type SessionUser = UserRow;

function loginLink(ctx: AppContext, language: TLanguage, token: string) {
  return `${ctx.config.publicUrl}/${language}/account/login-token/${token}`;
}

/** Locks the address for this transaction, then refuses a sixth link or code within the hour. */
async function guardMailsPerAddress(ctx: AppContext, db: Db, email: string) {
  await lockAddress(db, email);
  if ((await secretMailsSentRecently(db, email, ctx.now())) >= MAX_SECRET_MAILS_PER_HOUR) {
    throw new RateLimitedError(3600);
  }
}

async function issueLoginToken(
  ctx: AppContext,
  db: Db,
  userId: number,
  next: string,
  ttlMs = LOGIN_LINK_TTL_MINUTES * MINUTE,
) {
  const token = newToken();
  await insertLoginToken(db, {
    tokenHash: hashToken(token),
    userId,
    next,
    expiresAt: new Date(ctx.now().getTime() + ttlMs),
  });
  return token;
}

/**
 * Sign-up of a seeker, or account opening of an employer (user + organisation + owner membership,
 * and a purchase request for a paid plan) in one transaction with the welcome mail. An address that
 * has an account gets a sign-in mail instead; the answer is the same either way (no enumeration).
 */
export async function signup(ctx: AppContext, input: TSignupRequest, requestLanguage: TLanguage): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await guardMailsPerAddress(ctx, tx, input.email);
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      const token = await issueLoginToken(ctx, tx, existing.id, `/${existing.language}/search`);
      await queueMail(tx, {
        at: ctx.now(),
        to: existing.email,
        language: existing.language,
        template: "account_exists",
        params: {
          firstName: existing.firstName,
          link: loginLink(ctx, existing.language, token),
          minutes: LOGIN_LINK_TTL_MINUTES,
        },
      });
      return;
    }
    const user = await insertUser(tx, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      language: input.language,
    });
    let next = input.kind === "seeker" ? (input.next ?? `/${user.language}/search`) : "";
    let companyName: string | undefined;
    if (input.kind === "employer") {
      const org = await openOrganization(ctx, tx, user, input, requestLanguage);
      next = `/${user.language}/org/${org.slug}`;
      companyName = org.name;
    }
    const token = await issueLoginToken(ctx, tx, user.id, next);
    await queueMail(tx, {
      at: ctx.now(),
      to: user.email,
      language: user.language,
      template: "signup_welcome",
      params: {
        firstName: user.firstName,
        link: loginLink(ctx, user.language, token),
        minutes: LOGIN_LINK_TTL_MINUTES,
        companyName,
      },
    });
  });
}

/** Mails a sign-in link, or an invitation to sign up for an unknown address; answers the same either way. */
export async function requestLoginLink(
  ctx: AppContext,
  input: TLoginRequest,
  requestLanguage: TLanguage,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await guardMailsPerAddress(ctx, tx, input.email);
    const user = await findUserByEmail(tx, input.email);
    if (!user) {
      await queueMail(tx, {
        at: ctx.now(),
        to: input.email,
        language: requestLanguage,
        template: "signup_invite",
        params: { signupLink: `${ctx.config.publicUrl}/${requestLanguage}/account/signup` },
      });
      return;
    }
    const token = await issueLoginToken(ctx, tx, user.id, input.next ?? `/${requestLanguage}/search`);
    await queueMail(tx, {
      at: ctx.now(),
      to: user.email,
      language: user.language,
      template: "login_link",
      params: {
        firstName: user.firstName,
        link: loginLink(ctx, requestLanguage, token),
        minutes: LOGIN_LINK_TTL_MINUTES,
      },
    });
  });
}

/** A new session (new id on every sign-in) for the user of a valid link; the address counts as verified. */
export async function checkLoginToken(ctx: AppContext, token: string, userAgent: string | undefined) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const spent = await consumeLoginToken(tx, hashToken(token), now);
    if (!spent) throw new ServiceError(AUTH_ERROR_CODES.loginTokenInvalid, "loginTokenInvalid");
    const user = await findUserById(tx, spent.userId);
    if (!user) throw new ServiceError(AUTH_ERROR_CODES.loginTokenInvalid, "loginTokenInvalid");
    if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now, updatedAt: now });
    const sessionToken = await startSession(ctx, tx, user.id, userAgent);
    return { sessionToken, next: spent.next ?? `/${user.language}/search` };
  });
}

async function startSession(ctx: AppContext, tx: Tx, userId: number, userAgent: string | undefined) {
  const sessionToken = newToken();
  await insertSession(tx, {
    tokenHash: hashToken(sessionToken),
    userId,
    expiresAt: new Date(ctx.now().getTime() + SESSION_TTL),
    userAgent: userAgent?.slice(0, 300),
  });
  return sessionToken;
}

/**
 * The signed-in user of a session cookie, or undefined. Rolling expiry: a session in use is
 * extended to 30 days from now (at most once a day); `renewed` tells the caller to refresh the cookie.
 */
export async function userOfSession(ctx: AppContext, sessionToken: string) {
  const now = ctx.now();
  const found = await findLiveSession(ctx.db, hashToken(sessionToken), now);
  if (!found) return undefined;
  const renewAt = found.expiresAt.getTime() - SESSION_TTL + SESSION_RENEW_AFTER;
  const renewed = now.getTime() >= renewAt;
  if (renewed) await extendSession(ctx.db, found.sessionId, new Date(now.getTime() + SESSION_TTL));
  return { user: found.user, renewed };
}

export async function logout(ctx: AppContext, sessionToken: string) {
  await revokeSession(ctx.db, hashToken(sessionToken), ctx.now());
}

/** Mails a 6-digit code that proves the address (anonymous application, email change). */
export async function requestEmailCode(ctx: AppContext, input: TEmailVerificationRequest, language: TLanguage) {
  await ctx.db.transaction(async (tx) => {
    await guardMailsPerAddress(ctx, tx, input.email);
    const code = newNumericCode(VERIFICATION_CODE_LENGTH);
    await insertEmailCode(tx, {
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(code),
      expiresAt: new Date(ctx.now().getTime() + CODE_TTL_MINUTES * MINUTE),
    });
    await queueMail(tx, {
      at: ctx.now(),
      to: input.email,
      language,
      template: "verification_code",
      params: { code, minutes: CODE_TTL_MINUTES, purpose: input.purpose },
    });
  });
}

/** Checks a code: right → a short-lived token bound to the address; 3 wrong tries burn the code. */
export async function confirmEmailCode(ctx: AppContext, input: TEmailVerificationConfirmRequest) {
  // The outcome is decided in the transaction and thrown after it, so a wrong try stays counted.
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const attempt = await takeEmailCodeTry(tx, input.email, now, CODE_MAX_TRIES);
    if (!attempt) return { kind: "expired" as const };
    if (!codeMatches(input.code, attempt.codeHash)) {
      if (attempt.attempts < CODE_MAX_TRIES)
        return { kind: "wrong" as const, remaining: CODE_MAX_TRIES - attempt.attempts };
      await burnEmailCode(tx, attempt.id, now);
      return { kind: "expired" as const };
    }
    const token = newToken();
    const expiresAt = new Date(now.getTime() + VERIFICATION_TOKEN_TTL);
    if (!(await redeemEmailCode(tx, attempt.id, now, { tokenHash: hashToken(token), expiresAt }))) {
      return { kind: "expired" as const };
    }
    return { kind: "verified" as const, token, expiresAt };
  });
  if (outcome.kind === "wrong") {
    throw new ServiceError(AUTH_ERROR_CODES.codeInvalid, "codeInvalid", { remaining: outcome.remaining });
  }
  if (outcome.kind === "expired") throw new ServiceError(AUTH_ERROR_CODES.codeExpired, "codeExpired");
  return { verification_token: outcome.token, email: input.email, expires_at: outcome.expiresAt.toISOString() };
}

/** Spends a verification token for an address; false when it is unknown, used, expired or for another address. */
export function useVerificationToken(
  ctx: AppContext,
  db: Db,
  token: string,
  email: string,
  purpose: "application" | "change_email",
) {
  return consumeVerificationToken(db, hashToken(token), email, purpose, ctx.now());
}

/** Development only: a sign-in link for a demo account, printed at start. */
export async function developmentSignInLink(ctx: AppContext, email: string, next?: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return undefined;
  const token = await issueLoginToken(ctx, ctx.db, user.id, next ?? `/${user.language}/search`, DEV_LINK_TTL);
  return loginLink(ctx, user.language, token);
}

/** Development only: ends an address's unused sign-in links (the expired-link journey). */
export async function expireLoginLinks(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user) await expireLoginTokensOf(ctx.db, user.id, ctx.now());
}

/** Development only: one sign-in line per demo account, for the start-up banner. */
export async function demoSignInLines(ctx: AppContext, accounts: { email: string; landing: string }[]) {
  const lines: string[] = [];
  for (const account of accounts) {
    const link = await developmentSignInLink(ctx, account.email, account.landing);
    if (link) lines.push(`  ${account.email.padEnd(34)} ${link}`);
  }
  return lines;
}
