/**
 * The relevance measures of one ranked list of listings against graded judgments (gain 2 or 1,
 * 0 for a listing not judged relevant):
 * - nDCG@10: Σ gain / log2(rank + 1) over the first 10, divided by the same sum over the best
 *   possible order of every judged listing of the corpus;
 * - recall@50: judged listings among the first 50, divided by min(50, judged listings);
 * - hit@3: a listing of the query's top grade (2; 1 where the corpus has nothing better) among
 *   the first 3.
 */

export interface Scores {
  ndcg10: number;
  recall50: number;
  hit3: number;
}

export function dcg(gains: readonly number[], depth: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(depth, gains.length); i++) sum += gains[i]! / Math.log2(i + 2);
  return sum;
}

/**
 * @param ranked gains of the returned listings, in rank order
 * @param judged gains of every judged listing of the corpus (any order); none → undefined
 */
export function score(ranked: readonly number[], judged: readonly number[]): Scores | undefined {
  const relevant = judged.filter((g) => g > 0);
  if (relevant.length === 0) return undefined;
  const ideal = [...relevant].sort((a, b) => b - a);
  const top = ideal[0]!;
  return {
    ndcg10: dcg(ranked, 10) / dcg(ideal, 10),
    recall50: ranked.slice(0, 50).filter((g) => g > 0).length / Math.min(50, relevant.length),
    hit3: ranked.slice(0, 3).some((g) => g >= top) ? 1 : 0,
  };
}

export function mean(scores: readonly Scores[]): Scores {
  const n = scores.length || 1;
  return {
    ndcg10: scores.reduce((s, x) => s + x.ndcg10, 0) / n,
    recall50: scores.reduce((s, x) => s + x.recall50, 0) / n,
    hit3: scores.reduce((s, x) => s + x.hit3, 0) / n,
  };
}

/** Issue 26's targets: overall nDCG@10 ≥ 0.85 and hit@3 ≥ 95 %, no class below 0.75 nDCG@10. */
export const TARGETS = { ndcg10: 0.85, hit3: 0.95, classNdcg10: 0.75 } as const;
