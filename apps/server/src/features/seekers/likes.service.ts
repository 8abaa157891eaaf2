/**
 * The watchlist: employers a seeker liked. Liking is idempotent both ways; the list shows the
 * liked employers as search hits, newest like first.
 */
import type { TLikeResponse, TLikesResponse, TPageQuery } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { NotFoundError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import { employerHits } from "../search/search.service";
import type { SearchIndex } from "../search/search.index";
import { organizationExists } from "../orgs/orgs.service";
import { countLikes, deleteLike, insertLike, likedAmong, likedIdsPage } from "./seekers.repo";

/** Whether the user liked this company (false for a visitor). */
export async function isLiked(
  ctx: AppContext,
  user: Pick<SessionUser, "id"> | undefined,
  companyId: number,
): Promise<boolean> {
  if (!user) return false;
  return (await likedAmong(ctx.db, user.id, [companyId])).has(companyId);
}

/** A page of the watchlist as search hits, newest like first; `count` is every like of the user. */
export async function likedCompanies(
  ctx: AppContext,
  search: SearchIndex,
  user: SessionUser,
  page: TPageQuery,
): Promise<TLikesResponse> {
  const [ids, total] = await Promise.all([likedIdsPage(ctx.db, user.id, page), countLikes(ctx.db, user.id)]);
  const items = ids.length === 0 ? [] : await employerHits(ctx, search, ids, user);
  return { items, count: total };
}

/** Likes the company; liking it again changes nothing. 404 for a company that does not exist. */
export async function likeCompany(ctx: AppContext, user: SessionUser, companyId: number): Promise<TLikeResponse> {
  if (!(await organizationExists(ctx, companyId))) throw new NotFoundError("notFound");
  try {
    await insertLike(ctx.db, user.id, companyId, ctx.now());
  } catch (error) {
    // The company was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new NotFoundError("notFound");
    throw error;
  }
  return { company_id: companyId, liked: true };
}

/** Removes the like; unliking a company that is not liked (or does not exist) changes nothing. */
export async function unlikeCompany(ctx: AppContext, user: SessionUser, companyId: number): Promise<TLikeResponse> {
  await deleteLike(ctx.db, user.id, companyId);
  return { company_id: companyId, liked: false };
}

export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "23503") return true;
  return false;
}
