import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ztdiResults, ztdiSurveys } from "../../db/schema";

export type ZtdiResultRow = typeof ztdiResults.$inferSelect;

export async function insertZtdiResult(db: Db, values: typeof ztdiResults.$inferInsert): Promise<ZtdiResultRow> {
  const [row] = await db.insert(ztdiResults).values(values).returning();
  if (!row) throw new Error("ztdi result insert returned nothing");
  return row;
}

export async function findZtdiResultByTokenHash(db: Db, tokenHash: string): Promise<ZtdiResultRow | undefined> {
  const [row] = await db.select().from(ztdiResults).where(eq(ztdiResults.tokenHash, tokenHash));
  return row;
}

/** The survey's row: its answers and the day, nothing else. */
export async function insertZtdiSurvey(db: Db, values: Omit<typeof ztdiSurveys.$inferInsert, "id">): Promise<void> {
  await db.insert(ztdiSurveys).values(values);
}

/** Deletes results taken before `before`; returns how many went. */
export async function deleteZtdiResultsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(ztdiResults).where(lt(ztdiResults.createdAt, before)).returning({ id: ztdiResults.id });
  return rows.length;
}
