import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { linksOfUser } from "../../db/user-organizations";
import { memberships, organizations } from "../../db/schema";

type OrganizationRow = typeof organizations.$inferSelect;
type MembershipRole = (typeof memberships.$inferSelect)["role"];

/** The user's organisations with their role, the most recently used first. */
export function listMembershipsOfUser(db: Db, userId: number) {
  const fields = {
    organization: {
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      plan: organizations.plan,
      sizeBand: organizations.sizeBand,
    },
    role: memberships.role,
  };
  return linksOfUser(db, memberships, userId, fields, [desc(memberships.lastUsedAt), organizations.name]);
}
export type MembershipRow = Awaited<ReturnType<typeof listMembershipsOfUser>>[number];

export async function touchMembership(db: Db, userId: number, organizationId: number, now: Date) {
  await db
    .update(memberships)
    .set({ lastUsedAt: now })
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
}

/** Slugs from the candidates that are taken already. */
export async function takenSlugs(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(inArray(organizations.slug, candidates));
  return new Set(rows.map((r) => r.slug));
}

export async function insertOrganization(
  db: Db,
  values: { slug: string; name: string; plan: OrganizationRow["plan"]; sizeBand: OrganizationRow["sizeBand"] },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .insert(organizations)
    .values(values)
    .onConflictDoNothing({ target: organizations.slug })
    .returning();
  return row;
}

export async function insertMembership(
  db: Db,
  values: { organizationId: number; userId: number; role: MembershipRole; lastUsedAt: Date },
) {
  await db.insert(memberships).values(values);
}

/**
 * The organisation's row, locked until the transaction ends: plan changes, activations counted
 * against the plan, and changes of its profile, addresses and members queue up here. The lock is
 * FOR NO KEY UPDATE, not FOR UPDATE: the row is never deleted under it, and FOR UPDATE would
 * also wait for the KEY SHARE locks that foreign-key checks of rows pointing at the organisation
 * take (an activity or a listing being inserted), which deadlocked a listing published now
 * against a job being saved.
 */
export async function lockOrganization(db: Db, organizationId: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).for("no key update");
  return row;
}

/** Whether an organisation with this id exists (one index lookup). */
export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function updatePlan(db: Db, organizationId: number, plan: OrganizationRow["plan"], now: Date) {
  // The plan is part of the company profile the editor shows (ZOrgCompany): a change is a new revision.
  await db
    .update(organizations)
    .set({ plan, updatedAt: now, revision: nextRevision(organizations.revision) })
    .where(eq(organizations.id, organizationId));
}
