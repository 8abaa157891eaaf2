/**
 * Query keys of an organisation's data (ADR 079). Every org area's keys start with
 * `orgKeys.all(slug)`, so one prefix refreshes everything of the organisation (a plan change);
 * each area's own keys (jobs, listings, candidates …) are in its `api/keys.ts` under this prefix.
 */
export const orgKeys = {
  all: (slug: string) => ["org", slug] as const,
  detail: (slug: string) => [...orgKeys.all(slug), "detail"] as const,
  /** Everything about the plan: its state and the previews (an activity of source `plan` refreshes it). */
  plan: (slug: string) => [...orgKeys.all(slug), "plan"] as const,
  planState: (slug: string) => [...orgKeys.plan(slug), "state"] as const,
  planPreview: (slug: string, plan: string) => [...orgKeys.plan(slug), "preview", plan] as const,
  /**
   * The follow-up of applications (issue 29): the response record and the applications about to
   * be closed sit under the candidates' prefix (`candidateKeys.all`, "applications"), so an
   * application's activity or change refreshes them with the lists.
   */
  followUp: (slug: string) => [...orgKeys.all(slug), "applications", "follow-up"] as const,
  responseRecord: (slug: string) => [...orgKeys.followUp(slug), "response-record"] as const,
  closingApplications: (slug: string) => [...orgKeys.followUp(slug), "closing"] as const,
  /** The signed-in member's own choice of mails about new applications. */
  applicationMails: (slug: string) => [...orgKeys.all(slug), "application-mails"] as const,
};
