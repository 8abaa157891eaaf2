import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { TLanguage } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { outbox, secretMailRequests } from "../../db/schema";

export interface OutboxInsert {
  /** When the mail was queued (the service clock); the database time when absent. */
  createdAt?: Date;
  toEmail: string;
  language: TLanguage;
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on job alerts. */
  headers?: Record<string, string>;
}

export async function insertOutboxMail(db: Db, mail: OutboxInsert): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, nextAttemptAt: mail.createdAt, idempotencyKey: `${randomUUID()}@jobatlas` })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

/** Links and codes mailed to an address since a moment: all of them, and those one client asked for. */
export async function countSecretMailRequests(
  db: Db,
  email: string,
  client: string,
  since: Date,
): Promise<{ total: number; byClient: number }> {
  const [row] = await db
    .select({
      total: count(),
      byClient: sql<number>`count(*) filter (where ${secretMailRequests.client} = ${client})`.mapWith(Number),
    })
    .from(secretMailRequests)
    .where(and(eq(secretMailRequests.email, email), gt(secretMailRequests.createdAt, since)));
  return { total: row?.total ?? 0, byClient: row?.byClient ?? 0 };
}

export async function insertSecretMailRequest(db: Db, request: { email: string; client: string; createdAt: Date }) {
  await db.insert(secretMailRequests).values(request);
}

/**
 * Deletes up to `limit` requests older than `before`. Rows another transaction holds are skipped,
 * not waited for: every request cleans a little, none queues behind another.
 */
export async function deleteOldSecretMailRequests(db: Db, before: Date, limit: number): Promise<void> {
  const old = db
    .select({ id: secretMailRequests.id })
    .from(secretMailRequests)
    .where(lt(secretMailRequests.createdAt, before))
    .limit(limit)
    .for("update", { skipLocked: true });
  await db.delete(secretMailRequests).where(inArray(secretMailRequests.id, old));
}

/** A claimed mail, as the worker sends it. `lockedUntil` is the lease: only its holder may release the row. */
export interface ClaimedMail {
  id: number;
  idempotencyKey: string;
  toEmail: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attempts: number;
  lockedUntil: Date;
}

/**
 * Claims up to `limit` due mails in one statement: `FOR UPDATE SKIP LOCKED` keeps two workers off
 * the same row while they claim, and the lease in `locked_until` keeps them off it while one sends.
 * A lease that expires (the sender died) makes the row due again.
 */
export async function claimDueMails(
  db: Db,
  opts: { now: Date; lockedUntil: Date; limit: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, opts.now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, opts.now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(opts.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: opts.lockedUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      idempotencyKey: outbox.idempotencyKey,
      toEmail: outbox.toEmail,
      template: outbox.template,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      headers: outbox.headers,
      attempts: outbox.attempts,
    });
  return rows.map((r) => ({ ...r, lockedUntil: opts.lockedUntil })).sort((a, b) => a.id - b.id);
}

/** The mail went out. Not tied to the lease: once sent, it is sent, whoever holds the row now. */
export async function markMailSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
}

/** A failed attempt: try again at `nextAttemptAt`, or give up when it is null. Only the lease holder may. */
export async function releaseFailedMail(
  db: Db,
  opts: { id: number; lease: Date; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .update(outbox)
    .set(
      opts.nextAttemptAt
        ? { lockedUntil: null, lastError: opts.error, nextAttemptAt: opts.nextAttemptAt }
        : { lockedUntil: null, lastError: opts.error, status: "failed" },
    )
    .where(and(eq(outbox.id, opts.id), eq(outbox.status, "pending"), eq(outbox.lockedUntil, opts.lease)));
}

export interface OutboxMailRow {
  id: number;
  toEmail: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: "pending" | "sent" | "failed";
  createdAt: Date;
}

/** The outbox for the development mailbox, newest first; `to` matches case-insensitively. */
export async function listOutboxMails(
  db: Db,
  opts: { to?: string; limit: number; offset: number },
): Promise<{ rows: OutboxMailRow[]; count: number }> {
  const where = opts.to ? sql`lower(${outbox.toEmail}) = ${opts.to.toLowerCase()}` : undefined;
  const rows = await db
    .select({
      id: outbox.id,
      toEmail: outbox.toEmail,
      template: outbox.template,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  return { rows, count: total?.n ?? 0 };
}
