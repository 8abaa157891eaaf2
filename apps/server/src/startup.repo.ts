import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { serverModes } from "./db/schema";

/**
 * When a production server first started on this database, or undefined when none has. Runs
 * before the migrations: a database they have not reached yet has no table and no production past.
 */
export async function productionStartedAt(db: Db): Promise<Date | undefined> {
  const table = await db.execute(sql`select to_regclass('public.server_modes') is not null as present`);
  if (!(table as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return undefined;
  const [row] = await db
    .select({ firstStartedAt: serverModes.firstStartedAt })
    .from(serverModes)
    .where(sql`${serverModes.mode} = 'production'`);
  return row?.firstStartedAt;
}

/** Records that a server of `mode` started on this database now (after the migrations). */
export async function recordServerStart(db: Db, mode: string, now: Date): Promise<void> {
  await db
    .insert(serverModes)
    .values({ mode, firstStartedAt: now, lastStartedAt: now })
    .onConflictDoUpdate({ target: serverModes.mode, set: { lastStartedAt: now } });
}
