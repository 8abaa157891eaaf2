/**
 * Demo accounts: a seeker, and an owner for the demo organisation on every plan. In development,
 * `npm start` prints a sign-in link for each (main.ts).
 */
import type { TLanguage } from "@jobatlas/contract";
import { inArray } from "drizzle-orm";
import type { Tx } from "../context";
import { memberships, organizations, users } from "../db/schema";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  language: TLanguage;
  /** Slug of the organisation the account owns, if any. */
  owns?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "seeker@jobatlas.example", firstName: "Sara", lastName: "Sommer", language: "de" },
  {
    email: "owner.free@jobatlas.example",
    firstName: "Hans",
    lastName: "Steiner",
    language: "de",
    owns: "demo-free-bakery",
  },
  {
    email: "owner.pro@jobatlas.example",
    firstName: "Mia",
    lastName: "Keller",
    language: "en",
    owns: "demo-pro-software",
  },
  {
    email: "owner.recruiter@jobatlas.example",
    firstName: "Luc",
    lastName: "Rochat",
    language: "en",
    owns: "demo-recruiter-staffing",
  },
  {
    email: "owner.enterprise@jobatlas.example",
    firstName: "Giulia",
    lastName: "Bernasconi",
    language: "de",
    owns: "demo-enterprise-retail",
  },
];

/** Where a demo account's printed sign-in link leads. */
export function demoAccountLanding(account: DemoAccount): string {
  return account.owns ? `/${account.language}/org/${account.owns}` : `/${account.language}/search`;
}

export async function insertDemoAccounts(tx: Tx, verifiedAt: Date) {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        language: a.language,
        emailVerifiedAt: verifiedAt,
        createdAt: verifiedAt,
        updatedAt: verifiedAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const slugs = DEMO_ACCOUNTS.flatMap((a) => (a.owns ? [a.owns] : []));
  const orgs = await tx
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(inArray(organizations.slug, slugs));
  const orgIdBySlug = new Map(orgs.map((o) => [o.slug, o.id]));
  const userIdByEmail = new Map(rows.map((r) => [r.email, r.id]));
  const owned = DEMO_ACCOUNTS.flatMap((a) => {
    const organizationId = a.owns ? orgIdBySlug.get(a.owns) : undefined;
    const userId = userIdByEmail.get(a.email);
    return organizationId && userId ? [{ organizationId, userId, role: "owner" as const, lastUsedAt: verifiedAt }] : [];
  });
  if (owned.length > 0) await tx.insert(memberships).values(owned);
}
