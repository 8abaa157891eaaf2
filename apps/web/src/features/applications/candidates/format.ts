import { idFromText } from "@jobatlas/contract";

/** The id of a candidate path: an application id, or `pool-<user id>` for a seeker of the candidate pool. */
export type CandidatePathId = { kind: "application"; id: number } | { kind: "pool"; id: number };

export function candidatePathId(value: string): CandidatePathId | undefined {
  const pool = value.startsWith("pool-");
  const id = idFromText(pool ? value.slice("pool-".length) : value);
  return id === undefined ? undefined : { kind: pool ? "pool" : "application", id };
}
