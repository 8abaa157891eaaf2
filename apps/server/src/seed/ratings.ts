/**
 * Demo ratings (issue 30 point 3, ADR 091): the software company gets a second member, a
 * recruiter, and both members rate several of its candidates — the list shows averages of one and
 * of two ratings, the profiles both members' stars and notes, and the demo seeker's application is
 * among them (her data export holds its ratings).
 */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Tx } from "../context";
import { applicationRatings, applications, memberships, organizations, users } from "../db/schema";

const ORG_SLUG = "demo-pro-software";
/** The second member: a recruiter, not a demo account with a printed sign-in link. */
const RECRUITER = { email: "noah.frei@jobatlas.example", firstName: "Noah", lastName: "Frei", language: "en" as const };

/** Per rated candidate (the demo seeker's, then the newest first): the owner's and the recruiter's rating, null for none. */
const RATINGS: [owner: [number, string] | null, recruiter: [number, string] | null][] = [
  [
    [4, "Clear examples of past projects; worth a call."],
    [5, "Strong answers to the questionnaire."],
  ],
  [
    [3, "Good profile, salary wish above our range."],
    [2, "Little experience with our stack."],
  ],
  [
    [5, "Exactly what the team asked for."],
    [4, ""],
  ],
  [[2, "Motivation letter is generic."], null],
  [null, [4, "Friendly on the phone, available soon."]],
  [
    [4, ""],
    [3, "Would fit the Lausanne team better."],
  ],
];

const HOUR = 3_600_000;
const DEMO_SEEKER_EMAIL = "seeker@jobatlas.example";

export async function insertDemoRatings(tx: Tx, now: Date): Promise<void> {
  const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, ORG_SLUG));
  if (!org) return;
  const [owner] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, org.id), eq(memberships.role, "owner")));
  if (!owner) return;
  const since = new Date(now.getTime() - 300 * 24 * HOUR);
  const [recruiter] = await tx
    .insert(users)
    .values({ ...RECRUITER, emailVerifiedAt: since, createdAt: since, updatedAt: since })
    .returning({ id: users.id });
  await tx
    .insert(memberships)
    .values({ organizationId: org.id, userId: recruiter!.id, role: "recruiter", lastUsedAt: since });

  // The demo seeker's application first, then candidates whose applicants kept their data, newest first.
  const candidates = await tx
    .select({ id: applications.id, createdAt: applications.createdAt, email: applications.email })
    .from(applications)
    .where(and(eq(applications.organizationId, org.id), ne(applications.firstName, "")))
    .orderBy(desc(applications.createdAt), asc(applications.id));
  const isSeeker = (c: { email: string }) => c.email === DEMO_SEEKER_EMAIL;
  const rated = [...candidates.filter(isSeeker), ...candidates.filter((c) => !isSeeker(c))].slice(0, RATINGS.length);
  const rows = rated.flatMap((application, i) => {
    const [byOwner, byRecruiter] = RATINGS[i]!;
    // A few hours after the application arrived, never after the seed's clock.
    const at = (hours: number) => new Date(Math.min(application.createdAt.getTime() + hours * HOUR, now.getTime()));
    return [
      ...(byOwner ? [{ userId: owner.userId, stars: byOwner[0], note: byOwner[1], at: at(5) }] : []),
      ...(byRecruiter ? [{ userId: recruiter!.id, stars: byRecruiter[0], note: byRecruiter[1], at: at(9) }] : []),
    ].map(({ at: when, ...rating }) => ({
      applicationId: application.id,
      ...rating,
      createdAt: when,
      updatedAt: when,
    }));
  });
  if (rows.length > 0) await tx.insert(applicationRatings).values(rows);
}
