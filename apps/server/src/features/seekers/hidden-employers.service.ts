/**
 * Employers a seeker hid from their search results (ADR 073). Hiding and showing again are
 * idempotent, like the watchlist; the search reads the ids (search.repo) and leaves them out.
 */
import type { THiddenEmployerResponse, THiddenEmployersResponse, TPageQuery } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { NotFoundError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import { organizationExists } from "../orgs/orgs.service";
import { isForeignKeyViolation } from "./likes.service";
import { countHiddenEmployers, deleteHiddenEmployer, hiddenEmployersPage, insertHiddenEmployer } from "./seekers.repo";

/** A page of the user's hidden employers, newest first; `count` is all of them. Only the user's own rows. */
export async function hiddenEmployersOf(
  ctx: AppContext,
  user: SessionUser,
  page: TPageQuery,
): Promise<THiddenEmployersResponse> {
  const [rows, count] = await Promise.all([
    hiddenEmployersPage(ctx.db, user.id, page),
    countHiddenEmployers(ctx.db, user.id),
  ]);
  return {
    items: rows.map((row) => ({
      company_id: row.id,
      name: row.name,
      slug: row.slug,
      logo_url: row.logoUrl,
      hidden_at: row.hiddenAt.toISOString(),
    })),
    count,
  };
}

/** Hides the company from the user's searches; hiding it again changes nothing. 404 for an unknown company. */
export async function hideEmployer(
  ctx: AppContext,
  user: SessionUser,
  companyId: number,
): Promise<THiddenEmployerResponse> {
  if (!(await organizationExists(ctx, companyId))) throw new NotFoundError("notFound");
  try {
    await insertHiddenEmployer(ctx.db, user.id, companyId, ctx.now());
  } catch (error) {
    // The company was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new NotFoundError("notFound");
    throw error;
  }
  return { company_id: companyId, hidden: true };
}

/** Shows the company again; one that is not hidden (or does not exist) changes nothing. */
export async function showEmployerAgain(
  ctx: AppContext,
  user: SessionUser,
  companyId: number,
): Promise<THiddenEmployerResponse> {
  await deleteHiddenEmployer(ctx.db, user.id, companyId);
  return { company_id: companyId, hidden: false };
}
