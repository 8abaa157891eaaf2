import {
  scoreZtdiAnswers,
  topZtdiDimensions,
  ZTDI_DIMENSIONS,
  ztdiJobTitles,
  ztdiSectors,
  type TZtdiResult,
  type TZtdiScores,
} from "@jobatlas/contract";
import type { ZtdiResultRow } from "./ztdi.repo";

/** The stored scores; a row from an older scoring falls back to scoring its answers again. */
function scoresOf(row: ZtdiResultRow): TZtdiScores {
  const stored = row.scores as Partial<TZtdiScores>;
  return ZTDI_DIMENSIONS.every((d) => typeof stored[d] === "number")
    ? (stored as TZtdiScores)
    : scoreZtdiAnswers(row.answers);
}

/** A result as its link shows it: scores, top dimensions and what fits them (never the owner or the answers). */
export function presentZtdiResult(row: ZtdiResultRow): TZtdiResult {
  const scores = scoresOf(row);
  const top = topZtdiDimensions(scores);
  return {
    scores: ZTDI_DIMENSIONS.map((dimension) => ({ dimension, score: scores[dimension] })),
    top_dimensions: top,
    sectors: ztdiSectors(top),
    job_titles: ztdiJobTitles(top),
    created_at: row.createdAt.toISOString(),
  };
}
