import { and, asc, eq, inArray } from "drizzle-orm";
import type { TMessageTemplateKind } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { messageTemplates } from "../../db/schema";

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
type Texts = MessageTemplateRow["texts"];

/** The organisation's templates (of one kind, or all), by kind, then name. */
export function templatesOf(
  db: Db,
  organizationId: number,
  kind?: TMessageTemplateKind,
): Promise<MessageTemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.organizationId, organizationId), kind ? eq(messageTemplates.kind, kind) : undefined))
    .orderBy(asc(messageTemplates.kind), asc(messageTemplates.name), asc(messageTemplates.id));
}

/** The organisation's template `id`; undefined for an unknown id or another organisation's. */
export async function findTemplate(
  db: Db,
  organizationId: number,
  id: number,
): Promise<MessageTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.organizationId, organizationId), eq(messageTemplates.id, id)));
  return row;
}

export async function insertTemplate(
  db: Db,
  values: {
    organizationId: number;
    kind: TMessageTemplateKind;
    name: string;
    texts: Texts;
    createdAt?: Date;
    updatedAt?: Date;
  },
): Promise<MessageTemplateRow> {
  const [row] = await db.insert(messageTemplates).values(values).returning();
  if (!row) throw new Error("message template insert returned nothing");
  return row;
}

/**
 * Saves the template when it is still at `revision` (and one more revision); undefined when it is
 * not (somebody saved it since) or is gone.
 */
export async function updateTemplateAtRevision(
  db: Db,
  organizationId: number,
  id: number,
  revision: number,
  values: { kind: TMessageTemplateKind; name: string; texts: Texts; updatedAt: Date },
): Promise<MessageTemplateRow | undefined> {
  const [row] = await db
    .update(messageTemplates)
    .set({ ...values, revision: revision + 1 })
    .where(
      and(
        eq(messageTemplates.organizationId, organizationId),
        eq(messageTemplates.id, id),
        eq(messageTemplates.revision, revision),
      ),
    )
    .returning();
  return row;
}

/** Deletes the organisation's template; false when there was none. */
export async function deleteTemplate(db: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.organizationId, organizationId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}

/** How many templates the organisations have (the seed adds its demo templates only once). */
export async function templateCountOf(db: Db, organizationIds: number[]): Promise<number> {
  if (organizationIds.length === 0) return 0;
  const rows = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(inArray(messageTemplates.organizationId, organizationIds));
  return rows.length;
}
