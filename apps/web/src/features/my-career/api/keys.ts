/**
 * Query keys of the seeker's career (ADR 079): every query sits under `myCareerKeys.all`, so a
 * change here, or an application sent from the apply wizard, refreshes all of them. The
 * candidate pool is one key for my career and the apply wizard alike: a grant made in the
 * wizard is what my career shows.
 */
export const myCareerKeys = {
  all: ["my-career"] as const,
  lists: () => [...myCareerKeys.all, "list"] as const,
  list: (status: string) => [...myCareerKeys.lists(), status] as const,
  latest: () => [...myCareerKeys.all, "latest"] as const,
  application: (id: number) => [...myCareerKeys.all, "application", id] as const,
  /** The anonymous applicant's status page (by its mailed token). */
  statusPage: (id: number, token: string) => [...myCareerKeys.all, "status-page", id, token] as const,
  /** The companies that may see the seeker profile (candidate-pool access). */
  candidatePool: () => [...myCareerKeys.all, "candidate-pool"] as const,
};
