import {
  AUTH_ERROR_CODES,
  VERIFICATION_CODE_LENGTH,
  type TEmailVerificationConfirmRequest,
  type TEmailVerificationRequest,
  type TLanguage,
  type TLoginRequest,
  type TSignupRequest,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { ServiceError } from "../../errors";
import { codeMatches, hashCode, hashToken, newNumericCode, newToken } from "../../lib/secrets";
import { mailPageLink, pathInMailLanguage } from "../mail/mail.links";
import { guardSecretMail, queueMail, type SecretMailClient } from "../mail/mail.service";
import { endSession, startSession } from "../../sessions/sessions";
import { openOrganization } from "../orgs/orgs.service";
import {
  burnEmailCode,
  consumeLoginToken,
  consumeVerificationToken,
  emailOfVerificationToken,
  findUserByEmail,
  findUserById,
  insertEmailCode,
  insertLoginToken,
  insertUser,
  lockAddress,
  takeEmailCodeTry,
  endLoginTokensOf,
  expireLoginTokensOf,
  redeemEmailCode,
  updateUser,
  type VerificationPurpose,
} from "./auth.repo";

const MINUTE = 60_000;
/** OWASP ASVS 5.0 §6.5: mailed links and codes are short-lived and single use. */
export const LOGIN_LINK_TTL_MINUTES = 10;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 3;
const VERIFICATION_TOKEN_TTL = 30 * MINUTE;
/**
 * Links printed for the demo accounts in development live longer than mailed ones; like those,
 * each signs in once (the start banner says so).
 */
export const DEMO_LINK_TTL_HOURS = 12;
const DEV_LINK_TTL = DEMO_LINK_TTL_HOURS * 60 * MINUTE;

function loginLink(ctx: AppContext, language: TLanguage, token: string) {
  return mailPageLink(ctx, language, `account/login-token/${token}`);
}

/**
 * Locks the address for this transaction, refuses a link or code over the limits per address and
 * client and per address (the same answer for known and unknown addresses), and counts this one.
 */
async function guardMailsPerAddress(ctx: AppContext, email: string, client: SecretMailClient) {
  await lockAddress(ctx.db, email);
  await guardSecretMail(ctx, email, client);
}

/**
 * A new sign-in link for the user, ending the user's older unused ones: only the newest link mailed
 * signs in. With `userId` null it writes the stand-in of a request for an unknown address — the same
 * two statements, a row that is never mailed and never signs in — so known and unknown addresses
 * take the same work (ADR 063).
 */
async function issueLoginToken(
  ctx: AppContext,
  userId: number | null,
  next: string,
  ttlMs = LOGIN_LINK_TTL_MINUTES * MINUTE,
) {
  const token = newToken();
  await endLoginTokensOf(ctx.db, userId, ctx.now());
  await insertLoginToken(ctx.db, {
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
export async function signup(ctx: AppContext, input: TSignupRequest, client: SecretMailClient): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await guardMailsPerAddress(tx, input.email, client);
    const existing = await findUserByEmail(tx.db, input.email);
    if (existing) {
      const token = await issueLoginToken(tx, existing.id, `/${existing.language}/search`);
      await queueMail(tx, {
        to: existing.email,
        language: existing.language,
        template: "account_exists",
        params: {
          firstName: existing.firstName,
          link: loginLink(tx, existing.language, token),
          minutes: LOGIN_LINK_TTL_MINUTES,
        },
      });
      return;
    }
    const user = await insertUser(tx.db, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      language: input.language,
    });
    // A new seeker's first landing, without a page to return to, is the search with its welcome.
    let next = input.kind === "seeker" ? (input.next ?? `/${user.language}/search?welcome=true`) : "";
    let companyName: string | undefined;
    if (input.kind === "employer") {
      const org = await openOrganization(tx, user, input);
      next = `/${user.language}/org/${org.organization.slug}`;
      companyName = org.organization.name;
    }
    const token = await issueLoginToken(tx, user.id, next);
    await queueMail(tx, {
      to: user.email,
      language: user.language,
      template: "signup_welcome",
      params: {
        firstName: user.firstName,
        link: loginLink(tx, user.language, token),
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
  client: SecretMailClient,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await guardMailsPerAddress(tx, input.email, client);
    const user = await findUserByEmail(tx.db, input.email);
    if (!user) {
      // The stand-in of the link a known address gets: the same work, so timing tells nothing.
      await issueLoginToken(tx, null, "");
      await queueMail(tx, {
        to: input.email,
        language: requestLanguage,
        template: "signup_invite",
        params: { signupLink: mailPageLink(tx, requestLanguage, "account/signup") },
      });
      return;
    }
    // The mail, its link and the page it ends on speak the account's language, whichever page asked.
    const next = pathInMailLanguage(input.next ?? "/search", user.language);
    const token = await issueLoginToken(tx, user.id, next);
    await queueMail(tx, {
      to: user.email,
      language: user.language,
      template: "login_link",
      params: {
        firstName: user.firstName,
        link: loginLink(tx, user.language, token),
        minutes: LOGIN_LINK_TTL_MINUTES,
      },
    });
  });
}

/**
 * A new session (new id on every sign-in) for the user of a valid link, ending the session the
 * browser had, in one transaction; the address counts as verified.
 */
export async function checkLoginToken(
  ctx: AppContext,
  token: string,
  client: { userAgent: string | undefined; previousSessionToken: string | undefined },
) {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.now();
    const spent = await consumeLoginToken(tx.db, hashToken(token), now);
    if (!spent?.userId) throw new ServiceError(AUTH_ERROR_CODES.loginTokenInvalid, "loginTokenInvalid");
    const user = await findUserById(tx.db, spent.userId);
    if (!user) throw new ServiceError(AUTH_ERROR_CODES.loginTokenInvalid, "loginTokenInvalid");
    if (!user.emailVerifiedAt) await updateUser(tx.db, user.id, { emailVerifiedAt: now, updatedAt: now });
    if (client.previousSessionToken) await endSession(tx, client.previousSessionToken);
    const sessionToken = await startSession(tx, user.id, client.userAgent);
    return { sessionToken, next: spent.next ?? `/${user.language}/search`, email: user.email };
  });
}

export function logout(ctx: AppContext, sessionToken: string) {
  return endSession(ctx, sessionToken);
}

/**
 * Mails a 6-digit code that proves the address (anonymous application, email change), bound to the
 * requester token of the browser that asked: only that browser's tries count (ADR 063).
 */
export async function requestEmailCode(
  ctx: AppContext,
  input: TEmailVerificationRequest,
  language: TLanguage,
  client: SecretMailClient & { requester: string },
) {
  await inTransaction(ctx, async (tx) => {
    await guardMailsPerAddress(tx, input.email, client);
    const code = newNumericCode(VERIFICATION_CODE_LENGTH);
    await insertEmailCode(tx.db, {
      email: input.email,
      purpose: input.purpose,
      requesterHash: hashToken(client.requester),
      codeHash: hashCode(code),
      expiresAt: new Date(ctx.now().getTime() + CODE_TTL_MINUTES * MINUTE),
    });
    await queueMail(tx, {
      to: input.email,
      language,
      template: "verification_code",
      params: { code, minutes: CODE_TTL_MINUTES, purpose: input.purpose },
    });
  });
}

/**
 * Checks a code: right → a short-lived token bound to the address; 3 wrong tries burn the code.
 * Only the tries of the browser that asked for the code (its requester token) count and can
 * succeed: without it there is no code to try, so nobody else can burn it (ADR 063).
 */
export async function confirmEmailCode(
  ctx: AppContext,
  input: TEmailVerificationConfirmRequest,
  requester: string | undefined,
) {
  // The outcome is decided in the transaction and thrown after it, so a wrong try stays counted.
  const outcome = await inTransaction(ctx, async (tx) => {
    const now = ctx.now();
    if (!requester) return { kind: "expired" as const };
    const attempt = await takeEmailCodeTry(tx.db, input.email, hashToken(requester), now, CODE_MAX_TRIES);
    if (!attempt) return { kind: "expired" as const };
    if (!codeMatches(input.code, attempt.codeHash)) {
      if (attempt.attempts < CODE_MAX_TRIES)
        return { kind: "wrong" as const, remaining: CODE_MAX_TRIES - attempt.attempts };
      await burnEmailCode(tx.db, attempt.id, now);
      return { kind: "expired" as const };
    }
    const token = newToken();
    const expiresAt = new Date(now.getTime() + VERIFICATION_TOKEN_TTL);
    if (!(await redeemEmailCode(tx.db, attempt.id, now, { tokenHash: hashToken(token), expiresAt }))) {
      return { kind: "expired" as const };
    }
    return { kind: "verified" as const, token, expiresAt };
  });
  if (outcome.kind === "wrong") {
    throw new ServiceError(AUTH_ERROR_CODES.codeInvalid, "codeInvalid", { count: outcome.remaining });
  }
  if (outcome.kind === "expired") throw new ServiceError(AUTH_ERROR_CODES.codeExpired, "codeExpired");
  return { verification_token: outcome.token, email: input.email, expires_at: outcome.expiresAt.toISOString() };
}

/**
 * The address a verification token (POST /capi/email-verification/confirm) proves for `purpose`;
 * undefined for no token, or an unknown, spent or expired one. `alsoSpent`: a token spent (or
 * expired) since counts too — a repeated submission shows the proof the first one spent.
 * Reading does not spend it: spendVerification does, in the transaction that relies on it.
 */
export async function verifiedEmailOf(
  ctx: AppContext,
  token: string | null | undefined,
  purpose: VerificationPurpose,
  options: { alsoSpent?: boolean } = {},
): Promise<string | undefined> {
  if (!token) return undefined;
  return emailOfVerificationToken(ctx.db, hashToken(token), purpose, options.alsoSpent ? null : ctx.now());
}

/**
 * Spends a verification token for `email`, once (call it in the transaction the proof is for);
 * false when there is none, or it is unknown, spent, expired or for another address.
 */
export async function spendVerification(
  tx: AppContext,
  token: string | null | undefined,
  email: string,
  purpose: VerificationPurpose,
): Promise<boolean> {
  if (!token) return false;
  return consumeVerificationToken(tx.db, hashToken(token), email, purpose, tx.now());
}

/** Development only: a sign-in link for a demo account, printed at start. */
export async function developmentSignInLink(ctx: AppContext, email: string, next?: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return undefined;
  const token = await issueLoginToken(ctx, user.id, next ?? `/${user.language}/search`, DEV_LINK_TTL);
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
