import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";

/** What a widget needs of its organisation: its head (name, logo) and what decides its theme (plan, setting). */
export interface WidgetOrganizationRow {
  id: number;
  name: string;
  logoUrl: string | null;
  plan: (typeof organizations.$inferSelect)["plan"];
  widgetTheme: (typeof organizations.$inferSelect)["widgetTheme"];
}

export async function findWidgetOrganization(db: Db, id: number): Promise<WidgetOrganizationRow | undefined> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      logoUrl: organizations.logoUrl,
      plan: organizations.plan,
      widgetTheme: organizations.widgetTheme,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row;
}
