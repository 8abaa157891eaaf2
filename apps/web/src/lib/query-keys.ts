/**
 * Query keys of what lib/ itself asks for (ADR 079). The areas' keys are in
 * `features/<area>/api/keys.ts`, beside the queries that use them.
 */
export const appKeys = {
  /** GET /capi/status: who is signed in. Signing in or out keeps it and drops every other query. */
  status: ["status"] as const,
  /** Job-title suggestions; under the search's prefix, refreshed with it. */
  jobTitles: (query: string, language: string, limit: number) =>
    ["search", "job-titles", query, language, limit] as const,
};
