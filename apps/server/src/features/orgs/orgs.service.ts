import type { TOpenOrganizationRequest } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { NotFoundError } from "../../errors";
import { slugify } from "../../lib/slug";
import type { SessionUser } from "../../sessions/sessions";
import { recordPurchaseRequest } from "../contact/contact.service";
import type { OrgContext } from "./orgs.types";
import {
  insertMembership,
  insertOrganization,
  listMembershipsOfUser,
  lockOrganization as lockOrganizationRow,
  organizationExists as organizationRowExists,
  takenSlugs,
  touchMembership,
} from "./orgs.repo";

/** A slug not taken yet: base, base-2 … base-10, then base-11 … base-20, and so on. */
async function freeSlug(ctx: AppContext, base: string): Promise<string> {
  for (let round = 0; ; round++) {
    const candidates = Array.from({ length: 10 }, (_, i) => {
      const n = round * 10 + i + 1;
      return n === 1 ? base : `${base}-${n}`;
    });
    const taken = await takenSlugs(ctx.db, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
}

/**
 * Opens an organisation with the user as its owner. A paid plan takes effect at once and files a
 * purchase request for sales (docs/domain.md §4). Call it with a transaction's context: sign-up opens user
 * and organisation together, openOrganizationFor opens one of its own.
 */
export async function openOrganization(
  ctx: AppContext,
  owner: Pick<SessionUser, "id" | "email" | "firstName" | "lastName">,
  input: TOpenOrganizationRequest,
): Promise<Pick<OrgContext, "organization" | "role">> {
  const now = ctx.now();
  const base = slugify(input.company_name) || "company";
  let organization;
  // Another sign-up may take the same slug between the look-up and the insert: then look again.
  while (!organization) {
    organization = await insertOrganization(ctx.db, {
      slug: await freeSlug(ctx, base),
      name: input.company_name,
      plan: input.plan,
      sizeBand: input.company_size,
    });
  }
  await insertMembership(ctx.db, { organizationId: organization.id, userId: owner.id, role: "owner", lastUsedAt: now });
  if (input.plan !== "free") {
    await recordPurchaseRequest(ctx, { reason: "opening", plan: input.plan, owner, organization });
  }
  return { organization, role: "owner" };
}

/** POST /capi/organizations: a signed-in user opens another company account. */
export function openOrganizationFor(ctx: AppContext, user: SessionUser, input: TOpenOrganizationRequest) {
  return inTransaction(ctx, (tx) => openOrganization(tx, user, input));
}

/** The user's organisations, the most recently used first. */
export function organizationsOf(ctx: AppContext, user: Pick<SessionUser, "id">) {
  return listMembershipsOfUser(ctx.db, user.id);
}

/**
 * The organisation an org call acts on: the one named by its slug, else the last used. Another
 * organisation's slug answers 404. The last used one is remembered only when it changes, so a
 * request does not write to the database; with `remember: false` (background polling, such as
 * the bell's) never: polling is not using the organisation.
 */
export async function resolveMembership(
  ctx: AppContext,
  user: SessionUser,
  slug: string | undefined,
  options: { remember?: boolean } = {},
) {
  const memberships = await listMembershipsOfUser(ctx.db, user.id);
  const chosen = slug === undefined ? memberships[0] : memberships.find((m) => m.organization.slug === slug);
  if (!chosen) throw new NotFoundError("notFound");
  if (options.remember !== false && chosen !== memberships[0]) {
    await touchMembership(ctx.db, user.id, chosen.organization.id, ctx.now());
  }
  return { user, organization: chosen.organization, role: chosen.role } satisfies OrgContext;
}

/**
 * Locks the organisation's row until the transaction ends and returns it: the first lock of every
 * transaction that changes what an organisation owns (the lock order is in orgs.repo.ts).
 */
export function lockOrganization(tx: AppContext, organizationId: number) {
  return lockOrganizationRow(tx.db, organizationId);
}

/** Whether an organisation with this id exists; `read` asks the replica when there is one (public pages). */
export function organizationExists(ctx: AppContext, id: number, options: { read?: boolean } = {}) {
  return organizationRowExists(options.read ? (ctx.read ?? ctx.db) : ctx.db, id);
}
