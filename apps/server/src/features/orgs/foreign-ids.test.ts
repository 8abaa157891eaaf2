import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAddress,
  buildApplication,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildUser,
  type BuiltMember,
} from "../../test/factories";
import { PNG } from "../../test/authorization-matrix/fixture";
import { buildMessageTemplate, buildScheduledRejection } from "../../test/message-templates-factories";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../../test/test-app";
import { applicationAttachments, candidateInvites, candidatePoolGrants, membershipInvites } from "../../db/schema";

// The isolation walk of issue 9: a member of organisation A calls every organisation-scoped
// endpoint that takes an id with an id of organisation B, and gets 404 — never B's data, never a
// change to it. Each route with a path parameter must be listed below (a new one fails the first
// test until it is), with a body that organisation B's own owner can send successfully (the
// control), so a 404 can never hide behind a validation error.

interface Foreign {
  address: number;
  job: number;
  listing: number;
  questionnaire: number;
  invite: number;
  member: number;
  application: number;
  attachment: string;
  poolSeeker: number;
  candidateInvite: number;
  messageTemplate: number;
  rejectionBatch: string;
}

/** `png`: the body is an image file (uploads), not JSON. */
type Call = { body?: (ids: Foreign) => unknown; png?: boolean; control?: boolean };

/** Bodies of the calls with a foreign id in the path, keyed "METHOD /path/{param}". */
const CALLS: Record<string, Call> = {
  "PUT /capi/org/addresses/{address_id}": {
    // move_listings: B's own listings there move along (ADR 057), so the control call goes through.
    body: () => ({
      label: "Walk",
      street: "Bahnhofstrasse",
      house_number: "1",
      postal_code: "8001",
      city: "Zürich",
      move_listings: true,
    }),
    control: true,
  },
  "DELETE /capi/org/addresses/{address_id}": {},
  "GET /capi/org/jobs/{job_id}": {},
  "PUT /capi/org/jobs/{job_id}": { body: (ids) => ({ id: ids.job, title: "Renamed by a stranger" }), control: true },
  "GET /capi/org/listings/{listing_id}": {},
  "GET /capi/org/listings/{listing_id}/stats": {},
  "PUT /capi/org/listings/{listing_id}": {
    body: (ids) => ({
      id: ids.listing,
      job_id: ids.job,
      status: "active",
      title: "Renamed by a stranger",
      address_id: ids.address,
    }),
    control: true,
  },
  "POST /capi/org/listings/{listing_id}/extend": { body: () => ({}), control: true },
  "PUT /capi/org/listings/{listing_id}/picture": { png: true, control: true },
  "DELETE /capi/org/listings/{listing_id}/picture": { control: true },
  "GET /capi/org/questionnaires/{questionnaire_id}": {},
  "PUT /capi/org/questionnaires/{questionnaire_id}": {
    body: (ids) => ({
      id: ids.questionnaire,
      name: "Renamed by a stranger",
      status: "active",
      questions: [{ type: "free_text", text: "Why us?" }],
    }),
    control: true,
  },
  "GET /capi/org/questionnaires/for-listing/{listing_id}": {},
  "GET /capi/org/questionnaires/for-job/{job_id}": {},
  "PUT /capi/org/members/{user_id}": { body: () => ({ role: "admin" }), control: true },
  "DELETE /capi/org/members/{user_id}": {},
  "DELETE /capi/org/members/invites/{invite_id}": {},
  "GET /capi/org/applications/{application_id}": {},
  "PUT /capi/org/applications/{application_id}": {
    body: (ids) => ({ id: ids.application, notes: "A note by a stranger" }),
    control: true,
  },
  "GET /capi/org/applications/{application_id}/attachments/{attachment_id}": {},
  "GET /capi/org/candidate-pool/{seeker_id}": {},
  "POST /capi/org/listings/{listing_id}/withdraw-applications": { body: () => ({}) },
  "DELETE /capi/org/candidate-invites/{candidate_invite_id}": {},
  "GET /capi/org/applications/{application_id}/contact-requests": {},
  "POST /capi/org/applications/{application_id}/contact-requests": {
    body: () => ({ message: "A stranger wants to talk." }),
    control: true,
  },
  // The same body as the contact request's control above; not sent by B's owner, so B's application stays open.
  "POST /capi/org/applications/{application_id}/reject": { body: () => ({ message: "A stranger rejects." }) },
  "GET /capi/org/applications/{application_id}/pdf": {},
  "GET /capi/org/applications/{application_id}/ratings": {},
  "PUT /capi/org/applications/{application_id}/my-rating": {
    body: () => ({ stars: 1, note: "A stranger's rating" }),
    control: true,
  },
  "DELETE /capi/org/applications/{application_id}/my-rating": {},
  "PUT /capi/org/message-templates/{template_id}": {
    body: () => ({ kind: "reject", name: "Renamed by a stranger", texts: { en: "Hi" }, revision: 1 }),
    control: true,
  },
  "DELETE /capi/org/message-templates/{template_id}": {},
  "DELETE /capi/org/bulk-rejections/{batch_id}": {},
  "DELETE /capi/org/applications/{application_id}/scheduled-rejection": {},
};

/** Which of organisation B's ids a path parameter takes. */
const PARAMS: Record<string, keyof Foreign> = {
  address_id: "address",
  job_id: "job",
  listing_id: "listing",
  questionnaire_id: "questionnaire",
  invite_id: "invite",
  user_id: "member",
  application_id: "application",
  attachment_id: "attachment",
  seeker_id: "poolSeeker",
  candidate_invite_id: "candidateInvite",
  template_id: "messageTemplate",
  batch_id: "rejectionBatch",
};

/** Bodies of the calls that name organisation B's rows in the body instead. */
const BODY_CALLS: { name: string; url: string; body: (ids: Foreign, own: { job: number }) => unknown }[] = [
  {
    name: "a listing of B's job",
    url: "/capi/org/listings",
    body: (ids) => ({ title: "Stranger’s listing", job_id: ids.job, address_id: null, status: "active" }),
  },
  {
    name: "a listing at B's address",
    url: "/capi/org/listings",
    body: (ids, own) => ({ title: "Stranger's listing", job_id: own.job, address_id: ids.address, status: "active" }),
  },
  {
    name: "a listing with B's questionnaire",
    url: "/capi/org/listings",
    body: (ids, own) => ({
      title: "Stranger's listing",
      job_id: own.job,
      address_id: null,
      questionnaire_id: ids.questionnaire,
      status: "active",
    }),
  },
  {
    name: "an invitation of a candidate to B's listing",
    url: "/capi/org/candidate-invites",
    body: (ids) => ({ email: "walk@example.com", name: "Walk", listing_id: ids.listing }),
  },
  {
    name: "an invitation of a candidate to B's job",
    url: "/capi/org/candidate-invites",
    body: (ids) => ({ email: "walk@example.com", name: "Walk", job_id: ids.job }),
  },
  {
    name: "a bulk rejection of B's application with B's template",
    url: "/capi/org/bulk-rejections",
    body: (ids) => ({ application_ids: [ids.application], template_id: ids.messageTemplate, delay_hours: 24 }),
  },
];

let t: TestApp;
let stranger: BuiltMember;
let ownerOfB: BuiltMember;
let ids: Foreign;
let ownJob: number;
let orgScopedRoutes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  stranger = await buildOrganization(t, { plan: "enterprise" });
  ownerOfB = await buildOrganization(t, { plan: "enterprise" });
  const a = stranger.organization;
  const b = ownerOfB.organization;
  ownJob = (await buildJob(t, { organization: a })).id;
  const job = await buildJob(t, { organization: b });
  const address = await buildAddress(t, { organizationId: b.id });
  const questionnaire = await buildQuestionnaire(t, { organization: b });
  const listing = await buildListing(t, { job, addressId: address.id, questionnaireId: questionnaire.id });
  const member = await buildUser(t);
  await buildMember(t, b, { role: "recruiter", user: member });
  const [invite] = await t.database.db
    .insert(membershipInvites)
    .values({
      organizationId: b.id,
      email: "invited@example.com",
      role: "recruiter",
      tokenHash: "walk-token-hash",
      expiresAt: new Date(t.now().getTime() + 86_400_000),
    })
    .returning();
  const [candidateInvite] = await t.database.db
    .insert(candidateInvites)
    .values({
      organizationId: b.id,
      listingId: listing.id,
      email: "candidate@example.com",
      name: "Walk Candidate",
      tokenHash: "walk-candidate-token-hash",
      expiresAt: new Date(t.now().getTime() + 86_400_000),
    })
    .returning();
  const application = await buildApplication(t, { listing, email: "walk-applicant@example.com" });
  const attachment = "f".repeat(32);
  await t.database.db.insert(applicationAttachments).values({
    id: attachment,
    applicationId: application.id,
    fileName: "cv.pdf",
    contentType: "application/pdf",
    bytes: Buffer.from("%PDF-1.4\n"),
    byteSize: 9,
  });
  const poolSeeker = await buildUser(t);
  await t.database.db.insert(candidatePoolGrants).values({ userId: poolSeeker.id, organizationId: b.id });
  ids = {
    address: address.id,
    job: job.id,
    listing: listing.id,
    questionnaire: questionnaire.id,
    invite: invite!.id,
    member: member.id,
    application: application.id,
    attachment,
    poolSeeker: poolSeeker.id,
    candidateInvite: candidateInvite!.id,
    messageTemplate: (await buildMessageTemplate(t, b.id)).id,
    rejectionBatch: (await buildScheduledRejection(t, b.id, (await buildApplication(t, { listing })).id)).batchId,
  };
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  orgScopedRoutes = Object.entries(document.paths).flatMap(([url, operations]) =>
    url.includes("{") && /^\/capi\/(org|activities|notifications)\//.test(url)
      ? Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`)
      : [],
  );
});
afterAll(() => t.app.close());

function request(member: BuiltMember, route: string, call: Call): InjectOptions {
  const [method, template] = route.split(" ") as [InjectOptions["method"], string];
  const url = template.replace(/\{(\w+)\}/g, (_, param: string) => String(ids[PARAMS[param]!]));
  const body = call.body?.(ids);
  if (call.png)
    return { method, url, headers: { ...csrfHeaders, "content-type": "image/png", ...member.headers }, payload: PNG };
  return {
    method,
    url,
    headers: { ...(body === undefined ? csrfHeaders : jsonHeaders), ...member.headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}

describe("a member of another organisation", () => {
  it("is walked over every organisation endpoint that takes an id", () => {
    expect(orgScopedRoutes.length).toBeGreaterThan(10);
    for (const route of orgScopedRoutes) {
      expect(CALLS, `${route} needs an entry in CALLS`).toHaveProperty([route]);
      for (const [, param] of route.matchAll(/\{(\w+)\}/g)) expect(PARAMS).toHaveProperty([param!]);
    }
  });

  it("gets 404 for every id of the other organisation, and nothing of it changes", async () => {
    const before = await Promise.all(
      [
        "/capi/org/jobs",
        "/capi/org/listings",
        "/capi/org/questionnaires",
        "/capi/org/addresses",
        "/capi/org/members",
        "/capi/org/applications",
        `/capi/org/applications/${ids.application}`,
      ].map(async (url) => (await t.app.inject({ method: "GET", url, headers: ownerOfB.headers })).body),
    );
    for (const route of orgScopedRoutes) {
      const response = await t.app.inject(request(stranger, route, CALLS[route]!));
      expect(response.statusCode, `${route}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ type: "NotFound" });
    }
    const after = await Promise.all(
      [
        "/capi/org/jobs",
        "/capi/org/listings",
        "/capi/org/questionnaires",
        "/capi/org/addresses",
        "/capi/org/members",
        "/capi/org/applications",
        `/capi/org/applications/${ids.application}`,
      ].map(async (url) => (await t.app.inject({ method: "GET", url, headers: ownerOfB.headers })).body),
    );
    expect(after).toEqual(before);
  });

  it.each(BODY_CALLS)("cannot create $name", async ({ url, body }) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { ...jsonHeaders, ...stranger.headers },
      payload: JSON.stringify(body(ids, { job: ownJob })),
    });
    expect(response.statusCode, response.body).toBe(404);
    const listings = await t.app.inject({ method: "GET", url: "/capi/org/listings", headers: stranger.headers });
    expect(listings.json()).toMatchObject({ count: 0 });
  });

  it("sends bodies the organisation's own owner can send (so the 404s above are not validation errors)", async () => {
    for (const [route, call] of Object.entries(CALLS)) {
      if (!call.control) continue;
      const response = await t.app.inject(request(ownerOfB, route, call));
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
  });
});
