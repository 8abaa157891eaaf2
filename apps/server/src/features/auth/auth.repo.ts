import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
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
  values: { email: string; firstName: string; lastName: string; language: "de" | "en" },
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
 * Uses up one try of the newest live code for an address that the requester asked for and returns
 * it, or undefined when none is left. The row lock makes parallel guesses queue, so no more than the
 * allowed tries are ever checked. Only codes of the verification purposes count: a data-request
 * code is neither redeemed nor tried here.
 */
export async function takeEmailCodeTry(db: Db, email: string, requesterHash: string, now: Date, maxTries: number) {
  const newest = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.requesterHash, requesterHash),
        inArray(emailCodes.purpose, [...VERIFICATION_PURPOSES]),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1)
    .for("update");
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, sql`(${newest})`), lt(emailCodes.attempts, maxTries), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  return row;
}

/**
 * Serialises the mail-sending requests for one address (sign-up, login, codes) until the transaction
 * ends, so the per-address limit and the unique email hold under parallel requests.
 */
export async function lockAddress(db: Db, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${email.toLowerCase()}`}))`);
}

export async function burnEmailCode(db: Db, id: number, now: Date) {
  await db.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, id));
}

/** Marks a code used (only if still unused) and stores the hash of the verification token it earned. */
export async function redeemEmailCode(
  db: Db,
  id: number,
  now: Date,
  verification: { tokenHash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(emailCodes)
    .set({ usedAt: now, verificationTokenHash: verification.tokenHash, verificationExpiresAt: verification.expiresAt })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return row !== undefined;
}

/** What a verification token can be spent for (`data_request` has its own token, features/data-rights). */
export type VerificationPurpose = "application" | "change_email";

/**
 * The address a verification token was issued for, for `purpose`: only while it is live (unspent
 * and unexpired at `liveAt`), or, with `liveAt` null, ever (spent or expired as well).
 */
export async function emailOfVerificationToken(
  db: Db,
  tokenHash: string,
  purpose: VerificationPurpose,
  liveAt: Date | null,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: emailCodes.email })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.verificationTokenHash, tokenHash),
        eq(emailCodes.purpose, purpose),
        liveAt ? isNull(emailCodes.verificationUsedAt) : undefined,
        liveAt ? gt(emailCodes.verificationExpiresAt, liveAt) : undefined,
      ),
    );
  return row?.email;
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
