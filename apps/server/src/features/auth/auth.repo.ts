import type { TLanguage } from "@jobatlas/contract";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOfVerificationToken as emailOfToken, takeCodeTry } from "../../db/email-codes";
import { emailChangeReverts, emailCodes, loginTokens, users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserForUpdate(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  return row;
}

export async function insertUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string; language: TLanguage },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, "email" | "firstName" | "lastName" | "language" | "pictureId" | "emailVerifiedAt">> & {
    updatedAt: Date;
  },
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function insertLoginToken(
  db: Db,
  values: { tokenHash: string; userId: number | null; next: string; expiresAt: Date },
) {
  await db.insert(loginTokens).values(values);
}

/**
 * Ends the user's unused live sign-in links before a new one is issued. With null (a request for an
 * unknown address) the same statement runs for a user id no row has: the same work, and no lock on
 * the stand-in rows of other unknown addresses, which would queue every such request site-wide.
 */
export async function endLoginTokensOf(db: Db, userId: number | null, now: Date) {
  await db
    .update(loginTokens)
    .set({ expiresAt: now })
    .where(and(eq(loginTokens.userId, userId ?? -1), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)));
}

/** Spends a sign-in token: only an unused, unexpired one, and only once even under concurrent requests. */
export async function consumeLoginToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning({ userId: loginTokens.userId, next: loginTokens.next });
  return row;
}

/** Ends the user's unused sign-in links now (the expired-link journey; an undone email change). */
export async function expireLoginTokensOf(db: Db, userId: number, now: Date) {
  await db
    .update(loginTokens)
    .set({ expiresAt: now })
    .where(and(eq(loginTokens.userId, userId), isNull(loginTokens.usedAt)));
}

export async function insertEmailCode(
  db: Db,
  values: {
    email: string;
    purpose: "application" | "change_email";
    requesterHash: string;
    codeHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(emailCodes).values(values);
}

/** The purposes whose codes POST /capi/email-verification/confirm redeems (not `data_request`, ADR 030). */
const VERIFICATION_PURPOSES = ["application", "change_email"] as const;

/**
 * Uses up one try of the newest live code for an address that the requester asked for
 * (db/email-codes.ts). Only codes of the verification purposes count: a data-request code is
 * neither redeemed nor tried here.
 */
export function takeEmailCodeTry(db: Db, email: string, requesterHash: string, now: Date, maxTries: number) {
  return takeCodeTry(db, { email, requesterHash, purposes: VERIFICATION_PURPOSES }, now, maxTries);
}

export { burnCode as burnEmailCode, lockAddress, redeemCode as redeemEmailCode } from "../../db/email-codes";

/** What a verification token can be spent for (`data_request` has its own token, features/data-rights). */
export type VerificationPurpose = "application" | "change_email";

/** The address a verification token was issued for (db/email-codes.ts), for a verification purpose. */
export function emailOfVerificationToken(db: Db, tokenHash: string, purpose: VerificationPurpose, liveAt: Date | null) {
  return emailOfToken(db, tokenHash, purpose, liveAt);
}

/** Spends a verification token for an address and purpose, once. */
export async function consumeVerificationToken(
  db: Db,
  tokenHash: string,
  email: string,
  purpose: VerificationPurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(emailCodes)
    .set({ verificationUsedAt: now })
    .where(
      and(
        eq(emailCodes.verificationTokenHash, tokenHash),
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.verificationUsedAt),
        gt(emailCodes.verificationExpiresAt, now),
      ),
    )
    .returning({ id: emailCodes.id });
  return row !== undefined;
}

/** A "this wasn't me" link for the old address of an email change (ADR 056). */
export async function insertEmailChangeRevert(
  db: Db,
  values: { tokenHash: string; userId: number; oldEmail: string; newEmail: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailChangeReverts).values(values);
}

/** Spends a "this wasn't me" link: only an unused, unexpired one, once even under concurrent requests. */
export async function consumeEmailChangeRevert(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChangeReverts)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeReverts.tokenHash, tokenHash),
        isNull(emailChangeReverts.usedAt),
        gt(emailChangeReverts.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeReverts.userId, oldEmail: emailChangeReverts.oldEmail });
  return row;
}

/** Spends the user's other open "this wasn't me" links: after an undo, none leads elsewhere again. */
export async function spendEmailChangeRevertsOf(db: Db, userId: number, now: Date) {
  await db
    .update(emailChangeReverts)
    .set({ usedAt: now })
    .where(and(eq(emailChangeReverts.userId, userId), isNull(emailChangeReverts.usedAt)));
}
