import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  CANDIDATE_INVITE_TTL_DAYS,
  ZCandidateInvite,
  ZCandidateInvitesResponse,
  ZPublicCandidateInvite,
} from "@jobatlas/contract";
import { inTransaction } from "../../../context";
import { applications, candidateInvites } from "../../../db/schema";
import { hashToken } from "../../../lib/secrets";
import {
  buildApplication,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  freshEmail,
} from "../../../test/factories";
import { mailsTo } from "../../../test/mailbox";
import { testClock } from "../../../test/clock";
import { testContext } from "../../../test/test-context";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import {
  consumeCandidateInvite,
  EXPIRED_CANDIDATE_INVITE_RETENTION_DAYS,
  linkInviteToApplication,
  purgeStaleCandidateInvites,
} from "./invites.service";

const clock = testClock(new Date("2026-03-02T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobatlas.example" }, { now: clock.now });
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const create = (headers: Headers, payload: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/capi/org/candidate-invites",
    headers: { ...headers, "accept-language": language },
    payload: payload as object,
  });
const list = (headers: Headers, query = "") => t.app.inject({ url: `/capi/org/candidate-invites${query}`, headers });
const revoke = (headers: Headers, id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/capi/org/candidate-invites/${id}`, headers });
const lookup = (token: string) => t.app.inject({ url: `/capi/candidate-invites/${token}` });

/** A pro organisation with an active listing and an active job. */
async function proOrganization(plan: "pro" | "recruiter" | "enterprise" | "free" = "pro") {
  const owner = await buildOrganization(t, { plan });
  const job = await buildJob(t, { organization: owner, title: "Backend-Entwickler/in" });
  const listing = await buildListing(t, { job, title: "Backend-Entwickler/in 80–100 %" });
  return { owner, job, listing };
}

/** The wizard link of the newest mail to an address, and its token. */
async function inviteMail(email: string) {
  const [mail] = await mailsTo(t.database.db, email);
  const link = mail && /https:\/\/jobatlas\.example\/\S+invite_token=\S+/.exec(mail.text)?.[0];
  const token = link && new URL(link).searchParams.get("invite_token");
  if (!mail || !link || !token) throw new Error(`no invitation mailed to ${email}`);
  return { mail, link: new URL(link), token };
}

const ctx = () => testContext(t.database.db, clock.now);

describe("POST /capi/org/candidate-invites", () => {
  it("invites to an active listing on pro: 201, the hash stored, the wizard link mailed in the chosen language", async () => {
    const { owner, listing } = await proOrganization();
    const email = freshEmail("candidate");
    const res = await create(owner.headers, {
      email: email.toUpperCase(),
      name: "Mia Muster",
      listing_id: listing.id,
      message: "Wir haben Ihr Profil gesehen.\n<b>Bis bald</b>",
      language: "en",
    });
    expect(res.statusCode).toBe(201);
    const invite = ZCandidateInvite.parse(res.json());
    expect(invite).toMatchObject({
      email,
      name: "Mia Muster",
      listing: { id: listing.id, title: listing.title },
      job: null,
      status: "open",
      used_at: null,
      application_id: null,
    });
    expect(new Date(invite.expires_at).getTime() - new Date(invite.created_at).getTime()).toBe(
      CANDIDATE_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000,
    );
    const { mail, link, token } = await inviteMail(email);
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe(`${owner.organization.name} invites you to apply`);
    expect(mail.text).toContain("Hello Mia Muster");
    expect(mail.text).toContain(listing.title);
    expect(mail.text).toContain("<b>Bis bald</b>");
    expect(mail.html).toContain("&lt;b&gt;Bis bald&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Bis bald");
    expect(link.pathname).toBe(`/en/company/${owner.organization.id}/apply`);
    expect(link.searchParams.get("listing_id")).toBe(String(listing.id));
    expect(link.searchParams.has("job_id")).toBe(false);
    const [row] = await t.database.db.select().from(candidateInvites).where(eq(candidateInvites.id, invite.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.invitedByUserId).toBe(owner.user.id);
    expect(JSON.stringify(res.json())).not.toContain(token);
  });

  it("invites to an active job on the recruiter plan, in German by default", async () => {
    const { owner, job } = await proOrganization("recruiter");
    const email = freshEmail("job-candidate");
    const res = await create(owner.headers, { email, name: "Jonas Beispiel", job_id: job.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ listing: null, job: { id: job.id, title: job.title } });
    const { mail, link } = await inviteMail(email);
    expect(mail.language).toBe("de");
    expect(mail.subject).toContain("lädt dich ein");
    expect(link.pathname).toBe(`/de/company/${owner.organization.id}/apply`);
    expect(link.searchParams.get("job_id")).toBe(String(job.id));
  });

  it("refuses a free organisation with plan_limit_invites and mails nobody", async () => {
    const { owner, listing } = await proOrganization("free");
    const email = freshEmail("not-invited");
    const res = await create(owner.headers, { email, name: "Nina", listing_id: listing.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "plan_limit_invites" });
    expect(await mailsTo(t.database.db, email)).toHaveLength(0);
  });

  it("answers 404 for another organisation's, an unknown or an inactive listing or job", async () => {
    const { owner } = await proOrganization();
    const other = await proOrganization();
    const plannedJob = await buildJob(t, { organization: owner, status: "planned" });
    const archivedListing = await buildListing(t, { organization: owner, status: "archived" });
    for (const target of [
      { listing_id: other.listing.id },
      { job_id: other.job.id },
      { listing_id: 99_999_999 },
      { job_id: plannedJob.id },
      { listing_id: archivedListing.id },
    ]) {
      const email = freshEmail("foreign");
      const res = await create(owner.headers, { email, name: "Fremd", ...target });
      expect(res.statusCode, JSON.stringify(target)).toBe(404);
      expect(await mailsTo(t.database.db, email)).toHaveLength(0);
    }
  });

  it("validates: one of listing_id and job_id, a real address, a name (messages in the request's language)", async () => {
    const { owner, listing, job } = await proOrganization();
    const none = await create(owner.headers, { email: freshEmail("x"), name: "X" }, "de");
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContainEqual({ loc: ["body", "listing_id"], msg: expect.any(String) });
    const both = await create(owner.headers, {
      email: freshEmail("x"),
      name: "X",
      listing_id: listing.id,
      job_id: job.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().detail[0].loc).toEqual(["body", "job_id"]);
    const bad = await create(owner.headers, { email: "nope", name: " ", listing_id: listing.id });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().detail as { loc: string[] }[]).map((d) => d.loc.at(-1));
    expect(fields).toEqual(expect.arrayContaining(["email", "name"]));
    const long = await create(owner.headers, {
      email: freshEmail("x"),
      name: "X",
      listing_id: listing.id,
      message: "x".repeat(100_000),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe("GET /capi/org/candidate-invites", () => {
  it("lists the organisation's invitations newest first with their status, pages with limit and offset", async () => {
    const { owner, listing, job } = await proOrganization();
    const other = await proOrganization();
    await create(other.owner.headers, { email: freshEmail("theirs"), name: "Theirs", job_id: other.job.id });
    const first = ZCandidateInvite.parse(
      (await create(owner.headers, { email: freshEmail("a"), name: "A", listing_id: listing.id })).json(),
    );
    clock.advanceMinutes(1);
    const second = ZCandidateInvite.parse(
      (await create(owner.headers, { email: freshEmail("b"), name: "B", job_id: job.id })).json(),
    );
    const res = await list(owner.headers);
    expect(res.statusCode).toBe(200);
    const body = ZCandidateInvitesResponse.parse(res.json());
    expect(body.count).toBe(2);
    expect(body.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(body.items.map((i) => i.status)).toEqual(["open", "open"]);
    const page = ZCandidateInvitesResponse.parse((await list(owner.headers, "?limit=1&offset=1")).json());
    expect(page).toMatchObject({ count: 2, items: [{ id: first.id }] });
    expect((await list(owner.headers, "?limit=500")).statusCode).toBe(400);
  });

  it("shows expired after the 14 days and used once an application spent it", async () => {
    const { owner, listing } = await proOrganization();
    const used = ZCandidateInvite.parse(
      (await create(owner.headers, { email: freshEmail("used"), name: "U", listing_id: listing.id })).json(),
    );
    const { token } = await inviteMail(used.email);
    const application = await buildApplication(t, { listing, origin: "invited" });
    await inTransaction(ctx(), async (tx) => {
      const consumed = await consumeCandidateInvite(tx, token, owner.organization.id);
      await linkInviteToApplication(tx, consumed.inviteId, application.id);
    });
    const expiring = ZCandidateInvite.parse(
      (await create(owner.headers, { email: freshEmail("expiring"), name: "E", listing_id: listing.id })).json(),
    );
    clock.advanceDays(CANDIDATE_INVITE_TTL_DAYS);
    const body = ZCandidateInvitesResponse.parse((await list(owner.headers)).json());
    expect(body.items.find((i) => i.id === expiring.id)?.status).toBe("expired");
    expect(body.items.find((i) => i.id === used.id)).toMatchObject({
      status: "used",
      application_id: application.id,
    });
  });
});

describe("GET /capi/candidate-invites/{token}", () => {
  it("answers what the wizard prefills, without signing in; unknown, expired and malformed tokens: candidate_invite_invalid", async () => {
    const { owner, listing } = await proOrganization();
    const email = freshEmail("lookup");
    await create(owner.headers, { email, name: "Lea Lookup", listing_id: listing.id });
    const { token } = await inviteMail(email);
    const res = await lookup(token);
    expect(res.statusCode).toBe(200);
    expect(ZPublicCandidateInvite.parse(res.json())).toMatchObject({
      organization: { id: owner.organization.id, name: owner.organization.name },
      listing: { id: listing.id, title: listing.title },
      job: null,
      email,
      name: "Lea Lookup",
    });
    for (const bad of ["x".repeat(43), "not a token", "a"]) {
      const refused = await lookup(encodeURIComponent(bad));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ type: "ServiceError", code: "candidate_invite_invalid" });
    }
    clock.advanceDays(CANDIDATE_INVITE_TTL_DAYS);
    clock.advanceMinutes(1);
    expect((await lookup(token)).json()).toMatchObject({ code: "candidate_invite_invalid" });
  });
});

describe("consumeCandidateInvite and linkInviteToApplication", () => {
  it("work once: the second spend, an expired token and another organisation's token are refused", async () => {
    const { owner, listing, job } = await proOrganization();
    const other = await proOrganization();
    const email = freshEmail("spend");
    await create(owner.headers, { email, name: "Sam Spend", job_id: job.id });
    const { token } = await inviteMail(email);

    // Another organisation cannot spend it (and trying does not use it up).
    await expect(
      inTransaction(ctx(), (tx) => consumeCandidateInvite(tx, token, other.owner.organization.id)),
    ).rejects.toMatchObject({ code: "candidate_invite_invalid" });

    const application = await buildApplication(t, { organization: owner, jobId: job.id, origin: "invited" });
    const consumed = await inTransaction(ctx(), async (tx) => {
      const spent = await consumeCandidateInvite(tx, token, owner.organization.id);
      await linkInviteToApplication(tx, spent.inviteId, application.id);
      return spent;
    });
    expect(consumed).toMatchObject({ listingId: null, jobId: job.id, email, name: "Sam Spend" });
    await expect(
      inTransaction(ctx(), (tx) => consumeCandidateInvite(tx, token, owner.organization.id)),
    ).rejects.toMatchObject({ code: "candidate_invite_invalid" });
    expect((await lookup(token)).json()).toMatchObject({ code: "candidate_invite_invalid" });

    // A rollback after the spend leaves the invitation open.
    const rolledBack = freshEmail("rollback");
    await create(owner.headers, { email: rolledBack, name: "R", listing_id: listing.id });
    const second = await inviteMail(rolledBack);
    await expect(
      inTransaction(ctx(), async (tx) => {
        await consumeCandidateInvite(tx, second.token, owner.organization.id);
        throw new Error("the application was refused");
      }),
    ).rejects.toThrow("the application was refused");
    expect((await lookup(second.token)).statusCode).toBe(200);

    // Expired with the test clock.
    clock.advanceDays(CANDIDATE_INVITE_TTL_DAYS + 1);
    await expect(
      inTransaction(ctx(), (tx) => consumeCandidateInvite(tx, second.token, owner.organization.id)),
    ).rejects.toMatchObject({ code: "candidate_invite_invalid" });
  });
});

describe("two applications spending one token at once", () => {
  it("lets one through and refuses the other (the row lock; on PostgreSQL in two connections)", async () => {
    const { owner, listing } = await proOrganization();
    const email = freshEmail("race");
    await create(owner.headers, { email, name: "Race", listing_id: listing.id });
    const { token } = await inviteMail(email);
    const spend = () =>
      inTransaction(ctx(), async (tx) => {
        const consumed = await consumeCandidateInvite(tx, token, owner.organization.id);
        // Work of the application between the spend and the commit.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return consumed.inviteId;
      });
    const results = await Promise.allSettled([spend(), spend()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "candidate_invite_invalid" });
  });
});

describe("DELETE /capi/org/candidate-invites/{candidate_invite_id}", () => {
  it("revokes an open invitation (the link stops working); a used one stays; another organisation's → 404", async () => {
    const { owner, listing } = await proOrganization();
    const other = await proOrganization();
    const email = freshEmail("revoke");
    const invite = ZCandidateInvite.parse(
      (await create(owner.headers, { email, name: "Rita", listing_id: listing.id })).json(),
    );
    const { token } = await inviteMail(email);
    expect((await revoke(other.owner.headers, invite.id)).statusCode).toBe(404);
    expect((await revoke(owner.headers, "abc")).statusCode).toBe(404);
    expect((await revoke(owner.headers, invite.id)).statusCode).toBe(204);
    expect((await lookup(token)).json()).toMatchObject({ code: "candidate_invite_invalid" });
    expect((await revoke(owner.headers, invite.id)).statusCode).toBe(404);
    expect(ZCandidateInvitesResponse.parse((await list(owner.headers)).json()).count).toBe(0);

    const usedEmail = freshEmail("used-revoke");
    const used = ZCandidateInvite.parse(
      (await create(owner.headers, { email: usedEmail, name: "U", listing_id: listing.id })).json(),
    );
    const spent = await inviteMail(usedEmail);
    await inTransaction(ctx(), (tx) => consumeCandidateInvite(tx, spent.token, owner.organization.id));
    const refused = await revoke(owner.headers, used.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: "candidate_invite_used" });
  });

  it("needs a member of the organisation: signed out 401, recruiters may", async () => {
    const { owner } = await proOrganization();
    expect((await t.app.inject({ url: "/capi/org/candidate-invites" })).statusCode).toBe(401);
    expect((await list(owner.headers)).statusCode).toBe(200);
  });
});

describe("purgeStaleCandidateInvites (for the retention task)", () => {
  it("deletes unused invitations 30 days after they expired and used ones whose application is gone; keeps the rest", async () => {
    const { owner, listing } = await proOrganization();
    const invite = async (label: string, listingId = listing.id, headers: Headers = owner.headers) => {
      const email = freshEmail(label);
      const res = await create(headers, { email, name: label, listing_id: listingId });
      if (res.statusCode !== 201) throw new Error(res.body);
      const row = ZCandidateInvite.parse(res.json());
      return { id: row.id, token: (await inviteMail(email)).token };
    };
    const stale = await invite("stale");
    const kept = await invite("kept");
    const orphaned = await invite("orphaned");
    const applied = await invite("applied");
    for (const used of [kept, orphaned, applied]) {
      const application = await buildApplication(t, { listing, origin: "invited" });
      await inTransaction(ctx(), async (tx) => {
        const consumed = await consumeCandidateInvite(tx, used.token, owner.organization.id);
        await linkInviteToApplication(tx, consumed.inviteId, application.id);
      });
      if (used === orphaned) await t.database.db.delete(applications).where(eq(applications.id, application.id));
    }
    clock.advanceDays(CANDIDATE_INVITE_TTL_DAYS + EXPIRED_CANDIDATE_INVITE_RETENTION_DAYS - 1);
    // The first listing's runtime and the session are over by now: new ones.
    const recent = await invite(
      "recent",
      (await buildListing(t, { organization: owner })).id,
      (await buildMember(t, owner.organization)).headers,
    );
    await purgeStaleCandidateInvites(ctx());
    const left = async () =>
      (await t.database.db.select({ id: candidateInvites.id }).from(candidateInvites)).map((r) => r.id);
    expect(await left()).toEqual(expect.arrayContaining([stale.id, kept.id, applied.id, recent.id]));
    expect(await left()).not.toContain(orphaned.id);
    clock.advanceDays(2);
    await purgeStaleCandidateInvites(ctx());
    expect(await left()).not.toContain(stale.id);
    expect(await left()).toEqual(expect.arrayContaining([kept.id, applied.id, recent.id]));
  });
});
