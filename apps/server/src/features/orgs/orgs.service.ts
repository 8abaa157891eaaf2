import type { TLanguage, TOpenOrganizationRequest } from "@jobatlas/contract";
import type { AppContext, Tx } from "../../context";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../errors";
import { recordPurchaseRequest } from "../contact/contact.service";
import {
  findMembershipBySlug,
  insertMembership,
  insertOrganization,
  listMembershipsOfUser,
  takenSlugs,
  touchMembership,
} from "./orgs.repo";

/** URL-safe slug of a company name: ASCII, lower case, dashes ("Bäckerei Müller AG" → "baeckerei-mueller-ag"). */
export function slugify(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return ascii || "company";
}

/** A slug not taken yet: base, base-2 … base-10, then base-11 … base-20, and so on. */
async function freeSlug(db: Db, base: string): Promise<string> {
  for (let round = 0; ; round++) {
    const candidates = Array.from({ length: 10 }, (_, i) => {
      const n = round * 10 + i + 1;
      return n === 1 ? base : `${base}-${n}`;
    });
    const taken = await takenSlugs(db, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
}

/**
 * Opens an organisation with the user as its owner. A paid plan takes effect at once and files a
 * purchase request for sales (DESIGN §4). Runs inside the caller's transaction.
 */
export async function openOrganization(
  ctx: AppContext,
  tx: Tx,
  owner: { id: number; email: string; firstName: string; lastName: string },
  input: TOpenOrganizationRequest,
  language: TLanguage,
) {
  const now = ctx.now();
  const base = slugify(input.company_name);
  let organization;
  // Another sign-up may take the same slug between the look-up and the insert: then look again.
  while (!organization) {
    organization = await insertOrganization(tx, {
      slug: await freeSlug(tx, base),
      name: input.company_name,
      plan: input.plan,
      sizeBand: input.company_size,
    });
  }
  await insertMembership(tx, { organizationId: organization.id, userId: owner.id, role: "owner", lastUsedAt: now });
  if (input.plan !== "free") {
    await recordPurchaseRequest(ctx, tx, {
      plan: input.plan,
      name: `${owner.firstName} ${owner.lastName}`.trim(),
      email: owner.email,
      company: organization.name,
      organization,
      userId: owner.id,
      language,
    });
  }
  return { slug: organization.slug, name: organization.name, role: "owner" as const, plan: organization.plan };
}

export function organizationsOf(ctx: AppContext, userId: number) {
  return listMembershipsOfUser(ctx.db, userId);
}

/**
 * The organisation an org call acts on: the one named by X-Organization, else the last used.
 * Another organisation's slug answers 404, so slugs cannot be probed.
 */
export async function resolveOrganization(ctx: AppContext, userId: number, slug: string | undefined) {
  const chosen = slug ?? (await listMembershipsOfUser(ctx.db, userId))[0]?.slug;
  const membership = chosen ? await findMembershipBySlug(ctx.db, userId, chosen) : undefined;
  if (!membership) throw new NotFoundError("notFound");
  await touchMembership(ctx.db, userId, membership.organization.id, ctx.now());
  return membership;
}
