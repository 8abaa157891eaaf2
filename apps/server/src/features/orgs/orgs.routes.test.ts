import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ORGANIZATION_HEADER, type TMemberRole } from "@jobatlas/contract";
import {
  applicationAttachments,
  candidateInvites,
  candidatePoolGrants,
  contactMessages,
  membershipInvites,
  memberships,
} from "../../db/schema";
import {
  buildAddress,
  buildApplication,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  buildUser,
  type BuiltMember,
} from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { buildMessageTemplate, buildScheduledRejection } from "../../test/message-templates-factories";
import { PNG } from "../../test/authorization-matrix/fixture";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";
import { ORG_PERMISSIONS, type OrgAction } from "./orgs.policy";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const ROLES: TMemberRole[] = ["owner", "admin", "recruiter"];

const ADDRESS = { street: "Bahnhofstrasse", house_number: "1", postal_code: "8001", city: "Zürich" };
const address = (m: BuiltMember) => buildAddress(t, { organizationId: m.organization.id });
const job = (m: BuiltMember) => buildJob(t, { organization: m.organization });
const listing = (m: BuiltMember) => buildListing(t, { organization: m.organization });
const questionnaire = (m: BuiltMember) => buildQuestionnaire(t, { organization: m.organization });
const application = (m: BuiltMember) => buildApplication(t, { organization: m.organization });
async function colleague(m: BuiltMember) {
  return (await buildMember(t, m.organization, { role: "recruiter" })).user;
}

type Method = "GET" | "PUT" | "POST" | "DELETE";
/** What an endpoint with path ids acts on: rows made in the member's organisation before each call. */
type Prepared = { url: string; payload?: object };

/**
 * Every organisation-scoped endpoint, with the action it needs and a valid call. `url` may hold
 * `{param}`s: `prepare` makes the rows they name in the member's organisation (a fresh one per
 * call) and answers the call to make.
 */
const ORG_ENDPOINTS: {
  method: Method;
  url: string;
  action: OrgAction;
  payload?: object;
  contentType?: string;
  prepare?: (member: BuiltMember) => Promise<Prepared>;
}[] = [
  { method: "GET", url: "/capi/org", action: "readOrganization" },
  { method: "GET", url: "/capi/org/plan", action: "readOrganization" },
  {
    method: "GET",
    url: "/capi/org/plan/preview",
    action: "changePlan",
    prepare: async () => ({ url: "/capi/org/plan/preview?plan=pro" }),
  },
  { method: "PUT", url: "/capi/org/plan", action: "changePlan", payload: { plan: "pro" } },
  { method: "GET", url: "/capi/org/summary", action: "readOrganization" },
  { method: "GET", url: "/capi/activities", action: "readActivities" },
  { method: "GET", url: "/capi/notifications", action: "readActivities" },
  { method: "POST", url: "/capi/notifications/dismiss", action: "readActivities", payload: { all: true } },
  { method: "GET", url: "/capi/org/company", action: "readCompany" },
  {
    method: "PUT",
    url: "/capi/org/company",
    action: "editCompany",
    payload: {
      name: "Walk AG",
      description: "",
      sectors: ["J62"],
      keywords: [],
      main_website: null,
      jobs_website: null,
      legal_form: null,
      widget_theme: "auto",
    },
  },
  { method: "PUT", url: "/capi/org/company/logo", action: "editCompany", contentType: "image/png" },
  { method: "DELETE", url: "/capi/org/company/logo", action: "editCompany" },
  { method: "GET", url: "/capi/org/addresses", action: "readCompany" },
  { method: "GET", url: "/capi/org/application-retention", action: "readCompany" },
  { method: "PUT", url: "/capi/org/application-retention", action: "editCompany", payload: { days: 120 } },
  { method: "GET", url: "/capi/org/answer-time", action: "readCompany" },
  { method: "PUT", url: "/capi/org/answer-time", action: "editCompany", payload: { days: 10 } },
  { method: "GET", url: "/capi/org/application-mails", action: "readOrganization" },
  { method: "PUT", url: "/capi/org/application-mails", action: "readOrganization", payload: { mode: "none" } },
  { method: "GET", url: "/capi/org/response-record", action: "readCompany" },
  { method: "GET", url: "/capi/org/job-feed", action: "manageJobFeed" },
  { method: "PUT", url: "/capi/org/job-feed", action: "manageJobFeed", payload: { in_job_feed: false } },
  { method: "GET", url: "/capi/org/applications-closing", action: "followUpApplications" },
  { method: "GET", url: "/capi/org/applications-closing.csv", action: "followUpApplications" },
  { method: "GET", url: "/capi/org/message-templates", action: "useMessageTemplates" },
  {
    method: "POST",
    url: "/capi/org/message-templates",
    action: "manageMessageTemplates",
    prepare: async () => ({
      url: "/capi/org/message-templates",
      payload: { kind: "reject", name: `Walk ${Math.random()}`, texts: { de: "Hallo {{first_name}}" } },
    }),
  },
  {
    method: "PUT",
    url: "/capi/org/message-templates/{template_id}",
    action: "manageMessageTemplates",
    prepare: async (m) => ({
      url: `/capi/org/message-templates/${(await buildMessageTemplate(t, m.organization.id)).id}`,
      payload: { kind: "reject", name: "Walk", texts: { de: "Hallo" }, revision: 1 },
    }),
  },
  {
    method: "DELETE",
    url: "/capi/org/message-templates/{template_id}",
    action: "manageMessageTemplates",
    prepare: async (m) => ({
      url: `/capi/org/message-templates/${(await buildMessageTemplate(t, m.organization.id)).id}`,
    }),
  },
  {
    method: "GET",
    url: "/capi/org/bulk-rejections/recipients",
    action: "manageApplications",
    prepare: async (m) => ({
      url: `/capi/org/bulk-rejections/recipients?application_ids=${(await application(m)).id}`,
    }),
  },
  {
    method: "POST",
    url: "/capi/org/bulk-rejections",
    action: "manageApplications",
    prepare: async (m) => ({
      url: "/capi/org/bulk-rejections",
      payload: {
        application_ids: [(await application(m)).id],
        template_id: (await buildMessageTemplate(t, m.organization.id)).id,
        delay_hours: 1,
      },
    }),
  },
  {
    method: "DELETE",
    url: "/capi/org/bulk-rejections/{batch_id}",
    action: "manageApplications",
    prepare: async (m) => {
      const row = await buildScheduledRejection(t, m.organization.id, (await application(m)).id);
      return { url: `/capi/org/bulk-rejections/${row.batchId}` };
    },
  },
  {
    method: "DELETE",
    url: "/capi/org/applications/{application_id}/scheduled-rejection",
    action: "manageApplications",
    prepare: async (m) => {
      const row = await buildScheduledRejection(t, m.organization.id, (await application(m)).id);
      return { url: `/capi/org/applications/${row.applicationId}/scheduled-rejection` };
    },
  },
  { method: "GET", url: "/capi/org/scheduled-rejections", action: "manageApplications" },
  { method: "POST", url: "/capi/org/addresses", action: "editCompany", payload: ADDRESS },
  {
    method: "PUT",
    url: "/capi/org/addresses/{address_id}",
    action: "editCompany",
    prepare: async (m) => ({ url: `/capi/org/addresses/${(await address(m)).id}`, payload: ADDRESS }),
  },
  {
    method: "DELETE",
    url: "/capi/org/addresses/{address_id}",
    action: "editCompany",
    prepare: async (m) => ({ url: `/capi/org/addresses/${(await address(m)).id}` }),
  },
  { method: "GET", url: "/capi/org/members", action: "manageMembers" },
  {
    method: "POST",
    url: "/capi/org/members/invites",
    action: "manageMembers",
    payload: { email: "colleague@example.com", role: "recruiter" },
  },
  {
    method: "DELETE",
    url: "/capi/org/members/invites/{invite_id}",
    action: "manageMembers",
    prepare: async (m) => {
      const [invite] = await t.database.db
        .insert(membershipInvites)
        .values({
          organizationId: m.organization.id,
          email: "colleague@example.com",
          role: "recruiter",
          tokenHash: `hash-${m.organization.id}`,
          expiresAt: new Date(t.now().getTime() + 86_400_000),
        })
        .returning();
      return { url: `/capi/org/members/invites/${invite!.id}` };
    },
  },
  {
    method: "PUT",
    url: "/capi/org/members/{user_id}",
    action: "manageMembers",
    prepare: async (m) => ({ url: `/capi/org/members/${(await colleague(m)).id}`, payload: { role: "admin" } }),
  },
  {
    method: "DELETE",
    url: "/capi/org/members/{user_id}",
    action: "manageMembers",
    prepare: async (m) => ({ url: `/capi/org/members/${(await colleague(m)).id}` }),
  },
  { method: "GET", url: "/capi/org/jobs", action: "manageJobs" },
  { method: "POST", url: "/capi/org/jobs", action: "manageJobs", payload: { title: "Walk job", language: "de" } },
  {
    method: "GET",
    url: "/capi/org/jobs/{job_id}",
    action: "manageJobs",
    prepare: async (m) => ({ url: `/capi/org/jobs/${(await job(m)).id}` }),
  },
  {
    method: "PUT",
    url: "/capi/org/jobs/{job_id}",
    action: "manageJobs",
    prepare: async (m) => {
      const { id } = await job(m);
      return { url: `/capi/org/jobs/${id}`, payload: { id, title: "Renamed job" } };
    },
  },
  { method: "GET", url: "/capi/org/listings", action: "manageListings" },
  {
    method: "POST",
    url: "/capi/org/listings",
    action: "manageListings",
    prepare: async (m) => ({
      url: "/capi/org/listings",
      payload: { title: "Walk listing", job_id: (await job(m)).id, address_id: null, status: "active" },
    }),
  },
  {
    method: "GET",
    url: "/capi/org/listings/{listing_id}",
    action: "manageListings",
    prepare: async (m) => ({ url: `/capi/org/listings/${(await listing(m)).id}` }),
  },
  {
    method: "PUT",
    url: "/capi/org/listings/{listing_id}",
    action: "manageListings",
    prepare: async (m) => {
      const row = await listing(m);
      return {
        url: `/capi/org/listings/${row.id}`,
        payload: { id: row.id, job_id: row.jobId, status: "active", title: "Renamed", address_id: row.addressId },
      };
    },
  },
  { method: "GET", url: "/capi/org/listing-stats", action: "manageListings" },
  {
    method: "GET",
    url: "/capi/org/listings/{listing_id}/stats",
    action: "manageListings",
    prepare: async (m) => ({ url: `/capi/org/listings/${(await listing(m)).id}/stats` }),
  },
  {
    method: "PUT",
    url: "/capi/org/listings/{listing_id}/picture",
    action: "manageListings",
    contentType: "image/png",
    prepare: async (m) => ({ url: `/capi/org/listings/${(await listing(m)).id}/picture` }),
  },
  {
    method: "DELETE",
    url: "/capi/org/listings/{listing_id}/picture",
    action: "manageListings",
    prepare: async (m) => ({ url: `/capi/org/listings/${(await listing(m)).id}/picture` }),
  },
  {
    method: "POST",
    url: "/capi/org/listings/{listing_id}/extend",
    action: "manageListings",
    prepare: async (m) => ({ url: `/capi/org/listings/${(await listing(m)).id}/extend`, payload: {} }),
  },
  { method: "GET", url: "/capi/org/questionnaires", action: "manageQuestionnaires" },
  { method: "GET", url: "/capi/org/questionnaires/autocomplete", action: "manageQuestionnaires" },
  {
    method: "POST",
    url: "/capi/org/questionnaires",
    action: "manageQuestionnaires",
    payload: { name: "Walk", questions: [{ type: "free_text", text: "Why?" }] },
  },
  {
    method: "GET",
    url: "/capi/org/questionnaires/{questionnaire_id}",
    action: "manageQuestionnaires",
    prepare: async (m) => ({ url: `/capi/org/questionnaires/${(await questionnaire(m)).id}` }),
  },
  {
    method: "PUT",
    url: "/capi/org/questionnaires/{questionnaire_id}",
    action: "manageQuestionnaires",
    prepare: async (m) => {
      const { id } = await questionnaire(m);
      return {
        url: `/capi/org/questionnaires/${id}`,
        payload: { id, name: "Renamed", status: "active", questions: [{ type: "free_text", text: "Why?" }] },
      };
    },
  },
  {
    method: "GET",
    url: "/capi/org/questionnaires/for-listing/{listing_id}",
    action: "manageQuestionnaires",
    prepare: async (m) => ({ url: `/capi/org/questionnaires/for-listing/${(await listing(m)).id}` }),
  },
  {
    method: "GET",
    url: "/capi/org/questionnaires/for-job/{job_id}",
    action: "manageQuestionnaires",
    prepare: async (m) => ({ url: `/capi/org/questionnaires/for-job/${(await job(m)).id}` }),
  },
  { method: "GET", url: "/capi/org/applications", action: "manageApplications" },
  {
    method: "GET",
    url: "/capi/org/applications/{application_id}",
    action: "manageApplications",
    prepare: async (m) => ({ url: `/capi/org/applications/${(await application(m)).id}` }),
  },
  {
    method: "PUT",
    url: "/capi/org/applications/{application_id}",
    action: "manageApplications",
    prepare: async (m) => {
      const { id } = await application(m);
      return { url: `/capi/org/applications/${id}`, payload: { id, notes: "Walk note", status: "active" } };
    },
  },
  {
    method: "GET",
    url: "/capi/org/applications/{application_id}/attachments/{attachment_id}",
    action: "manageApplications",
    prepare: async (m) => {
      const { id } = await application(m);
      const attachmentId = `${id}`.padStart(32, "0");
      await t.database.db.insert(applicationAttachments).values({
        id: attachmentId,
        applicationId: id,
        fileName: "cv.pdf",
        contentType: "application/pdf",
        bytes: Buffer.from("%PDF-1.4\n"),
        byteSize: 9,
      });
      return { url: `/capi/org/applications/${id}/attachments/${attachmentId}` };
    },
  },
  {
    method: "GET",
    url: "/capi/org/candidate-pool/{seeker_id}",
    action: "manageApplications",
    prepare: async (m) => {
      const seeker = await buildUser(t);
      await t.database.db.insert(candidatePoolGrants).values({ userId: seeker.id, organizationId: m.organization.id });
      return { url: `/capi/org/candidate-pool/${seeker.id}` };
    },
  },
  {
    method: "POST",
    url: "/capi/org/listings/{listing_id}/withdraw-applications",
    action: "manageApplications",
    prepare: async (m) => {
      const closed = await buildListing(t, { organization: m.organization, status: "archived" });
      await buildApplication(t, { listing: closed });
      return { url: `/capi/org/listings/${closed.id}/withdraw-applications`, payload: {} };
    },
  },
  { method: "GET", url: "/capi/org/candidate-invites", action: "manageApplications" },
  {
    method: "POST",
    url: "/capi/org/candidate-invites",
    action: "manageApplications",
    prepare: async (m) => ({
      url: "/capi/org/candidate-invites",
      payload: { email: "candidate@example.com", name: "Walk Candidate", listing_id: (await listing(m)).id },
    }),
  },
  {
    method: "DELETE",
    url: "/capi/org/candidate-invites/{candidate_invite_id}",
    action: "manageApplications",
    prepare: async (m) => {
      const [invite] = await t.database.db
        .insert(candidateInvites)
        .values({
          organizationId: m.organization.id,
          jobId: (await job(m)).id,
          email: "candidate@example.com",
          name: "Walk Candidate",
          tokenHash: `candidate-hash-${m.organization.id}`,
          expiresAt: new Date(t.now().getTime() + 86_400_000),
        })
        .returning();
      return { url: `/capi/org/candidate-invites/${invite!.id}` };
    },
  },
  {
    method: "GET",
    url: "/capi/org/applications/{application_id}/contact-requests",
    action: "manageApplications",
    prepare: async (m) => ({ url: `/capi/org/applications/${(await application(m)).id}/contact-requests` }),
  },
  {
    method: "POST",
    url: "/capi/org/applications/{application_id}/contact-requests",
    action: "manageApplications",
    prepare: async (m) => ({
      url: `/capi/org/applications/${(await application(m)).id}/contact-requests`,
      payload: { message: "May we call you?" },
    }),
  },
  {
    method: "POST",
    url: "/capi/org/applications/{application_id}/reject",
    action: "manageApplications",
    prepare: async (m) => ({
      url: `/capi/org/applications/${(await application(m)).id}/reject`,
      payload: { message: "Thank you, but no." },
    }),
  },
  {
    method: "GET",
    url: "/capi/org/applications/{application_id}/pdf",
    action: "manageApplications",
    prepare: async (m) => ({ url: `/capi/org/applications/${(await application(m)).id}/pdf` }),
  },
  {
    method: "GET",
    url: "/capi/org/applications/{application_id}/ratings",
    action: "manageApplications",
    prepare: async (m) => ({ url: `/capi/org/applications/${(await application(m)).id}/ratings` }),
  },
  {
    method: "PUT",
    url: "/capi/org/applications/{application_id}/my-rating",
    action: "manageApplications",
    prepare: async (m) => ({
      url: `/capi/org/applications/${(await application(m)).id}/my-rating`,
      payload: { stars: 4, note: "Walk note" },
    }),
  },
  {
    method: "DELETE",
    url: "/capi/org/applications/{application_id}/my-rating",
    action: "manageApplications",
    prepare: async (m) => ({ url: `/capi/org/applications/${(await application(m)).id}/my-rating` }),
  },
  {
    method: "POST",
    url: "/capi/org/applications/pdf-zip",
    action: "manageApplications",
    prepare: async (m) => ({
      url: "/capi/org/applications/pdf-zip",
      payload: { application_ids: [(await application(m)).id] },
    }),
  },
];

async function call(endpoint: (typeof ORG_ENDPOINTS)[number], headers: Record<string, string>, prepared?: Prepared) {
  const payload = prepared ? prepared.payload : endpoint.payload;
  return t.app.inject({
    method: endpoint.method,
    url: prepared?.url ?? endpoint.url.replace(/\{\w+\}/g, "1"),
    headers: {
      ...headers,
      ...(endpoint.contentType ? { "content-type": endpoint.contentType } : {}),
    },
    payload: endpoint.contentType ? PNG : payload,
  });
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
    expect(documented).toEqual(expect.arrayContaining(underOrg));
  });

  it.each(ORG_ENDPOINTS)("$method $url: 401 signed out, 404 for another organisation's member", async (endpoint) => {
    const target = await buildOrganization(t, { role: "owner" });
    const outsider = await buildOrganization(t, { role: "owner" });

    const prepared = await endpoint.prepare?.(target);
    const signedOut = await call(
      endpoint,
      { ...csrfHeaders, [ORGANIZATION_HEADER]: target.organization.slug },
      prepared,
    );
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
      const res = await call(endpoint, headers, prepared);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    expect((await t.app.inject({ url: "/capi/org", headers: target.headers })).json().plan).toBe("free");
  });

  it.each(ORG_ENDPOINTS)("$method $url: each role may or may not act as the policy says", async (endpoint) => {
    const allowed: readonly TMemberRole[] = ORG_PERMISSIONS[endpoint.action];
    for (const role of ROLES) {
      const member = await buildOrganization(t, { role, plan: "enterprise" });
      const res = await call(endpoint, member.headers, await endpoint.prepare?.(member));
      if (allowed.includes(role)) {
        expect(res.statusCode, `${role} may: ${res.body}`).toBeLessThan(300);
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

  it("refuses recruiter (set up by sales, unless it is a return: plans.routes.test.ts) and unknown plans", async () => {
    const owner = await buildOrganization(t, { role: "owner" });
    const recruiter = await putPlan(owner.headers, "recruiter");
    expect(recruiter.statusCode).toBe(400);
    expect(recruiter.json()).toMatchObject({ type: "ServiceError", code: "plan_sales_only" });
    for (const plan of ["gold", ""]) {
      const res = await putPlan(owner.headers, plan);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "plan"] }] });
    }
  });
});
