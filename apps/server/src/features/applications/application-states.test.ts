import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  APPLICATION_TRANSITIONS,
  ZApplicationStatus,
  displayedApplicationStatus,
  type TApplicationStatus,
  type TApplicationTransition,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import type { Database } from "../../db/client";
import { activities } from "../../db/schema";
import { buildApplication } from "../../test/factories";
import { testContext } from "../../test/test-context";
import { createTestDatabase } from "../../test/test-database";
import { moveApplication } from "./application-states";

let database: Database;
let ctx: AppContext;
beforeAll(async () => {
  database = await createTestDatabase();
  ctx = testContext(database.db);
});
afterAll(() => database.close());

const TRANSITIONS = Object.keys(APPLICATION_TRANSITIONS) as TApplicationTransition[];
/** An applicant rejects only by declining a contact request, whose own activity says so (ADR 057). */
const WITHOUT_ACTIVITY: TApplicationTransition[] = ["rejectByUser"];

describe("the application state machine (docs/domain.md §4)", () => {
  for (const transition of TRANSITIONS) {
    for (const from of ZApplicationStatus.options) {
      const move = APPLICATION_TRANSITIONS[transition];
      const allowed = (move.from as readonly TApplicationStatus[]).includes(from);
      it(`${transition} from ${from}: ${allowed ? `→ ${move.to}` : "refused"}`, async () => {
        const application = await buildApplication(database.db, { status: from });
        const attempt = inTransaction(ctx, (tx) => moveApplication(tx, application, transition, null));
        if (allowed) {
          const moved = await attempt;
          expect(moved.status).toBe(move.to);
          expect(displayedApplicationStatus(moved.status, moved.closedBy)).toBe(
            move.closedBy ? `${move.closedBy}_${move.to}` : move.to,
          );
          const written = await database.db.select().from(activities).where(eq(activities.sourceId, application.id));
          const expected = WITHOUT_ACTIVITY.includes(transition) ? 0 : 1;
          expect(written.filter((a) => a.sourceType === "application")).toHaveLength(expected);
        } else {
          await expect(attempt).rejects.toMatchObject({ type: "ServiceError", code: "invalid_transition" });
        }
      });
    }
  }

  it("lets only the first of two parallel moves happen", async () => {
    const application = await buildApplication(database.db);
    const results = await Promise.allSettled([
      inTransaction(ctx, (tx) => moveApplication(tx, application, "withdrawByUser", null)),
      inTransaction(ctx, (tx) => moveApplication(tx, application, "rejectByOrg", null)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const written = await database.db.select().from(activities).where(eq(activities.sourceId, application.id));
    expect(written.filter((a) => a.sourceType === "application")).toHaveLength(1);
  });
});
