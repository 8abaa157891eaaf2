import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, organizations } from "../../db/schema";

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned nothing");
  return row.id;
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row !== undefined;
}
