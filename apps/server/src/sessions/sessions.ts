/**
 * Database-backed sessions (ADR 004), used by the session plugin (every API call) and by the
 * auth feature (sign-in, sign-out). The cookie holds a random id; only its hash is stored.
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../context";
import { hashToken, newToken } from "../lib/secrets";
import { extendSession, findLiveSession, insertSession, revokeSession, revokeSessionsOf } from "./sessions.repo";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
/** A rolling session is pushed forward at most once a day, not on every request. */
const SESSION_RENEW_AFTER = DAY;

/** The signed-in user as requests carry it (`request.user`): what screens and services need, no row. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: TLanguage;
  pictureId: string | null;
}

/** A new session for the user; returns the token for the cookie. */
export async function startSession(ctx: AppContext, userId: number, userAgent: string | undefined) {
  const token = newToken();
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(ctx.now().getTime() + SESSION_TTL),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * The signed-in user of a session cookie, or undefined. Rolling expiry: a session in use is
 * extended to 30 days from now (at most once a day); `renewed` tells the caller to refresh the cookie.
 */
export async function sessionUser(
  ctx: AppContext,
  token: string,
): Promise<{ user: SessionUser; renewed: boolean } | undefined> {
  const now = ctx.now();
  const found = await findLiveSession(ctx.db, hashToken(token), now);
  if (!found) return undefined;
  const renewAt = found.expiresAt.getTime() - SESSION_TTL + SESSION_RENEW_AFTER;
  const renewed = now.getTime() >= renewAt;
  if (renewed) await extendSession(ctx.db, found.sessionId, new Date(now.getTime() + SESSION_TTL));
  return { user: found.user, renewed };
}

export async function endSession(ctx: AppContext, token: string) {
  await revokeSession(ctx.db, hashToken(token), ctx.now());
}

/** Signs the user out everywhere: every session of theirs ends now. */
export async function endAllSessions(ctx: AppContext, userId: number) {
  await revokeSessionsOf(ctx.db, userId, ctx.now());
}
