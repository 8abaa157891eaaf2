/**
 * Issue 24 point 6, ADR 057: every activity says who did what to which listing, and nobody is
 * notified of what they did themselves. The application's activities are driven through the API
 * by the member, the seeker and the anonymous applicant who act; the rows of old activities are
 * checked against the migration that completes them.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ACTIVITY_KINDS, ZActivitiesResponse, type TActivity } from "@jobatlas/contract";
import { activities, applications, notifications } from "../../db/schema";
import { hashToken } from "../../lib/secrets";
import { testClock } from "../../test/clock";
import {
  buildApplication,
  buildListing,
  buildMember,
  buildOrganization,
  buildSession,
  buildUser,
  type BuiltMember,
} from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { buildTestApp, csrfHeaders, jsonHeaders, postJson, type TestApp } from "../../test/test-app";

const clock = testClock(new Date("2030-03-04T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const inject = (member: BuiltMember, method: "POST" | "PUT", url: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: { ...jsonHeaders, ...member.headers }, payload });

async function feedOf(member: BuiltMember, sourceId: number): Promise<TActivity[]> {
  const res = await t.app.inject({
    url: `/capi/activities?source_type=application&source_id=${sourceId}&limit=50`,
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZActivitiesResponse.parse(res.json()).items.reverse();
}

/** Who was notified of each activity: user ids by activity id. */
async function notifiedOf(activityIds: number[]): Promise<Map<number, number[]>> {
  const rows = await t.database.db
    .select({ activityId: notifications.activityId, userId: notifications.userId })
    .from(notifications)
    .where(inArray(notifications.activityId, activityIds));
  const byActivity = new Map<number, number[]>(activityIds.map((id) => [id, []]));
  for (const row of rows) byActivity.get(row.activityId)!.push(row.userId);
  for (const ids of byActivity.values()) ids.sort((a, b) => a - b);
  return byActivity;
}

/** "verb by kind (actor name) | subject | position": what the feed must be able to word. */
const summary = (a: TActivity) =>
  `${a.verb} by ${a.actor_kind}${a.actor ? ` (${a.actor.first_name} ${a.actor.last_name})` : ""} | ${a.subject} | ${a.position}`;

async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await mailsTo(t.database.db, email);
  const match = mail && /\/contact-requests\/accept\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no contact request mailed to ${email}`);
  return match[1]!;
}

describe("the activities of an application", () => {
  let owner: BuiltMember;
  let recruiter: BuiltMember;
  let listing: Awaited<ReturnType<typeof buildListing>>;
  const members = () => [owner.user.id, recruiter.user.id].sort((a, b) => a - b);
  const allBut = (userId: number) => members().filter((id) => id !== userId);

  beforeAll(async () => {
    owner = await buildOrganization(t, { name: "Beck & Söhne AG", member: { firstName: "Mia", lastName: "Keller" } });
    recruiter = await buildMember(t, owner.organization, {
      role: "recruiter",
      user: { firstName: "Rolf", lastName: "Roth" },
    });
    listing = await buildListing(t, { organization: owner.organization, title: "Bäcker/in EFZ" });
  });

  it("a seeker applies, the owner sends a contact request, the seeker declines it: three activities, each true", async () => {
    const seeker = await buildSession(t, { user: { firstName: "Sara", lastName: "Sommer" } });
    const applied = await postJson(
      t,
      "/capi/user/applications",
      {
        company_id: owner.organization.id,
        listing_id: listing.id,
        first_name: "Sara",
        last_name: "Sommer",
        my_story: "Ich backe seit zehn Jahren.",
        idempotency_key: randomUUID(),
        language: "de",
      },
      seeker.headers,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as { id: number }).id;

    clock.advanceMinutes(5);
    expect(
      (await inject(owner, "POST", `/capi/org/applications/${id}/contact-requests`, { message: "Hallo" })).statusCode,
    ).toBe(201);
    clock.advanceMinutes(5);
    const declined = await t.app.inject({
      method: "POST",
      url: `/capi/contact-requests/${await tokenMailedTo(seeker.user.email)}/decline`,
      headers: csrfHeaders,
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const feed = await feedOf(recruiter, id);
    // Sending the request takes the application into consideration, but nobody clicked "accept";
    // declining it ends the application, which is the applicant's doing, not a rejection by the employer.
    expect(feed.map(summary)).toEqual([
      "submitted by applicant | Sara Sommer | Bäcker/in EFZ",
      "contact_requested by member (Mia Keller) | Sara Sommer | Bäcker/in EFZ",
      "contact_declined by applicant | Sara Sommer | Bäcker/in EFZ",
    ]);
    const notified = await notifiedOf(feed.map((a) => a.id));
    expect([...notified.values()]).toEqual([members(), allBut(owner.user.id), members()]);

    // The seeker's own history reads the decline as the rejection it caused, once.
    const mine = await t.app.inject({ url: `/capi/user/applications/${id}`, headers: seeker.headers });
    expect((mine.json() as { history: { event: string }[] }).history.map((h) => h.event)).toEqual([
      "user_rejected",
      "contact_requested",
      "submitted",
    ]);
  });

  it("the recruiter accepts and archives, the owner rejects another: only the other member hears of it", async () => {
    const first = await buildApplication(t, { listing, firstName: "Ali", lastName: "Avci" });
    expect(
      (await inject(recruiter, "PUT", `/capi/org/applications/${first.id}`, { id: first.id, status: "active" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject(recruiter, "PUT", `/capi/org/applications/${first.id}`, { id: first.id, status: "archived" }))
        .statusCode,
    ).toBe(200);
    const second = await buildApplication(t, { listing, firstName: "Bea", lastName: "Berg" });
    expect(
      (await inject(owner, "POST", `/capi/org/applications/${second.id}/reject`, { message: "Leider nein." }))
        .statusCode,
    ).toBe(200);

    const accepted = await feedOf(owner, first.id);
    expect(accepted.map(summary)).toEqual([
      "accepted by member (Rolf Roth) | Ali Avci | Bäcker/in EFZ",
      "archived by member (Rolf Roth) | Ali Avci | Bäcker/in EFZ",
    ]);
    expect([...(await notifiedOf(accepted.map((a) => a.id))).values()]).toEqual([[owner.user.id], [owner.user.id]]);
    const rejected = await feedOf(owner, second.id);
    expect(rejected.map(summary)).toEqual(["rejected by member (Mia Keller) | Bea Berg | Bäcker/in EFZ"]);
    expect([...(await notifiedOf(rejected.map((a) => a.id))).values()]).toEqual([[recruiter.user.id]]);
  });

  it("an applicant accepts a contact request, a seeker and an anonymous applicant withdraw: the applicant's doing", async () => {
    const contacted = await buildApplication(t, { listing, firstName: "Cem", lastName: "Caliskan", status: "active" });
    expect(
      (await inject(recruiter, "POST", `/capi/org/applications/${contacted.id}/contact-requests`, { message: "Hi" }))
        .statusCode,
    ).toBe(201);
    const accepted = await t.app.inject({
      method: "POST",
      url: `/capi/contact-requests/${await tokenMailedTo(contacted.email)}/accept`,
      headers: csrfHeaders,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await feedOf(owner, contacted.id)).map(summary)).toEqual([
      "contact_requested by member (Rolf Roth) | Cem Caliskan | Bäcker/in EFZ",
      "contact_accepted by applicant | Cem Caliskan | Bäcker/in EFZ",
    ]);

    const seeker = await buildSession(t, { user: { firstName: "Dana", lastName: "Dorn" } });
    const own = await buildApplication(t, { listing, userId: seeker.user.id, firstName: "Dana", lastName: "Dorn" });
    const withdrawn = await t.app.inject({
      method: "PUT",
      url: `/capi/user/applications/${own.id}`,
      headers: { ...seeker.headers, "content-type": "application/json" },
      payload: { id: own.id, status: "withdrawn" },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [byUser] = await feedOf(owner, own.id);
    // The seeker is no member: the feed names them as the applicant, never as an actor of the team.
    expect(summary(byUser!)).toBe("withdrawn by applicant | Dana Dorn | Bäcker/in EFZ");
    expect([...(await notifiedOf([byUser!.id])).values()]).toEqual([members()]);

    const anonymous = await buildApplication(t, {
      listing,
      firstName: "Eva",
      lastName: "Egli",
      statusTokenHash: hashToken("status-token-of-eva"),
    });
    const res = await postJson(t, `/capi/application-status/${anonymous.id}/withdraw`, {
      token: "status-token-of-eva",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await feedOf(owner, anonymous.id)).map(summary)).toEqual([
      "withdrawn by applicant | Eva Egli | Bäcker/in EFZ",
    ]);
  });

  it("the owner withdraws the open applications of an ended listing: the member's doing, naming the listing", async () => {
    const ended = await buildListing(t, { organization: owner.organization, title: "Konditor/in", status: "archived" });
    const open = await buildApplication(t, { listing: ended, firstName: "Finn", lastName: "Frei" });
    const res = await inject(owner, "POST", `/capi/org/listings/${ended.id}/withdraw-applications`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await feedOf(recruiter, open.id)).map(summary)).toEqual([
      "withdrawn by member (Mia Keller) | Finn Frei | Konditor/in",
    ]);
  });

  it("names an unsolicited application's position as none", async () => {
    const unsolicited = await buildApplication(t, { organization: owner, firstName: "Gina", lastName: "Graf" });
    expect(
      (await inject(owner, "PUT", `/capi/org/applications/${unsolicited.id}`, { id: unsolicited.id, status: "active" }))
        .statusCode,
    ).toBe(200);
    expect((await feedOf(owner, unsolicited.id)).map(summary)).toEqual([
      "accepted by member (Mia Keller) | Gina Graf | null",
    ]);
  });

  it("records only kinds of ACTIVITY_KINDS (which the web words)", async () => {
    const rows = await t.database.db
      .selectDistinct({ sourceType: activities.sourceType, verb: activities.verb, actorKind: activities.actorKind })
      .from(activities);
    const known = new Set(ACTIVITY_KINDS.map((k) => `${k.source_type} ${k.verb} ${k.actor_kind}`));
    for (const row of rows)
      expect(known, JSON.stringify(row)).toContain(`${row.sourceType} ${row.verb} ${row.actorKind}`);
  });
});

describe("activities stored before who acted was recorded (migration 'activity_kinds_of_old_rows')", () => {
  // Found by its name: migrations are numbered when branches merge.
  const directory = new URL("../../db/migrations/", import.meta.url);
  const file = readdirSync(directory).find((name) => name.endsWith("_activity_kinds_of_old_rows.sql"));
  const migration = readFileSync(new URL(file!, directory), "utf8");

  it("reads who acted and the listing from the application, drops the implied moves and the actor's own notifications", async () => {
    const owner = await buildOrganization(t, { member: { firstName: "Mia", lastName: "Keller" } });
    const colleague = await buildMember(t, owner.organization, { role: "admin" });
    const listing = await buildListing(t, { organization: owner.organization, title: "Koch/Köchin 80 %" });
    const seeker = await buildUser(t, { firstName: "Sara", lastName: "Sommer" });
    const declined = await buildApplication(t, {
      listing,
      userId: seeker.id,
      firstName: "Sara",
      lastName: "Sommer",
      status: "rejected",
      closedBy: "user",
    });
    const rejected = await buildApplication(t, {
      listing,
      firstName: "Bea",
      lastName: "Berg",
      status: "rejected",
      closedBy: "org",
    });
    const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
    const old = (values: {
      sourceType?: "application" | "listing";
      sourceId: number;
      verb: string;
      actor: number | null;
      at: Date;
    }) => ({
      organizationId: owner.organization.id,
      sourceType: values.sourceType ?? ("application" as const),
      sourceId: values.sourceId,
      verb: values.verb,
      actorUserId: values.actor,
      subject: values.sourceType === "listing" ? listing.title : "",
      createdAt: values.at,
    });
    // As the old code wrote them (actor_kind took the column's default, position none).
    const written = await t.database.db
      .insert(activities)
      .values([
        old({ sourceId: declined.id, verb: "submitted", actor: seeker.id, at: at(0) }),
        old({ sourceId: declined.id, verb: "accepted", actor: owner.user.id, at: at(60) }),
        old({ sourceId: declined.id, verb: "contact_requested", actor: owner.user.id, at: at(60.004) }),
        old({ sourceId: declined.id, verb: "contact_declined", actor: seeker.id, at: at(120) }),
        old({ sourceId: declined.id, verb: "rejected", actor: seeker.id, at: at(120.002) }),
        old({ sourceId: rejected.id, verb: "accepted", actor: owner.user.id, at: at(0) }),
        old({ sourceId: rejected.id, verb: "rejected", actor: colleague.user.id, at: at(60) }),
        old({ sourceType: "listing", sourceId: listing.id, verb: "expired", actor: null, at: at(0) }),
        old({ sourceType: "listing", sourceId: listing.id, verb: "archived", actor: owner.user.id, at: at(0) }),
      ])
      .returning();
    const ids = written.map((row) => row.id);
    // Every member was notified, the actor too.
    await t.database.db.insert(notifications).values(
      written.flatMap((row) =>
        [owner.user.id, colleague.user.id].map((userId) => ({
          userId,
          activityId: row.id,
          organizationId: owner.organization.id,
          createdAt: row.createdAt,
        })),
      ),
    );

    for (const statement of migration.split("--> statement-breakpoint"))
      await t.database.db.execute(sql.raw(statement));

    const after = await t.database.db
      .select()
      .from(activities)
      .where(inArray(activities.id, ids))
      .orderBy(activities.id);
    expect(
      after.map((a) => [
        a.sourceId === listing.id && a.sourceType === "listing"
          ? "listing"
          : a.sourceId === declined.id
            ? "declined"
            : "rejected",
        a.verb,
        a.actorKind,
        a.position,
      ]),
    ).toEqual([
      ["declined", "submitted", "applicant", "Koch/Köchin 80 %"],
      ["declined", "contact_requested", "member", "Koch/Köchin 80 %"],
      ["declined", "contact_declined", "applicant", "Koch/Köchin 80 %"],
      ["rejected", "accepted", "member", "Koch/Köchin 80 %"],
      ["rejected", "rejected", "member", "Koch/Köchin 80 %"],
      ["listing", "expired", "system", null],
      ["listing", "archived", "member", null],
    ]);
    const notified = await notifiedOf(after.map((a) => a.id));
    expect(after.map((a) => notified.get(a.id))).toEqual(
      after.map((a) => [owner.user.id, colleague.user.id].filter((id) => id !== a.actorUserId).sort((x, y) => x - y)),
    );
    // The application rows are untouched.
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, declined.id)));
    expect(row).toMatchObject({ status: "rejected", closedBy: "user" });
  });
});
