import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../test/test-context";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  activities,
  candidateInvites,
  applicationAttachments,
  contactMessages,
  emailChangeReverts,
  emailCodes,
  loginTokens,
  indexingNotifications,
  membershipInvites,
  notifications,
  organizations,
  outbox,
  searchChanges,
  secretMailRequests,
  sessions,
  users,
  ztdiResults,
} from "../../db/schema";
import {
  buildApplication,
  buildEmptyOrganization,
  buildMembership,
  buildSession,
  buildUser,
} from "../../test/factories";
import { createTestDatabase } from "../../test/test-database";
import { purgeExpiredData } from "./retention.service";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An account created `createdAt`, confirmed then (by its first sign-in) or never. */
const user = (email: string, verified: boolean, createdAt: Date) =>
  buildUser(database.db, { email, emailVerifiedAt: verified ? createdAt : null, createdAt });

async function org(slug: string, members: { id: number }[]) {
  const organization = await buildEmptyOrganization(database.db, { slug, name: slug });
  for (const member of members) await buildMembership(database.db, organization, member);
  return organization;
}

describe("data retention (the periods of the data policy)", () => {
  it("deletes what has outlived its period and keeps the rest", async () => {
    const db = database.db;
    const kept = await user("kept@example.ch", true, ago(400 * DAY));
    await buildSession(db, { user: kept, tokenHash: "expired", expiresAt: ago(1000) });
    await buildSession(db, { user: kept, tokenHash: "revoked", expiresAt: ahead(DAY), revokedAt: ago(1000) });
    await buildSession(db, { user: kept, tokenHash: "live", expiresAt: ahead(DAY) });
    await db.insert(loginTokens).values([
      { tokenHash: "used", userId: kept.id, expiresAt: ahead(60_000), usedAt: ago(1000) },
      { tokenHash: "expired", userId: kept.id, expiresAt: ago(1000) },
      { tokenHash: "live", userId: kept.id, expiresAt: ahead(60_000) },
    ]);
    const change = { userId: kept.id, oldEmail: "old@example.ch", newEmail: "kept@example.ch" };
    await db.insert(emailChangeReverts).values([
      { ...change, tokenHash: "used", expiresAt: ahead(DAY), usedAt: ago(1000) },
      { ...change, tokenHash: "expired", expiresAt: ago(1000) },
      { ...change, tokenHash: "live", expiresAt: ahead(DAY) },
    ]);
    await db.insert(emailCodes).values([
      { email: "x@example.ch", purpose: "application", codeHash: "h1", expiresAt: ago(1000) },
      { email: "x@example.ch", purpose: "application", codeHash: "h2", expiresAt: ahead(60_000) },
      // Used, but its verification token still counts for a while.
      {
        email: "x@example.ch",
        purpose: "application",
        codeHash: "h3",
        expiresAt: ahead(60_000),
        usedAt: ago(1000),
        verificationTokenHash: "vt",
        verificationExpiresAt: ahead(60_000),
      },
    ]);
    const mail = {
      toEmail: "x@example.ch",
      language: "de" as const,
      template: "t",
      subject: "s",
      text: "t",
      html: "h",
    };
    await db.insert(outbox).values([
      { ...mail, idempotencyKey: "old-sent", status: "sent", createdAt: ago(91 * DAY) },
      { ...mail, idempotencyKey: "old-pending", status: "pending", createdAt: ago(91 * DAY) },
      { ...mail, idempotencyKey: "recent-sent", status: "sent", createdAt: ago(89 * DAY) },
    ]);
    await db.insert(contactMessages).values([
      { kind: "contact", name: "old", email: "o@example.ch", createdAt: ago(731 * DAY) },
      { kind: "contact", name: "recent", email: "r@example.ch", createdAt: ago(700 * DAY) },
    ]);
    await db.insert(secretMailRequests).values([
      { email: "x@example.ch", client: "old", createdAt: ago(61 * 60_000) },
      { email: "x@example.ch", client: "recent", createdAt: ago(59 * 60_000) },
    ]);
    const ghost = await user("ghost@example.ch", false, ago(8 * DAY));
    const fresh = await user("fresh@example.ch", false, ago(DAY));
    await org("ghost-only", [ghost]);
    await org("shared", [ghost, kept]);

    // Employer area: a notification dismissed 31 days ago goes, one dismissed 29 days ago and an
    // unread one stay; invitations expired or accepted over 30 days ago go, a recent one stays.
    const shared = (await db.select().from(organizations).where(eq(organizations.slug, "shared")))[0]!;
    const [activity] = await db
      .insert(activities)
      .values({ organizationId: shared.id, sourceType: "job", sourceId: 1, verb: "created" })
      .returning();
    await db.insert(notifications).values([
      { userId: kept.id, activityId: activity!.id, organizationId: shared.id, dismissedAt: ago(31 * DAY) },
      { userId: kept.id, activityId: activity!.id, organizationId: shared.id, dismissedAt: ago(29 * DAY) },
      { userId: kept.id, activityId: activity!.id, organizationId: shared.id },
    ]);
    const invite = { organizationId: shared.id, email: "i@example.ch", role: "recruiter" as const };
    const candidate = { organizationId: shared.id, email: "c@example.ch", name: "Carla" };
    await db.insert(candidateInvites).values([
      { ...candidate, tokenHash: "expired-long-ago", expiresAt: ago(31 * DAY) },
      { ...candidate, tokenHash: "expired-lately", expiresAt: ago(29 * DAY) },
    ]);
    await db.insert(membershipInvites).values([
      { ...invite, tokenHash: "expired-long-ago", expiresAt: ago(31 * DAY) },
      { ...invite, tokenHash: "accepted-long-ago", expiresAt: ago(20 * DAY), acceptedAt: ago(31 * DAY) },
      { ...invite, tokenHash: "expired-lately", expiresAt: ago(29 * DAY) },
    ]);

    // The search feed: a change of two days ago goes, the ones the organisations above wrote stay.
    await db.insert(searchChanges).values({ organizationId: 1, changedAt: ago(2 * DAY) });
    // Application attachments: an upload nobody claimed for over a day goes; a newer one and a claimed one stay.
    const application = await buildApplication(db, {
      organization: await buildEmptyOrganization(db, { slug: "applied-to" }),
    });
    const pdf = { fileName: "cv.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF-1.4"), byteSize: 8 };
    await db.insert(applicationAttachments).values([
      { id: "unclaimed-old", uploaderEmail: "a@example.ch", createdAt: ago(DAY + 60_000), ...pdf },
      { id: "unclaimed-new", uploaderEmail: "a@example.ch", createdAt: ago(DAY - 60_000), ...pdf },
      { id: "claimed-old", applicationId: application.id, createdAt: ago(30 * DAY), ...pdf },
    ]);

    // Z-TDI results: one taken over two years ago goes, a younger one stays (ADR 028).
    const ztdi = { answers: Array.from({ length: 30 }, () => 3), scores: {} };
    await db.insert(ztdiResults).values([
      { ...ztdi, tokenHash: "ztdi-old", createdAt: ago(731 * DAY) },
      { ...ztdi, tokenHash: "ztdi-young", createdAt: ago(700 * DAY) },
    ]);

    // Search-engine notifications (ADR 092): sent or given up on over 30 days ago go; a younger
    // sent one and an old one still waiting stay.
    await db.insert(indexingNotifications).values([
      { url: "https://x.example/sent-old", kind: "URL_UPDATED", createdAt: ago(31 * DAY), sentAt: ago(31 * DAY) },
      { url: "https://x.example/given-up", kind: "URL_DELETED", createdAt: ago(31 * DAY), attempts: 8 },
      { url: "https://x.example/sent-new", kind: "URL_UPDATED", createdAt: ago(29 * DAY), sentAt: ago(29 * DAY) },
      { url: "https://x.example/waiting", kind: "URL_UPDATED", createdAt: ago(31 * DAY), attempts: 2 },
    ]);

    expect(await purgeExpiredData(testContext(db, () => now))).toEqual({
      sessions: 2,
      loginTokens: 2,
      emailCodes: 1,
      emailChangeReverts: 2,
      mailRequests: 1,
      mails: 1,
      contactRequests: 1,
      unconfirmedAccounts: 1,
      searchChanges: 1,
      dismissedNotifications: 1,
      memberInvites: 2,
      unclaimedAttachments: 1,
      candidateInvites: 1,
      ztdiResults: 1,
      closedApplications: 0,
      applicationOutcomes: 0,
      indexingNotifications: 2,
    });
    expect((await db.select().from(indexingNotifications)).map((n) => n.url).sort()).toEqual([
      "https://x.example/sent-new",
      "https://x.example/waiting",
    ]);
    expect((await db.select().from(ztdiResults)).map((r) => r.tokenHash)).toEqual(["ztdi-young"]);
    expect((await db.select().from(candidateInvites)).map((i) => i.tokenHash)).toEqual(["expired-lately"]);
    expect((await db.select().from(notifications)).map((n) => n.dismissedAt?.getTime() ?? null).sort()).toEqual(
      [ago(29 * DAY).getTime(), null].sort(),
    );
    expect((await db.select().from(membershipInvites)).map((i) => i.tokenHash)).toEqual(["expired-lately"]);
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(loginTokens)).map((t) => t.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(emailChangeReverts)).map((r) => r.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(emailCodes)).map((c) => c.codeHash).sort()).toEqual(["h2", "h3"]);
    expect((await db.select().from(outbox)).map((m) => m.idempotencyKey).sort()).toEqual([
      "old-pending",
      "recent-sent",
    ]);
    expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(["recent"]);
    expect((await db.select().from(secretMailRequests)).map((r) => r.client)).toEqual(["recent"]);
    expect((await db.select().from(users)).map((u) => u.email).sort()).toEqual(["fresh@example.ch", "kept@example.ch"]);
    expect((await db.select().from(organizations)).map((o) => o.slug).sort()).toEqual(["applied-to", "shared"]);
    expect((await db.select().from(applicationAttachments)).map((a) => a.id).sort()).toEqual([
      "claimed-old",
      "unclaimed-new",
    ]);
    expect(await db.select().from(users).where(eq(users.id, fresh.id))).toHaveLength(1);

    // Nothing left to do on a second run.
    expect(Object.values(await purgeExpiredData(testContext(db, () => now))).every((n) => n === 0)).toBe(true);
  });
});
