import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe("indexes of activities and notifications", () => {
  it("cover a member's whole notification list and the deletion of an account", async () => {
    type Row = { indexname: string; indexdef: string };
    // node-postgres answers { rows }, PGlite's driver the rows themselves.
    const result = (await t.database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename in ('activities', 'notifications')`,
    )) as unknown as { rows: Row[] } | Row[];
    const rows = Array.isArray(result) ? result : result.rows;
    const definitions = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    // Not partial: unread=false lists and the cascade from users read dismissed rows too.
    expect(definitions.get("notifications_user_id_organization_id_id_idx")).toMatch(
      /\(user_id, organization_id, id DESC( NULLS LAST)?\)$/,
    );
    // Deleting an account sets the actor of its activities to null.
    expect(definitions.get("activities_actor_user_id_idx")).toMatch(/\(actor_user_id\)$/);
  });
});
