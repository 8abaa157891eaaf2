import { randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";

export interface OutboxInsert {
  toEmail: string;
  language: "de" | "en";
  template: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertOutboxMail(db: Db, mail: OutboxInsert): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, idempotencyKey: `${randomUUID()}@jobatlas` })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

/** How many mails of these templates went to an address since a moment (the per-address limit). */
export async function countMailsTo(db: Db, toEmail: string, templates: string[], since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.toEmail, toEmail), inArray(outbox.template, templates), gt(outbox.createdAt, since)));
  return row?.n ?? 0;
}
