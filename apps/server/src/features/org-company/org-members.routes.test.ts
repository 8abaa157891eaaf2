import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import {
  INVITE_TTL_DAYS,
  ORGANIZATION_HEADER,
  ZOrganization,
  ZOrgMembersResponse,
  type TMemberRole,
} from "@jobatlas/contract";
import { membershipInvites, memberships } from "../../db/schema";
import { hashToken } from "../../lib/secrets";
import { lockWaits } from "../../test/lock-waits";
import {
  buildMember,
  buildOrganization,
  buildSession,
  buildUser,
  freshEmail,
  type BuiltMember,
} from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { testClock } from "../../test/clock";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";

const clock = testClock(new Date("2026-03-02T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobatlas.example" }, { now: clock.now });
});
afterAll(() => t.app.close());

const members = (headers: Record<string, string>) => t.app.inject({ url: "/capi/org/members", headers });
const invite = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/capi/org/members/invites", headers, payload: payload as object });
const revoke = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/capi/org/members/invites/${id}`, headers });
const changeRole = (headers: Record<string, string>, userId: number | string, role: string) =>
  t.app.inject({ method: "PUT", url: `/capi/org/members/${userId}`, headers, payload: { role } });
const removeMember = (headers: Record<string, string>, userId: number | string) =>
  t.app.inject({ method: "DELETE", url: `/capi/org/members/${userId}`, headers });
const accept = (headers: Record<string, string>, token: string) =>
  t.app.inject({
    method: "POST",
    url: "/capi/organization-invites/accept",
    headers: { ...headers, "content-type": "application/json" },
    payload: { token },
  });

/** The token of the invitation link in the newest mail to an address. */
async function inviteTokenOf(email: string): Promise<{ token: string; link: string; subject: string; text: string }> {
  const [mail] = await mailsTo(t.database.db, email);
  const link =
    mail && /https:\/\/jobatlas\.example\/(de|en)\/listings\/create\?invite_token=[\w-]+/.exec(mail.text)?.[0];
  const token = link && new URL(link).searchParams.get("invite_token");
  if (!mail || !link || !token) throw new Error(`no invitation mailed to ${email}`);
  return { token, link, subject: mail.subject, text: mail.text };
}

async function roleOf(organizationId: number, userId: number): Promise<TMemberRole | undefined> {
  const [row] = await t.database.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.role;
}

describe("GET /capi/org/members", () => {
  it("lists members (owners first, with since) and open invitations, for owners and admins", async () => {
    const owner = await buildOrganization(t, { member: { firstName: "Olga", lastName: "Owner" } });
    const admin = await buildMember(t, owner.organization, { role: "admin", user: { lastName: "Admin" } });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter", user: { lastName: "Aaron" } });
    const email = freshEmail("invited");
    expect((await invite(owner.headers, { email, role: "recruiter" })).statusCode).toBe(201);

    for (const member of [owner, admin]) {
      const res = await members(member.headers);
      expect(res.statusCode).toBe(200);
      const body = ZOrgMembersResponse.parse(res.json());
      expect(body.members.map((m) => [m.user_id, m.role])).toEqual([
        [owner.user.id, "owner"],
        [admin.user.id, "admin"],
        [recruiter.user.id, "recruiter"],
      ]);
      expect(body.members[0]).toEqual({
        user_id: owner.user.id,
        first_name: "Olga",
        last_name: "Owner",
        email: owner.user.email,
        role: "owner",
        since: owner.membership.createdAt.toISOString(),
      });
      expect(body.invites).toEqual([
        {
          id: expect.any(Number),
          email,
          role: "recruiter",
          created_at: clock.now().toISOString(),
          expires_at: new Date(clock.now().getTime() + INVITE_TTL_DAYS * 86_400_000).toISOString(),
          expired: false,
        },
      ]);
    }
    const refused = await members(recruiter.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: "Forbidden" });
    const outsider = await buildOrganization(t);
    expect((await members({ ...outsider.headers, [ORGANIZATION_HEADER]: owner.organization.slug })).statusCode).toBe(
      404,
    );
    expect((await members({ ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug })).statusCode).toBe(401);
  });
});

describe("the invitation's lifecycle", () => {
  it("mails a single-use link; the invitee joins in the invited role and lands in the organisation", async () => {
    const owner = await buildOrganization(t, { name: "Alpenblick AG", member: { firstName: "Olga", lastName: "O" } });
    const email = freshEmail("newcomer");
    const res = await invite(owner.headers, { email: ` ${email.toUpperCase()} `, role: "admin" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, role: "admin", expired: false });

    // Mailed in the inviter's language (the address has no account), with the wizard's link.
    const mail = await inviteTokenOf(email);
    expect(mail.subject).toBe("Einladung ins Team von Alpenblick AG auf Jobatlas");
    expect(mail.text).toContain("Olga O lädt dich ein, bei Alpenblick AG auf Jobatlas als Administrator/in");
    expect(mail.link).toMatch(/^https:\/\/jobatlas\.example\/de\/listings\/create\?invite_token=/);
    // Only the token's hash is stored.
    const [stored] = await t.database.db
      .select()
      .from(membershipInvites)
      .where(eq(membershipInvites.id, res.json().id));
    expect(stored?.tokenHash).toBe(hashToken(mail.token));
    expect(JSON.stringify(stored)).not.toContain(mail.token);

    const invitee = await buildSession(t, { user: { email } });
    const accepted = await accept(invitee.headers, mail.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZOrganization.strict().parse(accepted.json())).toEqual({
      id: owner.organization.id,
      slug: owner.organization.slug,
      name: "Alpenblick AG",
      plan: "free",
      size_band: "1-9",
      role: "admin",
    });
    expect(await roleOf(owner.organization.id, invitee.user.id)).toBe("admin");
    // The organisation is now the invitee's: status lists it, and org calls without the header use it.
    const status = await t.app.inject({ url: "/capi/status", headers: invitee.headers });
    expect(status.json().organizations.map((o: { slug: string }) => o.slug)).toEqual([owner.organization.slug]);
    expect((await t.app.inject({ url: "/capi/org", headers: invitee.headers })).json().role).toBe("admin");

    // The invitation left the open list; the member list has the newcomer.
    const list = (await members(owner.headers)).json();
    expect(list.invites).toEqual([]);
    expect(list.members.map((m: { user_id: number }) => m.user_id)).toContain(invitee.user.id);

    // Opening the link again changes nothing and answers the same; anybody else is refused.
    const again = await accept(invitee.headers, mail.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().role).toBe("admin");
    const other = await buildSession(t);
    const refused = await accept(other.headers, mail.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: "invite_invalid" });
    expect(await roleOf(owner.organization.id, other.user.id)).toBeUndefined();
  });

  it("mails in the language of the invitee's account, and accepts a user signed in with another address", async () => {
    const owner = await buildOrganization(t, { name: "Lakeside Ltd" });
    const known = await buildUser(t, { language: "en" });
    await invite(owner.headers, { email: known.email, role: "recruiter" });
    const mail = await inviteTokenOf(known.email);
    expect(mail.subject).toBe("Join Lakeside Ltd on Jobatlas");
    expect(mail.link).toContain("/en/listings/create?invite_token=");
    const holder = await buildSession(t);
    expect((await accept(holder.headers, mail.token)).json().role).toBe("recruiter");
  });

  it("makes an owner or admin only of the account of the invited address (any letter case); recruiters by link", async () => {
    const owner = await buildOrganization(t);
    for (const role of ["owner", "admin"] as const) {
      const email = freshEmail(`bound-${role}`);
      await invite(owner.headers, { email, role });
      const { token } = await inviteTokenOf(email);
      const holder = await buildSession(t);
      const refused = await accept(holder.headers, token);
      expect(refused.statusCode, role).toBe(400);
      expect(refused.json()).toMatchObject({ type: "ServiceError", code: "invite_wrong_account" });
      expect(refused.json().detail).toBe(
        "This invitation is for another email address. Sign in with the account of the invited address to accept it.",
      );
      expect(await roleOf(owner.organization.id, holder.user.id)).toBeUndefined();
      // The invitation stays open for the invited address, whatever the letter case of its account.
      const invitee = await buildSession(t, { user: { email: email.toUpperCase() } });
      const accepted = await accept(invitee.headers, token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await roleOf(owner.organization.id, invitee.user.id)).toBe(role);
    }
    const email = freshEmail("bound-recruiter");
    await invite(owner.headers, { email, role: "recruiter" });
    const holder = await buildSession(t);
    expect((await accept(holder.headers, (await inviteTokenOf(email)).token)).json().role).toBe("recruiter");
  });

  it("expires after 7 days (by the clock): listed as expired, refused as invite_invalid", async () => {
    const owner = await buildOrganization(t);
    const email = freshEmail("late");
    await invite(owner.headers, { email, role: "recruiter" });
    const { token } = await inviteTokenOf(email);
    clock.advanceDays(INVITE_TTL_DAYS);
    clock.advanceMinutes(1);
    const invitee = await buildSession(t, { user: { email } });
    const res = await accept(invitee.headers, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "invite_invalid" });
    expect(await roleOf(owner.organization.id, invitee.user.id)).toBeUndefined();
    expect((await members(owner.headers)).json().invites).toMatchObject([{ email, expired: true }]);
  });

  it("works until the last minute of its 7 days", async () => {
    const owner = await buildOrganization(t);
    const email = freshEmail("just-in-time");
    await invite(owner.headers, { email, role: "recruiter" });
    const { token } = await inviteTokenOf(email);
    clock.advanceDays(INVITE_TTL_DAYS);
    clock.advanceMinutes(-1);
    const invitee = await buildSession(t, { user: { email } });
    expect((await accept(invitee.headers, token)).statusCode).toBe(200);
  });

  it("stops working when revoked, and when the address is invited again (the new link works)", async () => {
    const owner = await buildOrganization(t);
    const email = freshEmail("revoked");
    const first = (await invite(owner.headers, { email, role: "recruiter" })).json();
    const firstToken = (await inviteTokenOf(email)).token;
    const second = (await invite(owner.headers, { email, role: "admin" })).json();
    const secondToken = (await inviteTokenOf(email)).token;
    expect(secondToken).not.toBe(firstToken);
    expect((await members(owner.headers)).json().invites.map((i: { id: number }) => i.id)).toEqual([second.id]);
    expect((await revoke(owner.headers, first.id)).statusCode).toBe(404);

    const invitee = await buildSession(t, { user: { email } });
    expect((await accept(invitee.headers, firstToken)).json().code).toBe("invite_invalid");
    expect((await revoke(owner.headers, second.id)).statusCode).toBe(204);
    expect((await accept(invitee.headers, secondToken)).json().code).toBe("invite_invalid");
    expect((await members(owner.headers)).json().invites).toEqual([]);
  });

  it("refuses unknown and malformed tokens alike, and needs a signed-in user", async () => {
    const user = await buildSession(t);
    for (const token of ["x".repeat(43), "not a token at all!!!!!"]) {
      const res = await accept(user.headers, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "invite_invalid" });
    }
    expect((await accept(user.headers, "short")).json().type).toBe("ValidationError");
    const signedOut = await accept({ ...csrfHeaders }, "x".repeat(43));
    expect(signedOut.statusCode).toBe(401);
  });

  it("keeps the role of someone who is a member already (an invitation never demotes)", async () => {
    const owner = await buildOrganization(t);
    const coOwner = await buildMember(t, owner.organization, { role: "owner" });
    // Invited before they became a member (an invitation to a member's address is refused).
    const email = freshEmail("early");
    await invite(owner.headers, { email, role: "recruiter" });
    const { token } = await inviteTokenOf(email);
    await t.database.db
      .update(membershipInvites)
      .set({ email: coOwner.user.email })
      .where(eq(membershipInvites.email, email));
    const res = await accept(coOwner.headers, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("owner");
    expect(await roleOf(owner.organization.id, coOwner.user.id)).toBe("owner");
  });
});

describe("POST /capi/org/members/invites", () => {
  it("refuses an address of a member (already_member) and bad input", async () => {
    const owner = await buildOrganization(t);
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const res = await invite({ ...owner.headers, "accept-language": "en" }, { email: admin.user.email, role: "admin" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ServiceError",
      code: "already_member",
      detail: `${admin.user.email} is a member already.`,
    });
    for (const payload of [
      { email: "nope", role: "admin" },
      { email: freshEmail("x"), role: "boss" },
      { email: freshEmail("x") },
    ]) {
      expect((await invite(owner.headers, payload)).json().type).toBe("ValidationError");
    }
    expect((await members(owner.headers)).json().invites).toEqual([]);
  });

  it("lets owners invite every role, admins every role but owner (403), recruiters none (403)", async () => {
    const owner = await buildOrganization(t);
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    for (const role of ["owner", "admin", "recruiter"] as const) {
      expect((await invite(owner.headers, { email: freshEmail("o"), role })).statusCode, `owner → ${role}`).toBe(201);
    }
    for (const role of ["admin", "recruiter"] as const) {
      expect((await invite(admin.headers, { email: freshEmail("a"), role })).statusCode, `admin → ${role}`).toBe(201);
    }
    const adminOwner = await invite(admin.headers, { email: freshEmail("a"), role: "owner" });
    expect(adminOwner.statusCode).toBe(403);
    expect((await invite(recruiter.headers, { email: freshEmail("r"), role: "recruiter" })).statusCode).toBe(403);
    expect((await members(owner.headers)).json().invites).toHaveLength(5);
  });
});

describe("DELETE /capi/org/members/invites/{invite_id}", () => {
  it("lets admins revoke invitations but not an owner's; another organisation's invitation is 404", async () => {
    const owner = await buildOrganization(t);
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const ownerInvite = (await invite(owner.headers, { email: freshEmail("o"), role: "owner" })).json();
    const adminInvite = (await invite(owner.headers, { email: freshEmail("a"), role: "admin" })).json();
    expect((await revoke(recruiter.headers, adminInvite.id)).statusCode).toBe(403);
    expect((await revoke(admin.headers, ownerInvite.id)).statusCode).toBe(403);
    expect((await revoke(admin.headers, adminInvite.id)).statusCode).toBe(204);
    const outsider = await buildOrganization(t);
    for (const id of [ownerInvite.id, 999_999, "abc"]) {
      expect((await revoke(outsider.headers, id)).statusCode, String(id)).toBe(404);
    }
    expect((await members(owner.headers)).json().invites.map((i: { id: number }) => i.id)).toEqual([ownerInvite.id]);
  });

  it("keeps an invitation accepted already and says so (invite_already_accepted)", async () => {
    const owner = await buildOrganization(t);
    const email = freshEmail("accepted");
    const sent = (await invite(owner.headers, { email, role: "recruiter" })).json();
    const invitee = await buildSession(t, { user: { email } });
    expect((await accept(invitee.headers, (await inviteTokenOf(email)).token)).statusCode).toBe(200);

    const res = await revoke(owner.headers, sent.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "invite_already_accepted" });
    expect(await roleOf(owner.organization.id, invitee.user.id)).toBe("recruiter");
  });

  it("on PostgreSQL, waits for an accept under way and then keeps the accepted invitation", async () => {
    const url = t.database.url;
    if (!url) return expect(t.database.engine).toBe("pglite"); // one connection: transactions cannot overlap
    const owner = await buildOrganization(t);
    const sent = (await invite(owner.headers, { email: freshEmail("racing"), role: "admin" })).json();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const locks = await lockWaits(url);
    try {
      // An accept in another transaction: the invitation marked accepted, not committed yet.
      await other.query("begin");
      await other.query("update membership_invites set accepted_at = now() where id = $1", [sent.id]);
      const revoking = revoke(owner.headers, sent.id);
      await locks.untilWaiting(); // the revoke waits for the accept's row lock

      await other.query("commit");
      const res = await revoking;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe("invite_already_accepted");
    } finally {
      await other.end();
      await locks.close();
    }
    const [row] = await t.database.db.select().from(membershipInvites).where(eq(membershipInvites.id, sent.id));
    expect(row?.acceptedAt).toBeInstanceOf(Date);
  });
});

describe("member changes while the caller's own role changes (PostgreSQL)", () => {
  it("use the caller's role as it is once the organisation is locked: an owner demoted meanwhile cannot act", async () => {
    const url = t.database.url;
    if (!url) return expect(t.database.engine).toBe("pglite"); // one connection: transactions cannot overlap
    const owner = await buildOrganization(t);
    await buildMember(t, owner.organization, { role: "owner" });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const calls = [
      () => changeRole(owner.headers, recruiter.user.id, "admin"),
      () => removeMember(owner.headers, recruiter.user.id),
      () => invite(owner.headers, { email: freshEmail("meanwhile"), role: "owner" }),
    ];
    for (const [i, call] of calls.entries()) {
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const locks = await lockWaits(url);
      try {
        // The other owner's change under way: the organisation locked, the caller made recruiter.
        await other.query("begin");
        await other.query("select 1 from organizations where id = $1 for no key update", [owner.organization.id]);
        await other.query("update memberships set role = 'recruiter' where organization_id = $1 and user_id = $2", [
          owner.organization.id,
          owner.user.id,
        ]);
        const pending = call();
        await locks.untilWaiting(); // the call waits for the organisation's lock

        await other.query("commit");
        const res = await pending;
        expect(res.statusCode, `call ${i}: ${res.body}`).toBe(403);
      } finally {
        await other.end();
        await locks.close();
      }
      expect(await roleOf(owner.organization.id, recruiter.user.id)).toBe("recruiter");
      await t.database.db
        .update(memberships)
        .set({ role: "owner" })
        .where(and(eq(memberships.organizationId, owner.organization.id), eq(memberships.userId, owner.user.id)));
    }
    expect((await members(owner.headers)).json().invites).toEqual([]);
  });
});

describe("PUT /capi/org/members/{user_id}", () => {
  it("changes roles as the roles allow: admins cannot touch owners nor make owners", async () => {
    const owner = await buildOrganization(t);
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });

    const promoted = await changeRole(admin.headers, recruiter.user.id, "admin");
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user_id: recruiter.user.id, role: "admin" });
    expect((await changeRole(admin.headers, recruiter.user.id, "recruiter")).statusCode).toBe(200);

    expect((await changeRole(admin.headers, recruiter.user.id, "owner")).statusCode).toBe(403);
    expect((await changeRole(admin.headers, owner.user.id, "admin")).statusCode).toBe(403);
    expect((await changeRole(recruiter.headers, recruiter.user.id, "admin")).statusCode).toBe(403);
    expect(await roleOf(owner.organization.id, owner.user.id)).toBe("owner");
    expect(await roleOf(owner.organization.id, recruiter.user.id)).toBe("recruiter");

    const madeOwner = await changeRole(owner.headers, admin.user.id, "owner");
    expect(madeOwner.json().role).toBe("owner");
    // With two owners, one may step down.
    expect((await changeRole(owner.headers, owner.user.id, "admin")).statusCode).toBe(200);
    expect(await roleOf(owner.organization.id, owner.user.id)).toBe("admin");
  });

  it("never demotes the last owner (last_owner), even themselves", async () => {
    const owner = await buildOrganization(t);
    for (const role of ["admin", "recruiter"]) {
      const res = await changeRole({ ...owner.headers, "accept-language": "en" }, owner.user.id, role);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "last_owner" });
      expect(res.json().detail).toContain("at least one owner");
    }
    expect((await changeRole(owner.headers, owner.user.id, "owner")).statusCode).toBe(200);
    expect(await roleOf(owner.organization.id, owner.user.id)).toBe("owner");
  });

  it("answers 404 for a user who is no member here, and refuses an unknown role", async () => {
    const owner = await buildOrganization(t);
    const outsider = await buildOrganization(t);
    const stranger = await buildUser(t);
    for (const id of [outsider.user.id, stranger.id, 999_999, "me"]) {
      expect((await changeRole(owner.headers, id, "admin")).statusCode, String(id)).toBe(404);
    }
    expect(await roleOf(outsider.organization.id, outsider.user.id)).toBe("owner");
    expect((await changeRole(owner.headers, owner.user.id, "boss")).json().type).toBe("ValidationError");
  });
});

describe("DELETE /capi/org/members/{user_id}", () => {
  it("removes members as the roles allow; a member may leave; the last owner stays (last_owner)", async () => {
    const owner: BuiltMember = await buildOrganization(t);
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const other = await buildMember(t, owner.organization, { role: "admin" });

    expect((await removeMember(recruiter.headers, admin.user.id)).statusCode).toBe(403);
    expect((await removeMember(admin.headers, owner.user.id)).statusCode).toBe(403);
    expect((await removeMember(admin.headers, recruiter.user.id)).statusCode).toBe(204);
    expect(await roleOf(owner.organization.id, recruiter.user.id)).toBeUndefined();
    // The removed member's organisation is gone for them.
    expect((await t.app.inject({ url: "/capi/org", headers: recruiter.headers })).statusCode).toBe(404);

    expect((await removeMember(other.headers, other.user.id)).statusCode).toBe(204);
    const last = await removeMember(owner.headers, owner.user.id);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ type: "ServiceError", code: "last_owner" });
    expect((await removeMember(owner.headers, admin.user.id)).statusCode).toBe(204);
    expect((await members(owner.headers)).json().members.map((m: { user_id: number }) => m.user_id)).toEqual([
      owner.user.id,
    ]);

    const outsider = await buildOrganization(t);
    expect((await removeMember(owner.headers, outsider.user.id)).statusCode).toBe(404);
    expect(await roleOf(outsider.organization.id, outsider.user.id)).toBe("owner");
  });

  it("lets a recruiter leave, but not remove anybody else", async () => {
    const owner = await buildOrganization(t);
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const colleague = await buildMember(t, owner.organization, { role: "recruiter" });
    expect((await removeMember(recruiter.headers, colleague.user.id)).statusCode).toBe(403);
    expect(await roleOf(owner.organization.id, colleague.user.id)).toBe("recruiter");

    expect((await removeMember(recruiter.headers, recruiter.user.id)).statusCode).toBe(204);
    expect(await roleOf(owner.organization.id, recruiter.user.id)).toBeUndefined();
    // Gone: the organisation is not theirs any more.
    expect((await removeMember(recruiter.headers, recruiter.user.id)).statusCode).toBe(404);
    expect((await removeMember(recruiter.headers, colleague.user.id)).statusCode).toBe(404);
  });

  it("leaves one owner when two owners remove each other at the same moment", async () => {
    const first = await buildOrganization(t);
    const second = await buildMember(t, first.organization, { role: "owner" });
    const results = await Promise.all([
      removeMember(first.headers, second.user.id),
      removeMember(second.headers, first.user.id),
    ]);
    // One removes the other; the other's call then finds its caller no longer a member (404), or,
    // if it ran first, refuses to remove the last owner (400 last_owner).
    const [done, refused] = results.map((r) => r.statusCode).sort();
    expect(done).toBe(204);
    expect([400, 404]).toContain(refused);
    const owners = (await members(results[0].statusCode === 204 ? first.headers : second.headers)).json().members;
    expect(owners).toHaveLength(1);
  });
});

describe("accepting at the same moment", () => {
  it("lets one of two users spend a token, never both", async () => {
    const owner = await buildOrganization(t);
    const email = freshEmail("race");
    await invite(owner.headers, { email, role: "recruiter" });
    const { token } = await inviteTokenOf(email);
    const [first, second] = [await buildSession(t), await buildSession(t)];
    const results = await Promise.all([accept(first.headers, token), accept(second.headers, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const roles = await Promise.all([first, second].map((u) => roleOf(owner.organization.id, u.user.id)));
    expect(roles.filter(Boolean)).toEqual(["recruiter"]);
  });
});

describe("rate limits", () => {
  it("limits accepting and inviting per client like the other token and mail endpoints (429)", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_AUTH: "2" });
    try {
      const owner = await buildOrganization(limited);
      const user = await buildSession(limited);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/capi/organization-invites/accept",
          headers: { ...user.headers, "content-type": "application/json" },
          payload: { token: "x".repeat(43) },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
      const invites = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/capi/org/members/invites",
          headers: owner.headers,
          payload: { email: freshEmail("limited"), role: "recruiter" },
        });
        invites.push(res.statusCode);
      }
      expect(invites).toEqual([201, 201, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
