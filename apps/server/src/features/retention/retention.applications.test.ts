import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  activities,
  applicationAnswers,
  applicationAttachments,
  applications,
  contactRequests,
  retentionRuns,
} from "../../db/schema";
import { buildApplication, buildEmptyOrganization, buildQuestionnaire } from "../../test/factories";
import { createTestDatabase } from "../../test/test-database";
import { testContext } from "../../test/test-context";
import { purgeExpiredData } from "./retention.service";

const DAY = 24 * 60 * 60 * 1000;
// Noon in Zurich: a whole number of days back stays on the same side of midnight there.
const now = new Date("2026-06-15T10:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("retention of rejected and withdrawn applications (docs/domain.md §4, ADR 030)", () => {
  it("purges exactly those past their organisation's period, with what hangs on them, and records counts only", async () => {
    const db = database.db;
    const standard = await buildEmptyOrganization(db);
    const longer = await buildEmptyOrganization(db, { applicationRetentionDays: 180 });
    const shorter = await buildEmptyOrganization(db, { applicationRetentionDays: 30 });
    const closed = (organization: { id: number }, status: "rejected" | "withdrawn", days: number, email: string) =>
      buildApplication(db, {
        organization,
        status,
        closedBy: status === "rejected" ? "org" : "user",
        closedAt: ago(days),
        email,
      });
    const old = await closed(standard, "rejected", 91, "old-rejected@example.ch");
    const oldWithdrawn = await closed(standard, "withdrawn", 120, "old-withdrawn@example.ch");
    const young = await closed(standard, "rejected", 89, "young@example.ch");
    // The 90th day after the Zurich day it was closed is still kept; the purge starts the day after.
    const edge = await closed(standard, "rejected", 90, "edge@example.ch");
    const keptLonger = await closed(longer, "rejected", 91, "longer@example.ch");
    const goneLonger = await closed(longer, "withdrawn", 181, "longer-old@example.ch");
    const goneShorter = await closed(shorter, "rejected", 31, "shorter@example.ch");
    const active = await buildApplication(db, { organization: standard, status: "active", createdAt: ago(400) });
    // Closed (archived, also without an answer, issue 29) ones go after the period too.
    const archived = await buildApplication(db, {
      organization: standard,
      status: "archived",
      closedAt: ago(91),
      createdAt: ago(400),
    });
    const archivedYoung = await buildApplication(db, {
      organization: standard,
      status: "archived",
      closedAt: ago(89),
      createdAt: ago(400),
    });

    // What hangs on the old one goes with it.
    const questionnaire = await buildQuestionnaire(db, { organization: standard });
    await db
      .insert(applicationAnswers)
      .values({ applicationId: old.id, questionId: questionnaire.questions[0]!.id, values: ["yes"] });
    await db.insert(applicationAttachments).values({
      id: "cv-old",
      applicationId: old.id,
      fileName: "cv.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4"),
      byteSize: 8,
    });
    await db.insert(contactRequests).values({
      applicationId: old.id,
      message: "Call us",
      tokenHash: "cr-old",
      expiresAt: ago(60),
    });
    await db.insert(activities).values([
      { organizationId: standard.id, sourceType: "application", sourceId: old.id, verb: "rejected", subject: "Anna" },
      { organizationId: standard.id, sourceType: "application", sourceId: young.id, verb: "rejected", subject: "Bea" },
    ]);

    const counts = await purgeExpiredData(testContext(db, () => now));
    expect(counts.closedApplications).toBe(5);
    const left = (await db.select({ id: applications.id }).from(applications)).map((a) => a.id).sort((a, b) => a - b);
    expect(left).toEqual([young.id, edge.id, keptLonger.id, active.id, archivedYoung.id].sort((a, b) => a - b));
    for (const gone of [old, oldWithdrawn, goneLonger, goneShorter, archived]) expect(left).not.toContain(gone.id);
    expect(await db.select().from(applicationAnswers)).toEqual([]);
    expect(await db.select().from(applicationAttachments)).toEqual([]);
    expect(await db.select().from(contactRequests)).toEqual([]);
    expect((await db.select().from(activities)).map((a) => a.subject)).toEqual(["Bea"]);

    // The run is recorded with counts per kind and nothing else.
    const runs = await db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.counts).toMatchObject({ closedApplications: 5 });
    expect(Object.values(runs[0]!.counts).every((n) => typeof n === "number")).toBe(true);
    const text = JSON.stringify(
      (await db.execute(sql`select row_to_json(r)::text as t from retention_runs r`)) as unknown,
    );
    for (const email of ["old-rejected", "old-withdrawn", "longer-old", "shorter"]) expect(text).not.toContain(email);
    expect(Object.keys(runs[0]!).sort()).toEqual(["counts", "id", "ranAt"]);

    // A day later the edge case goes; a run that purges nothing records nothing.
    const next = await purgeExpiredData(testContext(db, () => new Date(now.getTime() + DAY)));
    expect(next.closedApplications).toBe(1);
    expect(await db.select().from(applications).where(eq(applications.id, edge.id))).toEqual([]);
    expect(await db.select().from(retentionRuns)).toHaveLength(2);
    const idle = await purgeExpiredData(testContext(db, () => new Date(now.getTime() + DAY)));
    expect(Object.values(idle).every((n) => n === 0)).toBe(true);
    expect(await db.select().from(retentionRuns)).toHaveLength(2);
  });
});
