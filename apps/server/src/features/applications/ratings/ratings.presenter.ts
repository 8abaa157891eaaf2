import type { TApplicationRating, TApplicationRatings, TRatingSummary } from "@jobatlas/contract";
import type { RatingRow } from "./ratings.repo";

/** The average to one decimal, as every screen shows it (null while nobody rated). */
export function roundedAverage(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}

/** The list's summary of an application nobody rated. */
export const NO_RATINGS: TRatingSummary = { average: null, count: 0 };

/** A member's rating; `mine` when it is the caller's. */
export function presentRating(row: RatingRow, callerId: number): TApplicationRating {
  return {
    user_id: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    stars: row.stars,
    note: row.note,
    mine: row.userId === callerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every member's rating of an application, their average and the caller's own. */
export function presentRatings(rows: RatingRow[], callerId: number): TApplicationRatings {
  const items = rows.map((row) => presentRating(row, callerId));
  const total = rows.reduce((sum, row) => sum + row.stars, 0);
  return {
    average: roundedAverage(rows.length === 0 ? null : total / rows.length),
    count: rows.length,
    items,
    mine: items.find((item) => item.mine) ?? null,
  };
}
