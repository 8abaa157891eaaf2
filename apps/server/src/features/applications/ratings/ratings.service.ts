/**
 * Members' ratings of candidates (issue 30 point 3, ADR 091). Every member who may see the
 * organisation's candidates (manageApplications) rates an application 1–5 stars with an optional
 * note, replaces their own rating and removes it; nobody changes another member's rating (there is
 * no call for it). Another organisation's application → 404. A rating records no activity: like
 * the team's notes it is the members' own and never reaches an applicant-facing answer; the
 * applicant reads it in their data export (features/data-rights).
 */
import type { TApplicationRatings, TRating, TRatingSummary } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { foundOr404, NotFoundError } from "../../../errors";
import { isIdentityDeleted } from "../applicant-identity";
import type { OrgContext } from "../../orgs/orgs.types";
import { findApplicationWithNames, lockApplication } from "../applications.repo";
import { NO_RATINGS, presentRatings, roundedAverage } from "./ratings.presenter";
import { deleteRating, ratingsOfApplication, ratingSummaries, upsertRating } from "./ratings.repo";

async function presentedRatings(ctx: AppContext, org: OrgContext, applicationId: number) {
  return presentRatings(await ratingsOfApplication(ctx.db, applicationId), org.user.id);
}

/** GET …/ratings: every member's rating of the organisation's application; 404 for any other. */
export async function ratingsOf(ctx: AppContext, org: OrgContext, applicationId: number): Promise<TApplicationRatings> {
  const found = await findApplicationWithNames(ctx.db, applicationId);
  foundOr404(found?.application.organizationId === org.organization.id ? found : undefined);
  return presentedRatings(ctx, org, applicationId);
}

/**
 * PUT …/my-rating: sets or replaces the caller's rating. The application is locked first, so a
 * rating never lands on an application being deleted (retention, withdrawal of the organisation).
 */
export async function rateApplication(
  ctx: AppContext,
  org: OrgContext,
  applicationId: number,
  input: TRating,
): Promise<TApplicationRatings> {
  return inTransaction(ctx, async (tx) => {
    const application = foundOr404(
      await lockApplication(tx.db, applicationId, { organizationId: org.organization.id }),
    );
    // The applicant erased their data: their ratings went with it, and no new one is made (ADR 091).
    if (isIdentityDeleted(application)) throw new NotFoundError();
    await upsertRating(tx.db, { applicationId, userId: org.user.id, stars: input.stars, note: input.note }, tx.now());
    return presentedRatings(tx, org, applicationId);
  });
}

/** DELETE …/my-rating: removes the caller's own rating (none is no change). */
export async function removeMyRating(
  ctx: AppContext,
  org: OrgContext,
  applicationId: number,
): Promise<TApplicationRatings> {
  return inTransaction(ctx, async (tx) => {
    foundOr404(await lockApplication(tx.db, applicationId, { organizationId: org.organization.id }));
    await deleteRating(tx.db, applicationId, org.user.id);
    return presentedRatings(tx, org, applicationId);
  });
}

/**
 * The candidates list's summary per application: the average to one decimal and how many rated
 * (none: no average, 0). The ids are the organisation's own (the list read them under its id).
 */
export async function ratingSummariesOf(
  ctx: AppContext,
  applicationIds: number[],
): Promise<(applicationId: number) => TRatingSummary> {
  const rows = await ratingSummaries(ctx.db, applicationIds);
  const byId = new Map(rows.map((row) => [row.applicationId, row]));
  return (applicationId) => {
    const row = byId.get(applicationId);
    return row ? { average: roundedAverage(row.average), count: row.count } : NO_RATINGS;
  };
}
