/**
 * The mailed codes' queries that sign-in and verification (features/auth) and data requests
 * (features/data-rights) share: the per-address lock, a try of the newest live code, and spending
 * a code. The purposes a caller passes keep each feature to its own codes.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { emailCodes } from "./schema";

export type EmailCodePurpose = (typeof emailCodes.$inferSelect)["purpose"];

/**
 * Serialises the mail-sending requests for one address (sign-up, login, codes, data requests)
 * until the transaction ends, so per-address limits and the unique email hold under parallel requests.
 */
export async function lockAddress(db: Db, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${email.toLowerCase()}`}))`);
}

/**
 * Uses up one try of the newest live code of these purposes for an address that the requester asked
 * for and returns it, or undefined when none is left. The row lock makes parallel guesses queue, so
 * no more than the allowed tries are ever checked.
 */
export async function takeCodeTry(
  db: Db,
  code: { email: string; requesterHash: string; purposes: readonly EmailCodePurpose[] },
  now: Date,
  maxTries: number,
) {
  const newest = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, code.email),
        eq(emailCodes.requesterHash, code.requesterHash),
        inArray(emailCodes.purpose, [...code.purposes]),
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

/** Spends a code without a verification token (its tries ran out). */
export async function burnCode(db: Db, id: number, now: Date) {
  await db.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, id));
}

/** Marks a code used (only if still unused) and stores the hash of the verification token it earned. */
export async function redeemCode(db: Db, id: number, now: Date, verification: { tokenHash: string; expiresAt: Date }) {
  const [row] = await db
    .update(emailCodes)
    .set({ usedAt: now, verificationTokenHash: verification.tokenHash, verificationExpiresAt: verification.expiresAt })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return row !== undefined;
}

/**
 * The address a verification token was issued for, for `purpose`: only while it is live (unspent
 * and unexpired at `liveAt`), or, with `liveAt` null, ever (spent or expired as well). `lock` takes
 * the code's row FOR UPDATE.
 */
export async function emailOfVerificationToken(
  db: Db,
  tokenHash: string,
  purpose: EmailCodePurpose,
  liveAt: Date | null,
  { lock = false } = {},
): Promise<string | undefined> {
  const query = db
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
  const [row] = lock ? await query.for("update") : await query;
  return row?.email;
}
