import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { planChanges, users } from "../../db/schema";

type Plan = (typeof planChanges.$inferSelect)["fromPlan"];

export async function insertPlanChange(
  db: Db,
  values: { organizationId: number; fromPlan: Plan; toPlan: Plan; actorUserId: number; createdAt: Date },
) {
  const [row] = await db.insert(planChanges).values(values).returning();
  return row!;
}

/** The organisation's plan changes made after `since`, the newest first, with who made them. */
export async function planChangesSince(db: Db, organizationId: number, since: Date) {
  return db
    .select({
      id: planChanges.id,
      fromPlan: planChanges.fromPlan,
      toPlan: planChanges.toPlan,
      createdAt: planChanges.createdAt,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(planChanges)
    .leftJoin(users, eq(users.id, planChanges.actorUserId))
    .where(and(eq(planChanges.organizationId, organizationId), gt(planChanges.createdAt, since)))
    .orderBy(desc(planChanges.createdAt), desc(planChanges.id));
}
export type PlanChangeRow = Awaited<ReturnType<typeof planChangesSince>>[number];
