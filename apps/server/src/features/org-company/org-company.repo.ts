/**
 * The organisation editor's queries: the organisation's profile row, its addresses, its members
 * and their invitations. Every query is scoped by the organisation's id, so another
 * organisation's ids find nothing (the services answer 404).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { addresses, listings, membershipInvites, memberships, organizations, users } from "../../db/schema";

export type CompanyRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type InviteRow = typeof membershipInvites.$inferSelect;
type MemberRole = (typeof memberships.$inferSelect)["role"];

// ---------------------------------------------------------------- company

export async function findCompany(db: Db, organizationId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function updateCompany(
  db: Db,
  organizationId: number,
  values: Partial<
    Pick<
      CompanyRow,
      | "name"
      | "description"
      | "sectors"
      | "keywords"
      | "mainWebsite"
      | "jobsWebsite"
      | "legalForm"
      | "widgetTheme"
      | "logoUrl"
      | "updatedAt"
    >
  >,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, revision: nextRevision(organizations.revision) })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

// ---------------------------------------------------------------- addresses

export function listAddresses(db: Db, organizationId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.organizationId, organizationId))
    .orderBy(asc(addresses.label), asc(addresses.city), asc(addresses.id));
}

export async function countAddresses(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.organizationId, organizationId));
  return row?.n ?? 0;
}

/** The address if it belongs to the organisation, locked for the rest of the transaction. */
export async function lockAddress(db: Db, organizationId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.organizationId, organizationId)))
    .for("update");
  return row;
}

export type AddressValues = Pick<
  AddressRow,
  "label" | "street" | "houseNumber" | "postalCode" | "city" | "canton" | "country" | "lat" | "lng"
>;

export async function insertAddress(
  db: Db,
  organizationId: number,
  values: AddressValues & { createdAt: Date; updatedAt: Date },
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, organizationId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateAddress(
  db: Db,
  organizationId: number,
  addressId: number,
  values: AddressValues & { updatedAt: Date },
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, revision: nextRevision(addresses.revision) })
    .where(and(eq(addresses.id, addressId), eq(addresses.organizationId, organizationId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, organizationId: number, addressId: number) {
  await db.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.organizationId, organizationId)));
}

/** Planned and active listings whose work place is the address, oldest first. */
export function liveListingsAt(db: Db, organizationId: number, addressId: number) {
  return db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(
      and(
        eq(listings.organizationId, organizationId),
        eq(listings.addressId, addressId),
        inArray(listings.status, ["planned", "active"]),
      ),
    )
    .orderBy(asc(listings.id));
}

/** A planned or active listing working at an address. */
export type LiveListing = Awaited<ReturnType<typeof liveListingsAt>>[number];

/** An address with the planned and active listings working there. */
export interface AddressWithListings {
  address: AddressRow;
  listings: LiveListing[];
}

/** The planned and active listings of the organisation that name an address, by address, oldest first. */
export function liveListingsByAddress(db: Db, organizationId: number) {
  return db
    .select({ addressId: listings.addressId, id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(
      and(
        eq(listings.organizationId, organizationId),
        isNotNull(listings.addressId),
        inArray(listings.status, ["planned", "active"]),
      ),
    )
    .orderBy(asc(listings.id));
}

// ---------------------------------------------------------------- members

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
  since: memberships.createdAt,
};
export type MemberRow = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  since: Date;
};

/** Members, owners first, then admins and recruiters, each by name. */
export function listMembers(db: Db, organizationId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
}

export async function findMember(db: Db, organizationId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row;
}

/** The member with this address (compared case-insensitively), if there is one. */
export async function findMemberByEmail(db: Db, organizationId: number, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`));
  return row;
}

export async function countOwners(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "owner")));
  return row?.n ?? 0;
}

export async function updateMemberRole(db: Db, organizationId: number, userId: number, role: MemberRole) {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function deleteMember(db: Db, organizationId: number, userId: number) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** Makes the user a member in `role` unless they are one already; returns their role either way. */
export async function ensureMembership(
  db: Db,
  organizationId: number,
  userId: number,
  role: MemberRole,
  now: Date,
): Promise<MemberRole> {
  await db
    .insert(memberships)
    .values({ organizationId, userId, role, lastUsedAt: now, createdAt: now })
    .onConflictDoNothing({ target: [memberships.organizationId, memberships.userId] });
  // The organisation the user just joined (or was in already) is the one they use now.
  const [row] = await db
    .update(memberships)
    .set({ lastUsedAt: now })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .returning({ role: memberships.role });
  if (!row) throw new Error("membership vanished");
  return row.role;
}

export async function isMember(db: Db, organizationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row !== undefined;
}

/** The UI language of the account with this address, if there is one. */
export async function languageOfAddress(db: Db, email: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.language;
}

// ---------------------------------------------------------------- invites

/** Invitations not accepted yet (expired ones too), newest first. */
export function listOpenInvites(db: Db, organizationId: number): Promise<InviteRow[]> {
  return db
    .select()
    .from(membershipInvites)
    .where(and(eq(membershipInvites.organizationId, organizationId), isNull(membershipInvites.acceptedAt)))
    .orderBy(desc(membershipInvites.createdAt), desc(membershipInvites.id));
}

/**
 * An invitation of the organisation (accepted or not), locked FOR UPDATE until the transaction
 * ends, as the revoke deletes it: an accept under way finishes first (or waits for the revoke).
 */
export async function lockInvite(db: Db, organizationId: number, inviteId: number): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipInvites)
    .where(and(eq(membershipInvites.id, inviteId), eq(membershipInvites.organizationId, organizationId)))
    .for("update");
  return row;
}

/** Deletes the organisation's open invitations of an address (a new one replaces them). */
export async function deleteOpenInvitesOf(db: Db, organizationId: number, email: string) {
  await db
    .delete(membershipInvites)
    .where(
      and(
        eq(membershipInvites.organizationId, organizationId),
        sql`lower(${membershipInvites.email}) = lower(${email})`,
        isNull(membershipInvites.acceptedAt),
      ),
    );
}

export async function insertInvite(
  db: Db,
  values: Pick<
    InviteRow,
    "organizationId" | "email" | "role" | "tokenHash" | "invitedByUserId" | "createdAt" | "expiresAt"
  >,
): Promise<InviteRow> {
  const [row] = await db.insert(membershipInvites).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Deletes the invitation if nobody accepted it; false if there was no such open invitation. */
export async function deleteOpenInvite(db: Db, organizationId: number, inviteId: number): Promise<boolean> {
  const deleted = await db
    .delete(membershipInvites)
    .where(
      and(
        eq(membershipInvites.id, inviteId),
        eq(membershipInvites.organizationId, organizationId),
        isNull(membershipInvites.acceptedAt),
      ),
    )
    .returning({ id: membershipInvites.id });
  return deleted.length > 0;
}

/**
 * The invitation of a token's hash, locked: two accepts of one token take turns, and a revoke
 * (which locks FOR UPDATE, as it deletes the row) waits for an accept under way or the reverse.
 */
export async function lockInviteByTokenHash(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipInvites)
    .where(eq(membershipInvites.tokenHash, tokenHash))
    .for("no key update");
  return row;
}

export async function markInviteAccepted(db: Db, inviteId: number, userId: number, now: Date) {
  await db
    .update(membershipInvites)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(eq(membershipInvites.id, inviteId));
}
