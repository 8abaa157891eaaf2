import { orgKeys } from "@/features/orgs";
import type { CandidatesFilters } from "@/features/applications/candidates/api/candidates";

/*
 * The query keys of the application area, all in one registry (ADR 079; the area is
 * docs/decisions/083-one-application-area.md): the seeker's side under `myCareerKeys.all`, the
 * organisation's under `candidateKeys.all(slug)` and `candidateInviteKeys.all(slug)`, and the
 * public pages of mailed tokens by their token.
 */

/**
 * The seeker's career: every query sits under `myCareerKeys.all`, so a change here, or an
 * application sent from the apply wizard, refreshes all of them. The candidate pool is one key for
 * my career and the apply wizard alike: a grant made in the wizard is what my career shows.
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

/**
 * An organisation's candidates: every list, profile and pool profile (and an application's
 * contact requests) sit under `candidateKeys.all(slug)`, the prefix the notification poller
 * refreshes when an application activity arrives, so a new application shows within the polling
 * interval without a reload.
 */
export const candidateKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "applications"] as const,
  lists: (slug: string) => [...candidateKeys.all(slug), "list"] as const,
  list: (slug: string, filters: CandidatesFilters) =>
    [
      ...candidateKeys.lists(slug),
      {
        query: filters.query ?? "",
        type: [...(filters.type ?? [])].sort(),
        status: filters.status ?? "active",
        job_ids: [...(filters.job_ids ?? [])].sort((a, b) => a - b),
        listing_ids: [...(filters.listing_ids ?? [])].sort((a, b) => a - b),
      },
    ] as const,
  detail: (slug: string, id: number) => [...candidateKeys.all(slug), "detail", id] as const,
  /** The members' ratings of an application (ADR 091). */
  ratings: (slug: string, id: number) => [...candidateKeys.detail(slug, id), "ratings"] as const,
  pool: (slug: string, userId: number) => [...candidateKeys.all(slug), "pool", userId] as const,
  openOfListing: (slug: string, listingId: number) =>
    [...candidateKeys.all(slug), "open-of-listing", listingId] as const,
};

/** Contact requests: an application's sit under its candidate key. */
export const contactRequestKeys = {
  ofApplication: (slug: string, id: number) => [...candidateKeys.detail(slug, id), "contact-requests"] as const,
  /** Which of the user's organisations has the application (send-for). */
  organizationOf: (id: number, slugs: readonly string[]) =>
    ["contact-requests", "organization-of", id, [...slugs].sort()] as const,
  /** The public side: the request of a mailed token. */
  public: (token: string) => ["contact-request", token] as const,
};

/** An organisation's candidate invitations. */
export const candidateInviteKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "candidate-invites"] as const,
  page: (slug: string, offset: number) => [...candidateInviteKeys.all(slug), { offset }] as const,
  /** The listings and jobs an invitation can be for. */
  targets: (slug: string) => [...candidateInviteKeys.all(slug), "targets"] as const,
  /** The invitation the apply wizard prefills from (public, by its token). */
  public: (token: string) => ["candidate-invite", token] as const,
};

/**
 * Bulk rejections (ADR 090): the organisation's rejections waiting to be sent and a preview's
 * recipients, under the candidates' prefix (an application's activity refreshes them too).
 */
export const bulkRejectionKeys = {
  scheduled: (slug: string) => [...candidateKeys.all(slug), "scheduled-rejections"] as const,
  recipients: (slug: string, ids: readonly number[]) =>
    [...candidateKeys.all(slug), "bulk-recipients", [...ids].sort((a, b) => a - b)] as const,
};
