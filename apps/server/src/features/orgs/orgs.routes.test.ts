import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ORGANIZATION_HEADER, type TMemberRole } from "@jobatlas/contract";
import { contactMessages, memberships } from "../../db/schema";
import { buildMember, buildOrganization, buildSession, type BuiltMember } from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";
import { ORG_PERMISSIONS, type OrgAction } from "./orgs.policy";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const ROLES: TMemberRole[] = ["owner", "admin", "recruiter"];

/** Every organisation-scoped endpoint, with the action it needs and a valid body. */
const ORG_ENDPOINTS: { method: "GET" | "PUT" | "POST" | "DELETE"; url: string; action: OrgAction; payload?: object }[] =
  [
    { method: "GET", url: "/capi/org", action: "readOrganization" },
    { method: "PUT", url: "/capi/org/plan", action: "changePlan", payload: { plan: "pro" } },
  ];

function call(endpoint: (typeof ORG_ENDPOINTS)[number], headers: Record<string, string>) {
  return t.app.inject({ method: endpoint.method, url: endpoint.url, headers, payload: endpoint.payload });
}

describe("the organisation entry point", () => {
  it("covers every organisation endpoint of the API document", async () => {
    await t.app.ready();
    const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.parameters?.some((p) => p.name.toLowerCase() === ORGANIZATION_HEADER.toLowerCase()))
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(documented.sort()).toEqual(ORG_ENDPOINTS.map((e) => `${e.method} ${e.url}`).sort());
    // A route under /capi/org that forgot `access: "org"` (and so, likely, its hook) fails here too.
    const underOrg = Object.entries(document.paths)
      .filter(([url]) => url === "/capi/org" || url.startsWith("/capi/org/"))
      .flatMap(([url, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`));
    expect(underOrg.sort()).toEqual(documented.sort());
  });

  it.each(ORG_ENDPOINTS)("$method $url: 401 signed out, 404 for another organisation's member", async (endpoint) => {
    const target = await buildOrganization(t, { role: "owner" });
    const outsider = await buildOrganization(t, { role: "owner" });

    const signedOut = await call(endpoint, { ...csrfHeaders, [ORGANIZATION_HEADER]: target.organization.slug });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ type: "NotAuthenticated" });

    // A member of another organisation naming this one, a seeker, and a slug nobody has: all 404.
    const seeker = await buildSession(t);
    for (const headers of [
      { ...outsider.headers, [ORGANIZATION_HEADER]: target.organization.slug },
      { ...seeker.headers, [ORGANIZATION_HEADER]: target.organization.slug },
      { ...seeker.headers },
      { ...outsider.headers, [ORGANIZATION_HEADER]: "no-such-company" },
    ]) {
      const res = await call(endpoint, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    expect((await t.app.inject({ url: "/capi/org", headers: target.headers })).json().plan).toBe("free");
  });

  it.each(ORG_ENDPOINTS)("$method $url: each role may or may not act as the policy says", async (endpoint) => {
    const allowed: readonly TMemberRole[] = ORG_PERMISSIONS[endpoint.action];
    for (const role of ROLES) {
      const member = await buildOrganization(t, { role });
      const res = await call(endpoint, member.headers);
      if (allowed.includes(role)) {
        expect(res.statusCode, `${role} may`).toBeLessThan(300);
      } else {
        expect(res.statusCode, `${role} may not`).toBe(403);
        expect(res.json()).toMatchObject({ type: "Forbidden" });
      }
    }
  });

  it("changes only the organisation the client names: without the header, or with an empty one, 404", async () => {
    const owner = await buildOrganization(t, { role: "owner", plan: "free" });
    const noHeader = Object.fromEntries(
      Object.entries(owner.headers).filter(([name]) => name.toLowerCase() !== ORGANIZATION_HEADER.toLowerCase()),
    );
    for (const headers of [noHeader, { ...noHeader, [ORGANIZATION_HEADER]: "" }]) {
      const res = await t.app.inject({ method: "PUT", url: "/capi/org/plan", headers, payload: { plan: "pro" } });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: "/capi/org", headers: { ...noHeader, [ORGANIZATION_HEADER]: "" } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: "/capi/org", headers: owner.headers })).json().plan).toBe("free");
  });

  it("acts on the last used organisation without the header, and remembers it only when it changes", async () => {
    const first = await buildOrganization(t, { role: "owner" });
    const second: BuiltMember = await buildMember(t, (await buildOrganization(t)).organization, {
      role: "recruiter",
      user: first.user,
      lastUsedAt: new Date(Date.now() - 60_000),
    });
    const noHeader = Object.fromEntries(
      Object.entries(first.headers).filter(([name]) => name.toLowerCase() !== ORGANIZATION_HEADER.toLowerCase()),
    );

    expect((await t.app.inject({ url: "/capi/org", headers: noHeader })).json().slug).toBe(first.organization.slug);
    expect((await t.app.inject({ url: "/capi/org", headers: second.headers })).json()).toMatchObject({
      slug: second.organization.slug,
      role: "recruiter",
    });
    expect((await t.app.inject({ url: "/capi/org", headers: noHeader })).json().slug).toBe(second.organization.slug);

    // Calls on the organisation already last used write nothing.
    const lastUsed = async () =>
      (
        await t.database.db
          .select({ at: memberships.lastUsedAt })
          .from(memberships)
          .where(and(eq(memberships.userId, first.user.id), eq(memberships.organizationId, second.organization.id)))
      )[0]?.at.getTime();
    const before = await lastUsed();
    for (let i = 0; i < 3; i++) await t.app.inject({ url: "/capi/org", headers: second.headers });
    expect(await lastUsed()).toBe(before);
  });
});

describe("PUT /capi/org/plan", () => {
  const putPlan = (headers: Record<string, string>, plan: string) =>
    t.app.inject({ method: "PUT", url: "/capi/org/plan", headers, payload: { plan } });
  const purchaseRequestsOf = (organizationId: number) =>
    t.database.db.select().from(contactMessages).where(eq(contactMessages.organizationId, organizationId));

  it("moves the organisation to a paid plan at once and tells sales, as the account opening does", async () => {
    const owner = await buildOrganization(t, { role: "owner", plan: "free" });
    const res = await putPlan(owner.headers, "pro");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: owner.organization.slug, plan: "pro", role: "owner" });
    expect((await t.app.inject({ url: "/capi/org", headers: owner.headers })).json().plan).toBe("pro");

    const filed = await purchaseRequestsOf(owner.organization.id);
    expect(filed).toMatchObject([{ kind: "purchase", plan: "pro", email: owner.user.email }]);
    expect(filed[0]?.message).toContain("free");
    const [salesMail] = await mailsTo(t.database.db, t.config.salesEmail);
    expect(salesMail?.subject).toContain(`Kaufanfrage (pro): ${owner.organization.name}`);

    // Choosing the plan it is on changes nothing and tells nobody.
    const again = await putPlan(owner.headers, "pro");
    expect(again.statusCode).toBe(200);
    expect(await purchaseRequestsOf(owner.organization.id)).toHaveLength(1);
  });

  it("files one request per real change when changes arrive at once", async () => {
    const owner = await buildOrganization(t, { role: "owner", plan: "free" });
    const answers = await Promise.all([1, 2, 3].map(() => putPlan(owner.headers, "pro")));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const filed = await purchaseRequestsOf(owner.organization.id);
    expect(filed).toHaveLength(1);
    expect(filed[0]?.message).toMatch(/free.*pro/);
  });

  it("refuses recruiter (sold by sales) and unknown plans with a ValidationError", async () => {
    const owner = await buildOrganization(t, { role: "owner" });
    for (const plan of ["recruiter", "gold", ""]) {
      const res = await putPlan(owner.headers, plan);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "plan"] }] });
    }
  });
});
