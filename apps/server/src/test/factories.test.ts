import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  buildUser,
} from "./factories";
import { buildTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe("factories", () => {
  it("build users with unique addresses and any column overridden", async () => {
    const a = await buildUser(t);
    const b = await buildUser(t, { firstName: "Reto", language: "en" });
    expect(a.email).not.toBe(b.email);
    expect(a.emailVerifiedAt).not.toBeNull();
    expect(b).toMatchObject({ firstName: "Reto", language: "en" });
  });

  it("build a session the session plugin accepts, with cookies and CSRF header for unsafe calls", async () => {
    const { user, headers } = await buildSession(t, { user: { firstName: "Pia", language: "en" } });
    const status = await t.app.inject({ url: "/capi/status", headers });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { email: user.email, first_name: "Pia", language: "en" },
      organizations: [],
    });
    const put = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers,
      payload: { first_name: "Pia", last_name: "Keller", language: "de" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ email: user.email, last_name: "Keller", language: "de" });
  });

  it("build a revoked or expired session that is not signed in", async () => {
    const revoked = await buildSession(t, { revokedAt: new Date() });
    const expired = await buildSession(t, { expiresAt: new Date(Date.now() - 1000) });
    for (const { headers } of [revoked, expired])
      expect((await t.app.inject({ url: "/capi/status", headers })).json().authenticated).toBe(false);
  });

  it("build an organisation whose member of the chosen role gets it from GET /capi/org", async () => {
    const { headers, organization } = await buildOrganization(t, { role: "recruiter", plan: "pro" });
    const res = await t.app.inject({ url: "/capi/org", headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: organization.slug, plan: "pro", role: "recruiter" });
  });

  it("add members to an organisation, and answer 404 to a member of another one", async () => {
    const owner = await buildOrganization(t, { name: "Alpha AG", sizeBand: "10-49" });
    const admin = await buildMember(t, owner.organization, { role: "admin" });
    const stranger = await buildOrganization(t);
    expect((await t.app.inject({ url: "/capi/org", headers: admin.headers })).json()).toMatchObject({
      slug: owner.organization.slug,
      name: "Alpha AG",
      size_band: "10-49",
      role: "admin",
    });
    const other = await t.app.inject({
      url: "/capi/org",
      headers: { ...stranger.headers, "x-organization": owner.organization.slug },
    });
    expect(other.statusCode).toBe(404);
  });

  it("build jobs, listings and questionnaires of an organisation, or of a new one", async () => {
    const org = await buildOrganization(t, { plan: "enterprise" });
    const job = await buildJob(t, { organization: org, title: "Bäcker/in" });
    const listing = await buildListing(t, { job });
    const questionnaire = await buildQuestionnaire(t, {
      organization: org,
      questions: [{ type: "free_text", text: "Warum wir?", options: [] }, {}],
    });
    expect(job).toMatchObject({ organizationId: org.organization.id, title: "Bäcker/in", status: "active" });
    expect(listing).toMatchObject({ organizationId: org.organization.id, jobId: job.id, status: "active" });
    expect(listing.addressId).not.toBeNull();
    expect(Date.parse(listing.endsOn!) - Date.parse(listing.publishedOn!)).toBe(29 * 24 * 3600_000);
    expect(questionnaire.questions.map((q) => [q.position, q.type])).toEqual([
      [1, "free_text"],
      [2, "single_select"],
    ]);

    const lone = await buildListing(t, { status: "planned", locationByAgreement: true, salaryMin: 80_000 });
    expect(lone.organizationId).not.toBe(org.organization.id);
    expect(lone).toMatchObject({ status: "planned", addressId: null, salaryMin: 80_000 });
  });
});
