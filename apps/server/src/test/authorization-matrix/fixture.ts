/**
 * The one fixture set of the authorisation matrix: organisation A (owner, admin, recruiter and its
 * rows), organisation B (its owner is the "other organisation" actor, with rows of its own), a
 * seeker without organisation and an anonymous application to A with its tokens. Helpers make the
 * fresh rows a call spends (an invite, a contact request, an address to delete).
 */
import { randomUUID } from "node:crypto";
import { ORGANIZATION_HEADER } from "@jobatlas/contract";
import {
  applicationAttachments,
  candidateInvites,
  candidatePoolGrants,
  contactRequests,
  emailCodes,
  experiments,
  loginTokens,
  membershipInvites,
  subscriptions,
  subscriptionTokens,
} from "../../db/schema";
import { hashCode, hashToken, newToken } from "../../lib/secrets";
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
  freshEmail,
  type Application,
  type BuiltMember,
  type BuiltSession,
  type Job,
  type Listing,
  type Organization,
} from "../factories";
import { csrfHeaders, type TestApp } from "../test-app";

export const ACTORS = ["anonymous", "seeker", "applicant", "recruiter", "admin", "owner", "otherOrg"] as const;
export type Actor = (typeof ACTORS)[number];
export type MemberActor = "recruiter" | "admin" | "owner";

/** The 30 Z-TDI ratings, all "3". */
export const ZTDI_ANSWERS = Array.from({ length: 30 }, () => 3);

/**
 * A whole 1×1 PNG: logo and profile picture uploads check the content's first bytes, and a listing
 * picture is decoded and resized, so it must be an image to the end.
 */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const DAY = 86_400_000;

export interface OrgRows {
  members: Record<MemberActor, BuiltMember>;
  organization: Organization;
  job: Job;
  address: number;
  questionnaire: number;
  /** Active, with the questionnaire: the public listing page and its questionnaire. */
  listing: Listing;
  /** Active, without questionnaire: what signed-in users apply to. */
  plainListing: Listing;
  /** Not published yet: no public call shows them, to anybody. */
  plannedJob: number;
  plannedListing: number;
  /** An anonymous application to `listing` and the token of its mailed status page. */
  application: Application;
  statusToken: string;
  attachment: string;
  poolSeeker: number;
}

export interface Fixture {
  t: TestApp;
  a: OrgRows;
  /** Only `members.owner` of B is used (the otherOrg actor); B's rows are where its tokens point. */
  b: OrgRows;
  seeker: BuiltSession;
  /** The seeker's own rows: what `/capi/user/*` calls with an id act on. */
  seekerApplication: number;
  seekerSubscription: number;
  experimentUid: string;
  /** The anonymous applicant's address (A's application) and a Z-TDI result token anybody may hold. */
  applicantEmail: string;
  ztdiToken: string;
}

async function orgRows(t: TestApp, name: string): Promise<OrgRows> {
  const owner = await buildOrganization(t, { role: "owner", plan: "enterprise", name });
  const organization = owner.organization;
  const admin = await buildMember(t, organization, { role: "admin" });
  const recruiter = await buildMember(t, organization, { role: "recruiter" });
  const job = await buildJob(t, { organization, title: `${name} Polymechaniker` });
  const address = await buildAddress(t, { organizationId: organization.id });
  const questionnaire = await buildQuestionnaire(t, { organization });
  const listing = await buildListing(t, { job, addressId: address.id, questionnaireId: questionnaire.id });
  const plainListing = await buildListing(t, { job, addressId: address.id });
  const plannedJob = await buildJob(t, { organization, title: `${name} Entwurf`, status: "planned" });
  const plannedListing = await buildListing(t, {
    job: plannedJob,
    addressId: address.id,
    status: "planned",
    title: `${name} Entwurf`,
  });
  const statusToken = newToken();
  const application = await buildApplication(t, {
    listing,
    email: freshEmail("applicant"),
    statusTokenHash: hashToken(statusToken),
  });
  const attachment = randomUUID().replaceAll("-", "");
  await t.database.db.insert(applicationAttachments).values({
    id: attachment,
    applicationId: application.id,
    fileName: "cv.pdf",
    contentType: "application/pdf",
    bytes: PDF,
    byteSize: PDF.length,
  });
  const poolSeeker = await buildUser(t);
  await t.database.db.insert(candidatePoolGrants).values({ userId: poolSeeker.id, organizationId: organization.id });
  return {
    members: { owner, admin, recruiter },
    organization,
    job,
    address: address.id,
    questionnaire: questionnaire.id,
    listing,
    plainListing,
    plannedJob: plannedJob.id,
    plannedListing: plannedListing.id,
    application,
    statusToken,
    attachment,
    poolSeeker: poolSeeker.id,
  };
}

export async function buildFixture(t: TestApp): Promise<Fixture> {
  const a = await orgRows(t, "Alpha");
  const b = await orgRows(t, "Beta");
  const seeker = await buildSession(t);
  const seekerApplication = await buildApplication(t, {
    listing: a.plainListing,
    userId: seeker.user.id,
    email: seeker.user.email,
  });
  const [subscription] = await t.database.db
    .insert(subscriptions)
    .values({
      userId: seeker.user.id,
      locationLabel: "8005 Zürich",
      lat: 47.38583,
      lng: 8.52575,
      radiusKm: 10,
      confirmedAt: t.now(),
    })
    .returning();
  const experimentUid = `exp-${randomUUID()}`;
  await t.database.db.insert(experiments).values({
    uid: experimentUid,
    userId: seeker.user.id,
    title: "Matrix",
    jobTitles: [a.job.title],
  });
  const ztdi = await t.app.inject({
    method: "POST",
    url: "/capi/ztdi/results",
    headers: { ...csrfHeaders, "content-type": "application/json" },
    payload: { answers: ZTDI_ANSWERS },
  });
  if (ztdi.statusCode !== 201) throw new Error(`Z-TDI result: ${ztdi.body}`);
  return {
    t,
    a,
    b,
    seeker,
    seekerApplication: seekerApplication.id,
    seekerSubscription: subscription!.id,
    experimentUid,
    applicantEmail: a.application.email,
    ztdiToken: (ztdi.json() as { token: string }).token,
  };
}

/** Headers without X-Organization (for calls that must act on no organisation or pick their own). */
export function withOrganization(headers: Record<string, string>, slug: string | undefined): Record<string, string> {
  const rest = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== ORGANIZATION_HEADER.toLowerCase()),
  );
  return slug === undefined ? rest : { ...rest, [ORGANIZATION_HEADER.toLowerCase()]: slug };
}

/**
 * A new identity of the actor's kind, for calls that end or change who the caller is (sign-out,
 * a spent sign-in link, account deletion, joining or opening an organisation): a new seeker, a new
 * member of A in the role, a new owner of B.
 */
export async function freshIdentity(
  f: Fixture,
  actor: Actor,
): Promise<{ headers: Record<string, string>; email: string; id?: number }> {
  const { t } = f;
  const signedIn = await (async () => {
    switch (actor) {
      case "anonymous":
      case "applicant":
        return undefined;
      case "seeker":
        return buildSession(t);
      case "otherOrg":
        return buildMember(t, f.b.organization, { role: "owner" });
      default:
        return buildMember(t, f.a.organization, { role: actor });
    }
  })();
  return signedIn
    ? { headers: signedIn.headers, email: signedIn.user.email, id: signedIn.user.id }
    : { headers: { ...csrfHeaders }, email: "" };
}

export const fresh = {
  address: async (f: Fixture) => (await buildAddress(f.t, { organizationId: f.a.organization.id })).id,
  colleague: async (f: Fixture, role: MemberActor = "recruiter") =>
    (await buildMember(f.t, f.a.organization, { role })).user.id,
  /** Titled apart from A's job, so the experiment's hits stay A's two listings. */
  listing: (f: Fixture) => buildListing(f.t, { job: f.a.job, addressId: f.a.address, title: "Matrix Schreiner" }),
  application: (f: Fixture, columns: Partial<Application> = {}) =>
    buildApplication(f.t, { listing: f.a.plainListing, ...columns }),
  /** A new anonymous application to A and the token of its status page. */
  async statusApplication(f: Fixture) {
    const token = newToken();
    const application = await fresh.application(f, { statusTokenHash: hashToken(token) });
    return { id: application.id, token };
  },
  async memberInvite(f: Fixture, role: MemberActor = "recruiter") {
    const token = newToken();
    const [row] = await f.t.database.db
      .insert(membershipInvites)
      .values({
        organizationId: f.a.organization.id,
        email: freshEmail("invited"),
        role,
        tokenHash: hashToken(token),
        expiresAt: new Date(f.t.now().getTime() + DAY),
      })
      .returning();
    return { id: row!.id, token };
  },
  async candidateInvite(f: Fixture) {
    const token = newToken();
    const [row] = await f.t.database.db
      .insert(candidateInvites)
      .values({
        organizationId: f.a.organization.id,
        listingId: f.a.plainListing.id,
        email: freshEmail("candidate"),
        name: "Matrix Candidate",
        tokenHash: hashToken(token),
        expiresAt: new Date(f.t.now().getTime() + DAY),
      })
      .returning();
    return { id: row!.id, token };
  },
  /** An open contact request to a new anonymous application to A, and the token mailed to its applicant. */
  async contactRequest(f: Fixture) {
    const application = await fresh.application(f, { status: "active" });
    const token = newToken();
    await f.t.database.db.insert(contactRequests).values({
      applicationId: application.id,
      message: "May we call you?",
      tokenHash: hashToken(token),
      expiresAt: new Date(f.t.now().getTime() + 14 * DAY),
    });
    return token;
  },
  async loginToken(f: Fixture) {
    const user = await buildUser(f.t);
    const token = newToken();
    await f.t.database.db.insert(loginTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(f.t.now().getTime() + 600_000),
    });
    return token;
  },
  /**
   * A 6-digit code mailed to a new address for `purpose`, as the mail would carry it, with the
   * requester token of the browser that asked for it (its code_requester cookie).
   */
  async emailCode(f: Fixture, purpose: "application" | "data_request", email = freshEmail("code")) {
    const code = "123456";
    const requester = newToken();
    await f.t.database.db.insert(emailCodes).values({
      email,
      purpose,
      codeHash: hashCode(code),
      requesterHash: hashToken(requester),
      expiresAt: new Date(f.t.now().getTime() + 600_000),
    });
    return { email, code, requester };
  },
  /** A verified address: the token a correct code hands out (applications and data requests). */
  async verificationToken(f: Fixture, purpose: "application" | "data_request", email: string) {
    const token = newToken();
    const now = f.t.now().getTime();
    await f.t.database.db.insert(emailCodes).values({
      email,
      purpose,
      codeHash: hashCode("000000"),
      expiresAt: new Date(now + 600_000),
      usedAt: new Date(now),
      verificationTokenHash: hashToken(token),
      verificationExpiresAt: new Date(now + 1_800_000),
    });
    return token;
  },
  async subscriptionToken(f: Fixture, purpose: "confirm" | "unsubscribe") {
    const email = freshEmail("alert");
    const [subscription] = await f.t.database.db
      .insert(subscriptions)
      .values({
        email,
        locationLabel: "8005 Zürich",
        lat: 47.38583,
        lng: 8.52575,
        radiusKm: 10,
        confirmedAt: purpose === "confirm" ? null : f.t.now(),
      })
      .returning();
    const token = newToken();
    await f.t.database.db.insert(subscriptionTokens).values({
      tokenHash: hashToken(token),
      purpose,
      subscriptionId: subscription!.id,
      expiresAt: new Date(f.t.now().getTime() + 7 * DAY),
    });
    return { email, token };
  },
};

/** A token nobody was given (the shape of a real one). */
export const unknownToken = () => newToken();
