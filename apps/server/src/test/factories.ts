/**
 * Test factories (docs/domain.md §2): rows inserted straight with Drizzle, with deterministic but unique
 * defaults (a counter in emails, slugs and names) and any column overridable. Each takes the test
 * app (rows are dated by its clock) or a bare database handle (rows are dated by the real time).
 *
 *   const { user, headers } = await buildSession(t);
 *   const { headers } = await buildOrganization(t, { role: "recruiter", plan: "pro" });
 *   const res = await t.app.inject({ url: "/capi/org", headers });
 */
import { ORGANIZATION_HEADER } from "@jobatlas/contract";
import type { Db } from "../db/client";
import {
  addresses,
  applications,
  jobs,
  listings,
  memberships,
  organizations,
  questionnaires,
  questions,
  sessions,
  users,
} from "../db/schema";
import { addDays, todayInZurich } from "../lib/dates";
import { SESSION_TTL } from "../sessions/sessions";
import { hashToken, newToken } from "../lib/secrets";
import { CSRF_TOKEN, type TestApp } from "./test-app";

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Listing = typeof listings.$inferSelect;
export type Questionnaire = typeof questionnaires.$inferSelect;
export type Question = typeof questions.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type Role = Membership["role"];
export type Plan = Organization["plan"];

/** Where factories write: the test app (its database and clock) or a database handle. */
export type FactoryTarget = Pick<TestApp, "database" | "now"> | Db;

/** What `app.inject` needs for a signed-in call: both cookies and the CSRF header. */
export interface SessionHeaders {
  cookie: string;
  "x-csrftoken": string;
  [name: string]: string;
}

let counter = 0;
/** A number no other factory call in this test file has used (each file has a database of its own). */
export function nextId(): number {
  return ++counter;
}

/** An address no other test of this file uses: `label-N@example.ch`. */
export function freshEmail(label: string): string {
  return `${label}-${nextId()}@example.ch`;
}

function dbOf(target: FactoryTarget): Db {
  return "database" in target && "now" in target ? target.database.db : (target as Db);
}

function nowOf(target: FactoryTarget): Date {
  return "database" in target && "now" in target ? target.now() : new Date();
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Headers of a signed-in client: the CSRF cookie and header as the web app sends them, plus the session. */
export function sessionHeaders(sessionToken: string, extra: Record<string, string> = {}): SessionHeaders {
  return { cookie: `csrftoken=${CSRF_TOKEN}; sessionid=${sessionToken}`, "x-csrftoken": CSRF_TOKEN, ...extra };
}

/** A user with a verified address (as after a first sign-in), `user-N@example.ch`. */
export async function buildUser(
  target: FactoryTarget,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const n = nextId();
  return first(
    await dbOf(target)
      .insert(users)
      .values({
        email: `user-${n}@example.ch`,
        firstName: "Anna",
        lastName: `Muster ${n}`,
        language: "de",
        emailVerifiedAt: nowOf(target),
        ...overrides,
      })
      .returning(),
  );
}

export interface BuiltSession {
  user: User;
  session: Session;
  /** The session id the cookie carries (the table keeps only its hash). */
  token: string;
  /** Cookies and CSRF header for `app.inject`: `t.app.inject({ method: "PUT", url, headers, payload })`. */
  headers: SessionHeaders;
}

/**
 * A signed-in user: a live session as sign-in starts it (hashed token, 30 days), for a new user or
 * `user`. Column overrides go to the session row (e.g. `expiresAt`, `revokedAt`).
 */
export async function buildSession(
  target: FactoryTarget,
  options: { user?: User | Partial<typeof users.$inferInsert> } & Partial<typeof sessions.$inferInsert> = {},
): Promise<BuiltSession> {
  const { user: given, ...columns } = options;
  const user = given && "id" in given && given.id !== undefined ? (given as User) : await buildUser(target, given);
  const token = newToken();
  const now = nowOf(target);
  const session = first(
    await dbOf(target)
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL),
        userAgent: "vitest",
        ...columns,
      })
      .returning(),
  );
  return { user, session, token, headers: sessionHeaders(token) };
}

export interface BuiltMember extends BuiltSession {
  organization: Organization;
  membership: Membership;
  role: Role;
  /** Session headers with X-Organization naming the organisation: ready for org calls. */
  headers: SessionHeaders;
}

/** A membership row of `user` in `organization` (owner by default), without signing anyone in. */
export async function buildMembership(
  target: FactoryTarget,
  organization: { id: number },
  user: { id: number },
  overrides: Partial<Omit<typeof memberships.$inferInsert, "organizationId" | "userId">> = {},
): Promise<Membership> {
  return first(
    await dbOf(target)
      .insert(memberships)
      .values({
        organizationId: organization.id,
        userId: user.id,
        role: "owner",
        lastUsedAt: nowOf(target),
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A member of `organization` with `role` (owner by default), signed in. Pass `user` to make an
 * existing user (or one with these columns) the member.
 */
export async function buildMember(
  target: FactoryTarget,
  organization: Organization,
  options: { role?: Role; user?: User | Partial<typeof users.$inferInsert>; lastUsedAt?: Date } = {},
): Promise<BuiltMember> {
  const role = options.role ?? "owner";
  const signedIn = await buildSession(target, { user: options.user });
  const membership = await buildMembership(target, organization, signedIn.user, {
    role,
    ...(options.lastUsedAt ? { lastUsedAt: options.lastUsedAt } : {}),
  });
  return {
    ...signedIn,
    organization,
    membership,
    role,
    headers: { ...signedIn.headers, [ORGANIZATION_HEADER.toLowerCase()]: organization.slug },
  };
}

export type OrganizationOverrides = Partial<typeof organizations.$inferInsert> & {
  /** The role of the member built with it (owner by default). */
  role?: Role;
  /** Who that member is: an existing user, or columns for a new one. */
  member?: User | Partial<typeof users.$inferInsert>;
};

/** An organisation (`company-N`, "Company N AG", free plan) with no members: the row alone. */
export async function buildEmptyOrganization(
  target: FactoryTarget,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<Organization> {
  const n = nextId();
  const now = nowOf(target);
  return first(
    await dbOf(target)
      .insert(organizations)
      .values({
        slug: `company-${n}`,
        name: `Company ${n} AG`,
        legalForm: "AG",
        plan: "free",
        sizeBand: "1-9",
        createdAt: now,
        updatedAt: now,
        ...overrides,
      })
      .returning(),
  );
}

/**
 * An organisation (`company-N`, "Company N AG", free plan unless `plan`) with one signed-in member of
 * `role`: `{ organization, user, membership, role, headers }`, headers carrying X-Organization.
 */
export async function buildOrganization(
  target: FactoryTarget,
  overrides: OrganizationOverrides = {},
): Promise<BuiltMember> {
  const { role, member, ...columns } = overrides;
  return buildMember(target, await buildEmptyOrganization(target, columns), { role, user: member });
}

/** An organisation's id, from its row or from what buildOrganization returned. */
type OrganizationRef = { id: number } | { organization: { id: number } };
function organizationIdOf(ref: OrganizationRef): number {
  return "organization" in ref ? ref.organization.id : ref.id;
}

async function organizationIdFor(
  target: FactoryTarget,
  ref: OrganizationRef | undefined,
  organizationId: number | undefined,
): Promise<number> {
  if (organizationId !== undefined) return organizationId;
  if (ref) return organizationIdOf(ref);
  return (await buildEmptyOrganization(target)).id;
}

/** An address of an organisation, in Zürich 8005 unless overridden. */
export async function buildAddress(
  target: FactoryTarget,
  overrides: Partial<typeof addresses.$inferInsert> & { organization?: OrganizationRef } = {},
): Promise<Address> {
  const { organization, organizationId, ...columns } = overrides;
  const n = nextId();
  return first(
    await dbOf(target)
      .insert(addresses)
      .values({
        organizationId: await organizationIdFor(target, organization, organizationId),
        label: "Hauptsitz",
        street: "Hardstrasse",
        houseNumber: String(n),
        postalCode: "8005",
        city: "Zürich",
        canton: "ZH",
        country: "CH",
        lat: 47.38583,
        lng: 8.52575,
        ...columns,
      })
      .returning(),
  );
}

/** A job ("Job N", active, German texts) of `organization`, or of a new organisation. */
export async function buildJob(
  target: FactoryTarget,
  overrides: Partial<typeof jobs.$inferInsert> & { organization?: OrganizationRef } = {},
): Promise<Job> {
  const { organization, organizationId, ...columns } = overrides;
  const n = nextId();
  const now = nowOf(target);
  return first(
    await dbOf(target)
      .insert(jobs)
      .values({
        organizationId: await organizationIdFor(target, organization, organizationId),
        title: `Job ${n}`,
        status: "active",
        language: "de",
        roleAndResponsibilities: `Aufgaben der Stelle ${n}.`,
        requirements: "Abgeschlossene Berufslehre.",
        teamDescription: "Ein kleines Team.",
        benefits: "Fünf Wochen Ferien.",
        createdAt: now,
        updatedAt: now,
        ...columns,
      })
      .returning(),
  );
}

/**
 * A listing of `job` (or of a new job of `organization`, or of a new organisation): active since
 * today (Europe/Zurich, by the target's clock) for the 30-day runtime, at a new address of the
 * organisation unless `addressId` or `locationByAgreement` says otherwise.
 */
export async function buildListing(
  target: FactoryTarget,
  overrides: Partial<typeof listings.$inferInsert> & { organization?: OrganizationRef; job?: Job } = {},
): Promise<Listing> {
  const { organization, job: givenJob, ...columns } = overrides;
  const job =
    givenJob ??
    (await buildJob(target, {
      ...(organization ? { organization } : {}),
      ...(columns.organizationId !== undefined ? { organizationId: columns.organizationId } : {}),
    }));
  const organizationId = columns.organizationId ?? job.organizationId;
  const addressId =
    "addressId" in columns || columns.locationByAgreement
      ? columns.addressId
      : (await buildAddress(target, { organizationId })).id;
  const now = nowOf(target);
  const publishedOn = columns.publishedOn ?? todayInZurich(now);
  return first(
    await dbOf(target)
      .insert(listings)
      .values({
        title: job.title,
        language: job.language,
        status: "active",
        endsOn: addDays(publishedOn, 29),
        createdAt: now,
        updatedAt: now,
        ...columns,
        organizationId,
        jobId: job.id,
        addressId: addressId ?? null,
        publishedOn,
      })
      .returning(),
  );
}

export type QuestionOverrides = Partial<Omit<typeof questions.$inferInsert, "questionnaireId">>;

/**
 * A questionnaire ("Questionnaire N", active) of `organization`, or of a new organisation, with
 * `questions` (by default one required single-select question); returned with its questions.
 */
export async function buildQuestionnaire(
  target: FactoryTarget,
  overrides: Partial<typeof questionnaires.$inferInsert> & {
    organization?: OrganizationRef;
    questions?: QuestionOverrides[];
  } = {},
): Promise<Questionnaire & { questions: Question[] }> {
  const { organization, organizationId, questions: questionOverrides, ...columns } = overrides;
  const n = nextId();
  const now = nowOf(target);
  const db = dbOf(target);
  const questionnaire = first(
    await db
      .insert(questionnaires)
      .values({
        organizationId: await organizationIdFor(target, organization, organizationId),
        name: `Questionnaire ${n}`,
        status: "active",
        createdAt: now,
        updatedAt: now,
        ...columns,
      })
      .returning(),
  );
  const wanted = questionOverrides ?? [{}];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .insert(questions)
          .values(
            wanted.map((q, i) => ({
              position: i + 1,
              type: "single_select" as const,
              text: `Question ${i + 1}?`,
              options: ["Ja", "Nein"],
              required: true,
              ...q,
              questionnaireId: questionnaire.id,
            })),
          )
          .returning();
  return { ...questionnaire, questions: rows.sort((a, b) => a.position - b.position) };
}

/**
 * An application (pending, direct) to `listing`, or unsolicited to `organization` (then origin
 * unsolicited), or to a new listing; by an anonymous applicant unless `userId` says who.
 */
export async function buildApplication(
  target: FactoryTarget,
  overrides: Partial<typeof applications.$inferInsert> & { listing?: Listing; organization?: OrganizationRef } = {},
): Promise<Application> {
  const { listing: givenListing, organization, ...columns } = overrides;
  const listing =
    givenListing ?? (organization || columns.organizationId !== undefined ? undefined : await buildListing(target));
  const n = nextId();
  const now = nowOf(target);
  return first(
    await dbOf(target)
      .insert(applications)
      .values({
        organizationId:
          listing?.organizationId ?? (await organizationIdFor(target, organization, columns.organizationId)),
        listingId: listing?.id ?? null,
        jobId: listing?.jobId ?? null,
        origin: listing ? "direct" : "unsolicited",
        status: "pending",
        firstName: "Anna",
        lastName: `Applicant ${n}`,
        email: `applicant-${n}@example.com`,
        myStory: "Ich backe seit zehn Jahren.",
        idempotencyKey: `key-${n}`,
        createdAt: now,
        updatedAt: now,
        ...columns,
      })
      .returning(),
  );
}
