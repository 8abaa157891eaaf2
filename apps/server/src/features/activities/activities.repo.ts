import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities } from "../../db/schema";

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, "id" | "createdAt"> & { createdAt: Date };

/** Writes the activity and one notification for each member of its organisation at that moment. */
export async function insertActivityWithNotifications(db: Db, values: NewActivity): Promise<ActivityRow> {
  const [activity] = await db.insert(activities).values(values).returning();
  await db.execute(sql`
    insert into notifications (user_id, activity_id, organization_id, created_at)
    select user_id, ${activity!.id}, organization_id, ${values.createdAt.toISOString()}::timestamptz
    from memberships where organization_id = ${values.organizationId}`);
  return activity!;
}
