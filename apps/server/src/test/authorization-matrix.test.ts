/**
 * The authorisation matrix (issue 12 §5, ADR 032): every operation of the API document with, for
 * each kind of caller, what it answers. A cell is what the caller may do: "ok" (2xx/303: the call
 * got through), 401 NotAuthenticated, 403 Forbidden, 404 NotFound, or a ServiceError code (a token
 * or code the caller does not hold, refused by the service). An operation added to the API without
 * a row here fails the first test, and a row for an operation that is gone fails it too.
 *
 * Actors: anonymous (no session); seeker (signed in, no organisation); applicant (no session, but
 * holding the tokens and codes mailed about an anonymous application to A); recruiter, admin and
 * owner of organisation A; otherOrg (the owner of organisation B: with B's X-Organization and A's
 * ids where the call names ids, else naming A in X-Organization).
 *
 * The cells are written out from the spec and ADRs 016/030, not computed from ORG_PERMISSIONS or
 * the document's `access`, so a change to either that alters who may call shows up here.
 * Per-role 403s and per-id 404s of org calls are also walked in orgs.routes.test.ts and
 * foreign-ids.test.ts; this file is the one table of every operation and every caller.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_NAME_HEADER, VERIFICATION_TOKEN_HEADER } from "@jobatlas/contract";
import { buildJob, buildListing, buildApplication, buildQuestionnaire, freshEmail } from "./factories";
import { buildTestApp, csrfHeaders, eventually, waitForSearchIndex } from "./test-app";
import { buildMessageTemplate, buildScheduledRejection } from "./message-templates-factories";
import {
  ACTORS,
  buildFixture,
  fresh,
  freshIdentity,
  PDF,
  PNG,
  unknownToken,
  withOrganization,
  ZTDI_ANSWERS,
  type Actor,
  type Fixture,
  type MemberActor,
} from "./authorization-matrix/fixture";

type Cell = "ok" | 401 | 403 | 404 | { service: string };
type Cells = Record<Actor, Cell>;

interface Call {
  /** The URL with ids filled in; the row's path when it has none. */
  url?: string;
  payload?: object | Buffer;
  /** Added to the actor's headers (a content type, a token header). */
  headers?: Record<string, string>;
  /** Replaces the actor's headers: a fresh identity of the actor's kind (see freshIdentity). */
  as?: Record<string, string>;
  /** Added to the actor's cookies (the code_requester cookie of the browser that asked for a code). */
  cookies?: string;
}

interface Row {
  cells: Cells;
  call?: (f: Fixture, actor: Actor) => Call | Promise<Call>;
  /**
   * Org calls whose body names A's rows: the other organisation's owner sends them under B's
   * X-Organization (calls with ids in the path do so too). Other org calls name A in the header.
   */
  namesIds?: boolean;
  /** Development and test mode only: in production the route does not exist (checked below). */
  devOnly?: boolean;
}

// ---- the cells every row is made of -------------------------------------------------------------

const everybody: Cells = {
  anonymous: "ok",
  seeker: "ok",
  applicant: "ok",
  recruiter: "ok",
  admin: "ok",
  owner: "ok",
  otherOrg: "ok",
};
/** Any signed-in user, each on their own data. */
const signedIn: Cells = { ...everybody, anonymous: 401, applicant: 401 };
/** The seeker's own rows by id: everybody else signed in gets 404, as for an id nobody has. */
const seekersOwn: Cells = { ...signedIn, recruiter: 404, admin: 404, owner: 404, otherOrg: 404 };
/** Members of A from the role `least` up; a seeker or B's owner naming A's ids or A: 404. */
function members(least: MemberActor): Cells {
  return {
    anonymous: 401,
    applicant: 401,
    seeker: 404,
    otherOrg: 404,
    recruiter: least === "recruiter" ? "ok" : 403,
    admin: least === "owner" ? 403 : "ok",
    owner: "ok",
  };
}
function allOf(actors: Actor[], cell: Cell): Partial<Cells> {
  return Object.fromEntries(actors.map((actor) => [actor, cell]));
}
/** Only the anonymous applicant holds the token or code; everybody else's answer is `others`. */
function applicantOnly(others: Cell): Cells {
  return {
    anonymous: others,
    seeker: others,
    applicant: "ok",
    recruiter: others,
    admin: others,
    owner: others,
    otherOrg: others,
  };
}

const json = (payload: object, headers: Record<string, string> = {}): Call => ({ payload, headers });
const EMPTY_SEEKER_PROFILE = {
  job_titles: [],
  about: "",
  skills: [],
  sectors: [],
  workload_min: null,
  workload_max: null,
  remote_types: [],
  region: null,
};
const ADDRESS = { street: "Bahnhofstrasse", house_number: "1", postal_code: "8001", city: "Zürich" };
const COMPANY = {
  name: "Alpha AG",
  description: "",
  sectors: ["J62"],
  keywords: [],
  main_website: null,
  jobs_website: null,
  legal_form: null,
  widget_theme: "auto",
};
const applicationBody = (companyId: number, listingId: number) => ({
  company_id: companyId,
  listing_id: listingId,
  first_name: "Lea",
  last_name: "Keller",
  my_story: "Ich backe seit zehn Jahren.",
  idempotency_key: randomUUID(),
  language: "de",
});

// ---- the matrix ---------------------------------------------------------------------------------

const MATRIX: Record<string, Row> = {
  // System, sign-in and profile
  "POST /capi/client-errors": { cells: everybody, call: () => json({ message: "Boom", url: "/de" }) },
  "POST /i18n/setlang/": { cells: everybody, call: () => json({ language: "en" }) },
  "GET /capi/status": { cells: everybody },
  "GET /capi/health": { cells: everybody },
  // The dev mailbox shows every mail (sign-in links included) to anybody, so it exists only outside production.
  "GET /capi/debug/mail": { cells: everybody, devOnly: true },
  // The end-to-end tests' moved clock (issue 29): as the dev mailbox, only outside production.
  "POST /capi/debug/application-follow-up": {
    cells: everybody,
    devOnly: true,
    call: () => json({ application_id: 999_999_999, days: 0 }),
  },
  "POST /capi/debug/application-digest": {
    cells: everybody,
    devOnly: true,
    call: (f) => json({ organization_slug: f.a.organization.slug }),
  },
  "POST /capi/signup": {
    cells: everybody,
    call: () =>
      json({
        kind: "seeker",
        email: freshEmail("signup"),
        first_name: "Anna",
        last_name: "Muster",
        language: "de",
        accept_terms: true,
      }),
  },
  "POST /capi/login": { cells: everybody, call: () => json({ email: freshEmail("login") }) },
  // Spending a link signs the caller in as its user (ending their session): a fresh identity each.
  "POST /capi/check-token": {
    cells: everybody,
    call: async (f, actor) => ({
      ...json({ token: await fresh.loginToken(f) }),
      as: (await freshIdentity(f, actor)).headers,
    }),
  },
  "POST /capi/logout": {
    cells: everybody,
    call: async (f, actor) => ({ as: (await freshIdentity(f, actor)).headers }),
  },
  // A code to change one's address needs a session; the applicant asks for one to apply.
  "POST /capi/email-verification": {
    cells: { ...signedIn, applicant: "ok" },
    call: (_f, actor) =>
      json({ email: freshEmail("verify"), purpose: actor === "applicant" ? "application" : "change_email" }),
  },
  "POST /capi/email-verification · for an application": {
    cells: everybody,
    call: () => json({ email: freshEmail("apply"), purpose: "application" }),
  },
  // Each actor confirms a code it asked for itself (its code_requester cookie, ADR 063).
  "POST /capi/email-verification/confirm": {
    cells: everybody,
    call: async (f) => {
      const { requester, ...body } = await fresh.emailCode(f, "application");
      return { ...json(body), cookies: `code_requester=${requester}` };
    },
  },
  // The link mailed to the old address is the credential (ADR 056): no session needed, an unknown one refused alike.
  "POST /capi/email-change/revert": {
    cells: {
      anonymous: { service: "email_revert_invalid" },
      seeker: { service: "email_revert_invalid" },
      applicant: { service: "email_revert_invalid" },
      recruiter: { service: "email_revert_invalid" },
      admin: { service: "email_revert_invalid" },
      owner: { service: "email_revert_invalid" },
      otherOrg: { service: "email_revert_invalid" },
    },
    call: () => json({ token: "A".repeat(43) }),
  },
  "GET /capi/profile": { cells: signedIn },
  "PUT /capi/profile": {
    cells: signedIn,
    call: () => json({ first_name: "Anna", last_name: "Matrix", language: "de" }),
  },
  "PUT /capi/profile/picture": {
    cells: signedIn,
    call: () => ({ payload: PNG, headers: { "content-type": "image/png" } }),
  },
  "DELETE /capi/profile/picture": { cells: signedIn },
  "GET /capi/user/data-export": { cells: signedIn },
  "GET /capi/user/account-deletion": { cells: signedIn },
  "POST /capi/user/account-deletion": {
    cells: signedIn,
    call: async (f, actor) => {
      const { headers, email } = await freshIdentity(f, actor);
      return { ...json({ confirm_email: email || "nobody@example.ch" }), as: headers };
    },
  },

  // Organisations: opening one, joining by invitation, the organisation and its plan
  "POST /capi/organizations": {
    cells: signedIn,
    call: async (f, actor) => ({
      ...json({ company_name: "Matrix GmbH", company_size: "1-9", plan: "free" }),
      as: (await freshIdentity(f, actor)).headers,
    }),
  },
  "POST /capi/organization-invites/accept": {
    cells: signedIn,
    call: async (f, actor) => ({
      ...json({ token: (await fresh.memberInvite(f)).token }),
      as: (await freshIdentity(f, actor)).headers,
    }),
  },
  "GET /capi/org": { cells: members("recruiter") },
  "GET /capi/org/summary": { cells: members("recruiter") },
  "GET /capi/org/plan": { cells: members("recruiter") },
  "GET /capi/org/plan/preview": {
    cells: members("owner"),
    call: () => ({ url: "/capi/org/plan/preview?plan=enterprise" }),
  },
  "PUT /capi/org/plan": { cells: members("owner"), call: () => json({ plan: "enterprise" }) },

  // The company profile, logo, addresses and the retention period (owner and admin edit)
  "GET /capi/org/company": { cells: members("recruiter") },
  "PUT /capi/org/company": { cells: members("admin"), call: () => json(COMPANY) },
  "PUT /capi/org/company/logo": {
    cells: members("admin"),
    call: () => ({ payload: PNG, headers: { "content-type": "image/png" } }),
  },
  "DELETE /capi/org/company/logo": { cells: members("admin") },
  "GET /capi/org/addresses": { cells: members("recruiter") },
  "POST /capi/org/addresses": { cells: members("admin"), call: () => json(ADDRESS) },
  // A fresh address: moving the listings that use one needs the owner's confirmation (ADR 057).
  "PUT /capi/org/addresses/{address_id}": {
    cells: members("admin"),
    call: async (f) => ({ url: `/capi/org/addresses/${await fresh.address(f)}`, ...json(ADDRESS) }),
  },
  "DELETE /capi/org/addresses/{address_id}": {
    cells: members("admin"),
    call: async (f) => ({ url: `/capi/org/addresses/${await fresh.address(f)}` }),
  },
  "GET /capi/org/application-retention": { cells: members("recruiter") },
  "PUT /capi/org/application-retention": { cells: members("admin"), call: () => json({ days: 120 }) },
  // The follow-up of applications (issue 29): the answer time is the company's, the mail choice each member's own.
  "GET /capi/org/answer-time": { cells: members("recruiter") },
  "PUT /capi/org/answer-time": { cells: members("admin"), call: () => json({ days: 10 }) },
  "GET /capi/org/application-mails": { cells: members("recruiter") },
  "PUT /capi/org/application-mails": { cells: members("recruiter"), call: () => json({ mode: "daily" }) },
  "GET /capi/org/response-record": { cells: members("recruiter") },
  // Whether the listings join the global job feed (ADR 092): owners and admins.
  "GET /capi/org/job-feed": { cells: members("admin") },
  "PUT /capi/org/job-feed": { cells: members("admin"), call: () => json({ in_job_feed: true }) },
  "GET /capi/org/applications-closing": { cells: members("admin") },
  "GET /capi/org/applications-closing.csv": { cells: members("admin") },

  // Members and invitations (owner and admin; any member may leave, only managers remove others)
  "GET /capi/org/members": { cells: members("admin") },
  "POST /capi/org/members/invites": {
    cells: members("admin"),
    call: () => json({ email: freshEmail("colleague"), role: "recruiter" }),
  },
  "DELETE /capi/org/members/invites/{invite_id}": {
    cells: members("admin"),
    call: async (f) => ({ url: `/capi/org/members/invites/${(await fresh.memberInvite(f)).id}` }),
  },
  "PUT /capi/org/members/{user_id}": {
    cells: members("admin"),
    call: async (f) => ({ url: `/capi/org/members/${await fresh.colleague(f)}`, ...json({ role: "admin" }) }),
  },
  "DELETE /capi/org/members/{user_id}": {
    cells: members("admin"),
    call: async (f) => ({ url: `/capi/org/members/${await fresh.colleague(f)}` }),
  },

  // What only owners may do to owners (ADR 016): the role check inside the service, past the hook
  "POST /capi/org/members/invites · an owner": {
    cells: members("owner"),
    call: () => json({ email: freshEmail("co-owner"), role: "owner" }),
  },
  "DELETE /capi/org/members/invites/{invite_id} · an owner's invitation": {
    cells: members("owner"),
    call: async (f) => ({ url: `/capi/org/members/invites/${(await fresh.memberInvite(f, "owner")).id}` }),
  },
  "PUT /capi/org/members/{user_id} · to owner": {
    cells: members("owner"),
    call: async (f) => ({ url: `/capi/org/members/${await fresh.colleague(f)}`, ...json({ role: "owner" }) }),
  },
  "DELETE /capi/org/members/{user_id} · an owner": {
    cells: members("owner"),
    call: async (f) => ({ url: `/capi/org/members/${await fresh.colleague(f, "owner")}` }),
  },
  // Every member may leave; a seeker or B's member naming A and their own id is no member (404).
  "DELETE /capi/org/members/{user_id} · oneself": {
    cells: { ...members("recruiter") },
    call: async (f, actor) => {
      const { headers, id } = await freshIdentity(f, actor);
      return { url: `/capi/org/members/${id ?? f.a.members.recruiter.user.id}`, as: orgHeaderOf(f, actor, headers) };
    },
  },
  // An owner's or admin's invitation works only for the invited address (ADR 016).
  "POST /capi/organization-invites/accept · for another address": {
    cells: {
      ...signedIn,
      ...allOf(["seeker", "recruiter", "admin", "owner", "otherOrg"], { service: "invite_wrong_account" }),
    },
    call: async (f, actor) => ({
      ...json({ token: (await fresh.memberInvite(f, "admin")).token }),
      as: (await freshIdentity(f, actor)).headers,
    }),
  },

  // Jobs, listings, questionnaires (every member)
  "GET /capi/org/jobs": { cells: members("recruiter") },
  "POST /capi/org/jobs": { cells: members("recruiter"), call: () => json({ title: "Matrix job", language: "de" }) },
  "GET /capi/org/jobs/{job_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/jobs/${f.a.job.id}` }),
  },
  "PUT /capi/org/jobs/{job_id}": {
    cells: members("recruiter"),
    call: async (f) => {
      const { id } = await buildJob(f.t, { organization: f.a.organization });
      return { url: `/capi/org/jobs/${id}`, ...json({ id, title: "Renamed job" }) };
    },
  },
  "GET /capi/org/listings": { cells: members("recruiter") },
  "POST /capi/org/listings": {
    cells: members("recruiter"),
    namesIds: true,
    call: (f) => json({ title: "Matrix listing", job_id: f.a.job.id, address_id: null, status: "active" }),
  },
  "GET /capi/org/listings/{listing_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/listings/${f.a.listing.id}` }),
  },
  // Listing statistics (ADR 089): every member who manages listings.
  "GET /capi/org/listing-stats": { cells: members("recruiter") },
  "GET /capi/org/listings/{listing_id}/stats": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/listings/${f.a.listing.id}/stats` }),
  },
  "PUT /capi/org/listings/{listing_id}": {
    cells: members("recruiter"),
    call: async (f) => {
      const row = await fresh.listing(f);
      return {
        url: `/capi/org/listings/${row.id}`,
        ...json({ id: row.id, job_id: row.jobId, status: "active", title: "Renamed", address_id: row.addressId }),
      };
    },
  },
  // B's owner edits B's own listing but names one of A's rows in the body: 404, as for an id nobody has.
  ...Object.fromEntries(
    (["questionnaire", "address", "job"] as const).map((what) => [
      `PUT /capi/org/listings/{listing_id} · own listing, naming A's ${what}`,
      {
        cells: members("recruiter"),
        call: async (f: Fixture, actor: Actor) => {
          const rows = actor === "otherOrg" ? f.b : f.a;
          const listing = await buildListing(f.t, { job: rows.job, addressId: rows.address, title: "Matrix Maler" });
          return {
            url: `/capi/org/listings/${listing.id}`,
            ...json({
              id: listing.id,
              job_id: what === "job" ? f.a.job.id : rows.job.id,
              status: "active",
              title: "Renamed",
              address_id: what === "address" ? f.a.address : rows.address,
              questionnaire_id: what === "questionnaire" ? f.a.questionnaire : null,
            }),
          };
        },
      } satisfies Row,
    ]),
  ),
  "PUT /capi/org/listings/{listing_id}/picture": {
    cells: members("recruiter"),
    call: async (f) => ({
      url: `/capi/org/listings/${(await fresh.listing(f)).id}/picture`,
      payload: PNG,
      headers: { "content-type": "image/png" },
    }),
  },
  "DELETE /capi/org/listings/{listing_id}/picture": {
    cells: members("recruiter"),
    call: async (f) => ({ url: `/capi/org/listings/${(await fresh.listing(f)).id}/picture` }),
  },
  "POST /capi/org/listings/{listing_id}/extend": {
    cells: members("recruiter"),
    call: async (f) => ({ url: `/capi/org/listings/${(await fresh.listing(f)).id}/extend`, ...json({}) }),
  },
  "GET /capi/org/questionnaires": { cells: members("recruiter") },
  "GET /capi/org/questionnaires/autocomplete": { cells: members("recruiter") },
  "POST /capi/org/questionnaires": {
    cells: members("recruiter"),
    call: () => json({ name: "Matrix", questions: [{ type: "free_text", text: "Why?" }] }),
  },
  "GET /capi/org/questionnaires/{questionnaire_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/questionnaires/${f.a.questionnaire}` }),
  },
  "PUT /capi/org/questionnaires/{questionnaire_id}": {
    cells: members("recruiter"),
    call: async (f) => {
      const { id } = await buildQuestionnaire(f.t, { organization: f.a.organization });
      return {
        url: `/capi/org/questionnaires/${id}`,
        ...json({ id, name: "Renamed", status: "active", questions: [{ type: "free_text", text: "Why?" }] }),
      };
    },
  },
  "GET /capi/org/questionnaires/for-listing/{listing_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/questionnaires/for-listing/${f.a.listing.id}` }),
  },
  "GET /capi/org/questionnaires/for-job/{job_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/questionnaires/for-job/${f.a.job.id}` }),
  },

  // The activity feed and notifications
  "GET /capi/activities": { cells: members("recruiter") },
  "GET /capi/notifications": { cells: members("recruiter") },
  "POST /capi/notifications/dismiss": { cells: members("recruiter"), call: () => json({ all: true }) },

  // Applications, candidates, contact requests and candidate invitations on the employer's side
  "GET /capi/org/applications": { cells: members("recruiter") },
  "GET /capi/org/applications/{application_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}` }),
  },
  "PUT /capi/org/applications/{application_id}": {
    cells: members("recruiter"),
    call: (f) => ({
      url: `/capi/org/applications/${f.a.application.id}`,
      ...json({ id: f.a.application.id, notes: "Matrix note" }),
    }),
  },
  "GET /capi/org/applications/{application_id}/attachments/{attachment_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/attachments/${f.a.attachment}` }),
  },
  "GET /capi/org/applications/{application_id}/attachments/{attachment_id} · another application's file": {
    cells: { ...members("recruiter"), ...allOf(["recruiter", "admin", "owner"], 404) },
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/attachments/${f.b.attachment}` }),
  },
  "GET /capi/org/applications/{application_id}/pdf": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/pdf` }),
  },
  "GET /capi/org/applications/{application_id}/ratings": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/ratings` }),
  },
  "PUT /capi/org/applications/{application_id}/my-rating": {
    cells: members("recruiter"),
    call: (f) => ({
      url: `/capi/org/applications/${f.a.application.id}/my-rating`,
      ...json({ stars: 4, note: "Matrix rating" }),
    }),
  },
  "DELETE /capi/org/applications/{application_id}/my-rating": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/my-rating` }),
  },
  "GET /capi/org/candidate-pool/{seeker_id}": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/candidate-pool/${f.a.poolSeeker}` }),
  },
  "POST /capi/org/listings/{listing_id}/withdraw-applications": {
    cells: members("recruiter"),
    call: async (f) => {
      const closed = await buildListing(f.t, { job: f.a.job, addressId: f.a.address, status: "archived" });
      await buildApplication(f.t, { listing: closed });
      return { url: `/capi/org/listings/${closed.id}/withdraw-applications`, ...json({}) };
    },
  },
  "GET /capi/org/applications/{application_id}/contact-requests": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/applications/${f.a.application.id}/contact-requests` }),
  },
  "POST /capi/org/applications/{application_id}/contact-requests": {
    cells: members("recruiter"),
    call: async (f) => ({
      url: `/capi/org/applications/${(await fresh.application(f)).id}/contact-requests`,
      ...json({ message: "May we call you?" }),
    }),
  },
  "POST /capi/org/applications/{application_id}/reject": {
    cells: members("recruiter"),
    call: async (f) => ({
      url: `/capi/org/applications/${(await fresh.application(f)).id}/reject`,
      ...json({ message: "Thank you, but no." }),
    }),
  },
  // The PDFs of several applications as one ZIP (ADR 093): one id of another organisation is a 404.
  "POST /capi/org/applications/pdf-zip": {
    cells: members("recruiter"),
    namesIds: true,
    call: (f) => json({ application_ids: [f.a.application.id] }),
  },
  // Message templates (ADR 090): owners and admins write them, every member uses them.
  "GET /capi/org/message-templates": { cells: members("recruiter") },
  "POST /capi/org/message-templates": {
    cells: members("admin"),
    call: () => json({ kind: "reject", name: `Matrix ${randomUUID()}`, texts: { en: "Hi {{first_name}}" } }),
  },
  "PUT /capi/org/message-templates/{template_id}": {
    cells: members("admin"),
    call: async (f) => ({
      url: `/capi/org/message-templates/${(await buildMessageTemplate(f.t, f.a.organization.id)).id}`,
      ...json({ kind: "reject", name: `Matrix ${randomUUID()}`, texts: { en: "Hi" }, revision: 1 }),
    }),
  },
  "DELETE /capi/org/message-templates/{template_id}": {
    cells: members("admin"),
    call: async (f) => ({
      url: `/capi/org/message-templates/${(await buildMessageTemplate(f.t, f.a.organization.id)).id}`,
    }),
  },
  // The bulk rejection and its undo (ADR 090).
  "GET /capi/org/bulk-rejections/recipients": {
    cells: members("recruiter"),
    call: (f) => ({ url: `/capi/org/bulk-rejections/recipients?application_ids=${f.a.application.id}` }),
  },
  "POST /capi/org/bulk-rejections": {
    cells: members("recruiter"),
    namesIds: true,
    call: async (f) =>
      json({
        application_ids: [(await fresh.application(f)).id],
        template_id: (await buildMessageTemplate(f.t, f.a.organization.id)).id,
        delay_hours: 24,
      }),
  },
  "DELETE /capi/org/bulk-rejections/{batch_id}": {
    cells: members("recruiter"),
    call: async (f) => {
      const application = await fresh.application(f);
      const row = await buildScheduledRejection(f.t, f.a.organization.id, application.id);
      return { url: `/capi/org/bulk-rejections/${row.batchId}` };
    },
  },
  "DELETE /capi/org/applications/{application_id}/scheduled-rejection": {
    cells: members("recruiter"),
    call: async (f) => {
      const application = await fresh.application(f);
      await buildScheduledRejection(f.t, f.a.organization.id, application.id);
      return { url: `/capi/org/applications/${application.id}/scheduled-rejection` };
    },
  },
  "GET /capi/org/scheduled-rejections": { cells: members("recruiter") },
  "GET /capi/org/candidate-invites": { cells: members("recruiter") },
  "POST /capi/org/candidate-invites": {
    cells: members("recruiter"),
    namesIds: true,
    call: (f) => json({ email: freshEmail("candidate"), name: "Matrix Candidate", listing_id: f.a.plainListing.id }),
  },
  "DELETE /capi/org/candidate-invites/{candidate_invite_id}": {
    cells: members("recruiter"),
    call: async (f) => ({ url: `/capi/org/candidate-invites/${(await fresh.candidateInvite(f)).id}` }),
  },

  // Public reads: search, companies, listings, widgets
  "GET /capi/search/employers": { cells: everybody },
  "GET /capi/search/listings": { cells: everybody },
  "GET /capi/search/map": { cells: everybody },
  // The watchlist filter searches the caller's likes: signed in only.
  "GET /capi/search/employers · liked only": {
    cells: signedIn,
    call: () => ({ url: "/capi/search/employers?liked=true" }),
  },
  "GET /capi/search/listings · liked only": {
    cells: signedIn,
    call: () => ({ url: "/capi/search/listings?liked=true" }),
  },
  "GET /capi/search/map · liked only": { cells: signedIn, call: () => ({ url: "/capi/search/map?liked=true" }) },
  "GET /capi/search/job-titles": { cells: everybody, call: () => ({ url: "/capi/search/job-titles?query=Poly" }) },
  "GET /capi/locations": { cells: everybody, call: () => ({ url: "/capi/locations?query=Z%C3%BCrich" }) },
  "GET /capi/companies/{id}": { cells: everybody, call: (f) => ({ url: `/capi/companies/${f.a.organization.id}` }) },
  "GET /capi/companies/{id}/listings": {
    cells: everybody,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/listings` }),
  },
  "GET /capi/companies/{id}/jobs": {
    cells: everybody,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/jobs` }),
  },
  "GET /capi/companies/{id}/jobs/{job_id}": {
    cells: everybody,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/jobs/${f.a.job.id}` }),
  },
  // What is not published yet is on no public page, its own company's members included.
  "GET /capi/listings/{id} · a planned listing": {
    cells: allOf([...ACTORS], 404) as Cells,
    call: (f) => ({ url: `/capi/listings/${f.a.plannedListing}` }),
  },
  "GET /capi/companies/{id}/jobs/{job_id} · a planned job": {
    cells: allOf([...ACTORS], 404) as Cells,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/jobs/${f.a.plannedJob}` }),
  },
  // A company's page names only its own jobs and listings.
  "GET /capi/companies/{id}/jobs/{job_id} · another company's job": {
    cells: allOf([...ACTORS], 404) as Cells,
    call: (f) => ({ url: `/capi/companies/${f.b.organization.id}/jobs/${f.a.job.id}` }),
  },
  "GET /capi/companies/{id}/listings/{listing_id}/questionnaire · another company's listing": {
    cells: allOf([...ACTORS], 404) as Cells,
    call: (f) => ({ url: `/capi/companies/${f.b.organization.id}/listings/${f.a.listing.id}/questionnaire` }),
  },
  "GET /capi/companies/{id}/similar": {
    cells: everybody,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/similar` }),
  },
  "GET /capi/listings/{id}": { cells: everybody, call: (f) => ({ url: `/capi/listings/${f.a.listing.id}` }) },
  // An opening of the application wizard, counted per listing and day (ADR 089).
  "POST /capi/listings/{id}/apply-starts": {
    cells: everybody,
    call: (f) => ({ url: `/capi/listings/${f.a.listing.id}/apply-starts` }),
  },
  "GET /capi/companies/{id}/listings/{listing_id}/questionnaire": {
    cells: everybody,
    call: (f) => ({ url: `/capi/companies/${f.a.organization.id}/listings/${f.a.listing.id}/questionnaire` }),
  },
  "GET /capi/widgets/{org_id}": { cells: everybody, call: (f) => ({ url: `/capi/widgets/${f.a.organization.id}` }) },
  "GET /capi/widgets/{org_id}/listings": {
    cells: everybody,
    call: (f) => ({ url: `/capi/widgets/${f.a.organization.id}/listings` }),
  },
  "GET /capi/widgets/{org_id}/jobs": {
    cells: everybody,
    call: (f) => ({ url: `/capi/widgets/${f.a.organization.id}/jobs` }),
  },
  "POST /capi/contact": {
    cells: everybody,
    call: () => json({ name: "Anna", email: freshEmail("contact"), message: "Hello sales." }),
  },

  // The seeker's own area: watchlist, profile, candidate pool, alerts, experiments
  "GET /capi/user/likes": { cells: signedIn },
  "PUT /capi/user/likes/{company_id}": {
    cells: signedIn,
    call: (f) => ({ url: `/capi/user/likes/${f.a.organization.id}` }),
  },
  "DELETE /capi/user/likes/{company_id}": {
    cells: signedIn,
    call: (f) => ({ url: `/capi/user/likes/${f.a.organization.id}` }),
  },
  "GET /capi/user/hidden-employers": { cells: signedIn },
  "PUT /capi/user/hidden-employers/{company_id}": {
    cells: signedIn,
    call: (f) => ({ url: `/capi/user/hidden-employers/${f.a.organization.id}` }),
  },
  "DELETE /capi/user/hidden-employers/{company_id}": {
    cells: signedIn,
    call: (f) => ({ url: `/capi/user/hidden-employers/${f.a.organization.id}` }),
  },
  "GET /capi/user/seeker-profile": { cells: signedIn },
  "PUT /capi/user/seeker-profile": { cells: signedIn, call: () => json(EMPTY_SEEKER_PROFILE) },
  "POST /capi/user/seeker-profile/from-ztdi": { cells: signedIn, call: (f) => json({ token: f.ztdiToken }) },
  "GET /capi/user/candidate-pool": { cells: signedIn },
  "PUT /capi/user/candidate-pool/{company_id}": {
    cells: signedIn,
    call: async (f, actor) => {
      // Only a complete seeker profile is shown to a company: the signed-in caller saves one first.
      if (actor !== "anonymous" && actor !== "applicant") {
        const path = "/capi/user/seeker-profile";
        const saved = await f.t.app.inject({
          method: "PUT",
          url: path,
          headers: { ...headersOf(actor, path, { cells: signedIn }), "content-type": "application/json" },
          payload: JSON.stringify({ ...EMPTY_SEEKER_PROFILE, job_titles: ["Polymechaniker/in"] }),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      return { url: `/capi/user/candidate-pool/${f.a.organization.id}` };
    },
  },
  "DELETE /capi/user/candidate-pool/{company_id}": {
    cells: signedIn,
    call: (f) => ({ url: `/capi/user/candidate-pool/${f.a.organization.id}` }),
  },
  "GET /capi/user/subscriptions": { cells: signedIn },
  "GET /capi/user/subscriptions/suggestion": { cells: signedIn },
  "POST /capi/user/subscriptions": { cells: signedIn, call: () => json({ location: "8005", radius_km: 10 }) },
  "PUT /capi/user/subscriptions/{subscription_id}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/subscriptions/${f.seekerSubscription}`, ...json({ radius_km: 20 }) }),
  },
  "DELETE /capi/user/subscriptions/{subscription_id}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/subscriptions/${f.seekerSubscription}` }),
  },
  "GET /capi/user/experiments": { cells: signedIn },
  "POST /capi/user/experiments": {
    cells: signedIn,
    call: () => json({ title: "Matrix", job_titles: ["Polymechaniker"] }),
  },
  "GET /capi/user/experiments/{uid}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}` }),
  },
  "PUT /capi/user/experiments/{uid}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}`, ...json({ title: "Matrix renamed" }) }),
  },
  "GET /capi/user/experiments/{uid}/hits": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}/hits` }),
  },
  "GET /capi/user/experiments/{uid}/hits/{listing_id}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}/hits/${f.a.plainListing.id}` }),
  },
  "PUT /capi/user/experiments/{uid}/hits/{listing_id}/rating": {
    cells: seekersOwn,
    call: (f) => ({
      url: `/capi/user/experiments/${f.experimentUid}/hits/${f.a.plainListing.id}/rating`,
      ...json({ verdict: "fits" }),
    }),
  },
  "DELETE /capi/user/experiments/{uid}/hits/{listing_id}/rating": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}/hits/${f.a.plainListing.id}/rating` }),
  },
  // Last of the experiment's rows: archived, it still answers its owner.
  "POST /capi/user/experiments/{uid}/archive": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/experiments/${f.experimentUid}/archive` }),
  },

  // Applying: signed in, or anonymously with a verified address
  "POST /capi/user/applications": {
    cells: signedIn,
    call: async (f) => json(applicationBody(f.a.organization.id, (await fresh.listing(f)).id)),
  },
  "POST /capi/user/anon-application": {
    cells: applicantOnly({ service: "verification_token_invalid" }),
    call: async (f, actor) => {
      const email = freshEmail("anon");
      const token = actor === "applicant" ? await fresh.verificationToken(f, "application", email) : null;
      return json({ ...applicationBody(f.a.organization.id, f.a.plainListing.id), email, verification_token: token });
    },
  },
  "POST /capi/user/application-attachments": {
    cells: { ...everybody, anonymous: { service: "verification_token_invalid" } },
    call: async (f, actor) => ({
      payload: PDF,
      headers: {
        "content-type": "application/pdf",
        [FILE_NAME_HEADER]: "cv.pdf",
        ...(actor === "applicant"
          ? { [VERIFICATION_TOKEN_HEADER]: await fresh.verificationToken(f, "application", freshEmail("upload")) }
          : {}),
      },
    }),
  },
  "GET /capi/user/applications": { cells: signedIn },
  "GET /capi/user/applications/{application_id}": {
    cells: seekersOwn,
    call: (f) => ({ url: `/capi/user/applications/${f.seekerApplication}` }),
  },
  "PUT /capi/user/applications/{application_id}": {
    cells: seekersOwn,
    call: (f) => ({
      url: `/capi/user/applications/${f.seekerApplication}`,
      ...json({
        id: f.seekerApplication,
        my_story: "Seit elf Jahren.",
        what_i_bring: "Geduld",
        what_i_want: "Frühschicht",
      }),
    }),
  },
  // The anonymous applicant's status page; B's owner presents B's applicant's token for A's application.
  "GET /capi/application-status/{application_id}": {
    cells: applicantOnly(404),
    call: (f, actor) => {
      const token = actor === "applicant" ? f.a.statusToken : actor === "otherOrg" ? f.b.statusToken : unknownToken();
      return { url: `/capi/application-status/${f.a.application.id}?token=${token}` };
    },
  },
  "PUT /capi/application-status/{application_id}": {
    cells: applicantOnly(404),
    call: async (f, actor) => {
      const own = await fresh.statusApplication(f);
      const token = actor === "applicant" ? own.token : actor === "otherOrg" ? f.b.statusToken : unknownToken();
      return {
        url: `/capi/application-status/${own.id}`,
        ...json({ token, my_story: "Neu", what_i_bring: "", what_i_want: "" }),
      };
    },
  },
  "POST /capi/application-status/{application_id}/withdraw": {
    cells: applicantOnly(404),
    call: async (f, actor) => {
      const own = await fresh.statusApplication(f);
      const token = actor === "applicant" ? own.token : actor === "otherOrg" ? f.b.statusToken : unknownToken();
      return { url: `/capi/application-status/${own.id}/withdraw`, ...json({ token }) };
    },
  },
  "GET /capi/contact-requests/{token}": {
    cells: applicantOnly(404),
    call: async (f, actor) => ({
      url: `/capi/contact-requests/${actor === "applicant" ? await fresh.contactRequest(f) : unknownToken()}`,
    }),
  },
  "POST /capi/contact-requests/{token}/accept": {
    cells: applicantOnly({ service: "contact_request_invalid" }),
    call: async (f, actor) => ({
      url: `/capi/contact-requests/${actor === "applicant" ? await fresh.contactRequest(f) : unknownToken()}/accept`,
    }),
  },
  "POST /capi/contact-requests/{token}/decline": {
    cells: applicantOnly({ service: "contact_request_invalid" }),
    call: async (f, actor) => ({
      url: `/capi/contact-requests/${actor === "applicant" ? await fresh.contactRequest(f) : unknownToken()}/decline`,
    }),
  },
  // Whoever holds a candidate invitation's link may read it (it prefills the wizard).
  "GET /capi/candidate-invites/{token}": {
    cells: everybody,
    call: async (f) => ({ url: `/capi/candidate-invites/${(await fresh.candidateInvite(f)).token}` }),
  },

  // Data requests by a proven address (the anonymous applicant's rights, ADR 030)
  "POST /capi/data-requests/code": { cells: everybody, call: () => json({ email: freshEmail("rights") }) },
  "POST /capi/data-requests/verify": {
    cells: applicantOnly({ service: "verification_code_expired" }),
    call: async (f, actor) => {
      if (actor !== "applicant") return json({ email: freshEmail("rights"), code: "123456" });
      const { requester, ...body } = await fresh.emailCode(f, "data_request", f.applicantEmail);
      return { ...json(body), cookies: `code_requester=${requester}` };
    },
  },
  "POST /capi/data-requests/export": {
    cells: applicantOnly({ service: "data_request_token_invalid" }),
    call: async (f, actor) =>
      json({
        token:
          actor === "applicant" ? await fresh.verificationToken(f, "data_request", f.applicantEmail) : unknownToken(),
      }),
  },
  // Erasing spends the token and anonymises: the applicant erases a second application of their own.
  "POST /capi/data-requests/delete": {
    cells: applicantOnly({ service: "data_request_token_invalid" }),
    call: async (f, actor) => {
      if (actor !== "applicant") return json({ token: unknownToken() });
      const email = freshEmail("erase");
      await fresh.application(f, { email });
      return json({ token: await fresh.verificationToken(f, "data_request", email) });
    },
  },

  // Job alerts of visitors (double opt-in) and their links; Z-TDI
  "POST /capi/subscriptions": {
    cells: everybody,
    call: () => json({ email: freshEmail("visitor"), location: "8005", language: "de" }),
  },
  "POST /capi/subscriptions/confirm": {
    cells: everybody,
    call: async (f) => json({ token: (await fresh.subscriptionToken(f, "confirm")).token }),
  },
  "POST /capi/subscriptions/unsubscribe": {
    cells: everybody,
    call: async (f) => json(await fresh.subscriptionToken(f, "unsubscribe")),
  },
  "POST /capi/subscriptions/one-click": {
    cells: everybody,
    call: async (f) => {
      const { email, token } = await fresh.subscriptionToken(f, "unsubscribe");
      return { url: `/capi/subscriptions/one-click?email=${encodeURIComponent(email)}&token=${token}` };
    },
  },
  "POST /capi/ztdi/results": { cells: everybody, call: () => json({ answers: ZTDI_ANSWERS }) },
  "GET /capi/ztdi/results/{token}": { cells: everybody, call: (f) => ({ url: `/capi/ztdi/results/${f.ztdiToken}` }) },
  "POST /capi/ztdi/survey": { cells: everybody, call: () => json({ age_group: null }) },
};

// ---- running it ---------------------------------------------------------------------------------

let f: Fixture;
let documented: string[];

beforeAll(async () => {
  const t = await buildTestApp();
  await waitForSearchIndex(t);
  f = await buildFixture(t);
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  // Experiment hits come from the search index, which follows the new listings within a second.
  await eventually(async () => {
    const hit = await t.app.inject({
      url: `/capi/user/experiments/${f.experimentUid}/hits/${f.a.plainListing.id}`,
      headers: f.seeker.headers,
    });
    expect(hit.statusCode).toBe(200);
  }, 20_000);
}, 120_000);
afterAll(() => f?.t.app.close());

/** "METHOD /path" of a row's key; "· what" after it names a variant of the same operation. */
function operationOf(key: string): string {
  return key.split(" · ")[0]!;
}

const ORG_PATH = /^\/capi\/(org|activities|notifications)(\/|$)/;

function headersOf(actor: Actor, path: string, row: Row): Record<string, string> {
  switch (actor) {
    case "anonymous":
    case "applicant":
      return { ...csrfHeaders };
    case "seeker":
      return f.seeker.headers;
    case "otherOrg": {
      const namesIds = row.namesIds ?? path.includes("{");
      const own = f.b.members.owner.headers;
      if (!ORG_PATH.test(path)) return own;
      return withOrganization(own, namesIds ? f.b.organization.slug : f.a.organization.slug);
    }
    default:
      return f.a.members[actor].headers;
  }
}

/** A fresh identity's headers naming the organisation the actor would name for A's rows (see headersOf). */
function orgHeaderOf(f: Fixture, actor: Actor, headers: Record<string, string>): Record<string, string> {
  return actor === "otherOrg" ? withOrganization(headers, f.a.organization.slug) : headers;
}

async function send(key: string, row: Row, actor: Actor) {
  const [method, path] = operationOf(key).split(" ") as [InjectOptions["method"], string];
  const call = (await row.call?.(f, actor)) ?? {};
  const isJson = call.payload !== undefined && !Buffer.isBuffer(call.payload);
  const actorHeaders = call.as ?? headersOf(actor, path, row);
  const cookie = [actorHeaders.cookie, call.cookies].filter(Boolean).join("; ");
  return f.t.app.inject({
    method,
    url: call.url ?? path,
    headers: {
      ...actorHeaders,
      ...(cookie ? { cookie } : {}),
      ...(isJson ? { "content-type": "application/json" } : {}),
      ...call.headers,
    },
    ...(call.payload === undefined ? {} : { payload: isJson ? JSON.stringify(call.payload) : call.payload }),
  });
}

function describeCell(cell: Cell): string {
  return typeof cell === "object" ? cell.service : String(cell);
}

/** What went wrong with one cell, or undefined when the answer is the cell's. */
function mismatch(cell: Cell, status: number, body: string): string | undefined {
  let parsed: { type?: string; code?: string } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // Downloads (PDF, attachments) are not JSON.
  }
  const ok =
    cell === "ok"
      ? status >= 200 && status < 400
      : typeof cell === "object"
        ? status === 400 && parsed.type === "ServiceError" && parsed.code === cell.service
        : status === cell &&
          parsed.type === ({ 401: "NotAuthenticated", 403: "Forbidden", 404: "NotFound" } as const)[cell];
  return ok ? undefined : `expected ${describeCell(cell)}, got ${status} ${body.slice(0, 200)}`;
}

describe("the authorisation matrix", () => {
  it("has a row for every operation of the API document, and none for an operation it does not list", () => {
    expect(documented.length).toBeGreaterThan(100);
    // Each operation has its own row; variants (" · what") are extra rows of a documented operation.
    const keys = Object.keys(MATRIX);
    expect(keys.filter((key) => operationOf(key) === key).sort()).toEqual([...documented].sort());
    expect(keys.map(operationOf).filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  it("in production, the development-only calls do not exist, for anybody", async () => {
    const production = await buildTestApp({ APP_ENV: "production" });
    try {
      await production.app.ready();
      const document = production.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const devOnly = Object.entries(MATRIX).flatMap(([key, row]) => (row.devOnly ? [operationOf(key)] : []));
      expect(devOnly.length).toBeGreaterThan(0);
      expect([...operations].sort()).toEqual(documented.filter((op) => !devOnly.includes(op)).sort());
      // Besides the documented ones, two hidden helpers of the e2e tests and the error page.
      const hidden = ["GET /capi/debug/fail", "POST /capi/debug/expire-login-links"];
      for (const op of [...devOnly, ...hidden]) {
        const [method, url] = op.split(" ") as [InjectOptions["method"], string];
        const response = await production.app.inject({
          method,
          url,
          headers: { ...csrfHeaders, "content-type": "application/json" },
          ...(method === "GET" ? {} : { payload: JSON.stringify({ email: "anna@example.ch" }) }),
        });
        expect(response.statusCode, op).toBe(404);
      }
    } finally {
      await production.app.close();
    }
  });

  it.each(Object.entries(MATRIX))("%s", async (key, row) => {
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const response = await send(key, row, actor);
      const problem = mismatch(row.cells[actor], response.statusCode, response.body);
      if (problem) wrong.push(`${actor}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });
});
