import { orgKeys } from "@/features/orgs/api/keys";

/** Query keys of an organisation's candidate invitations (ADR 079). */
export const candidateInviteKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "candidate-invites"] as const,
  page: (slug: string, offset: number) => [...candidateInviteKeys.all(slug), { offset }] as const,
  /** The listings and jobs an invitation can be for. */
  targets: (slug: string) => [...candidateInviteKeys.all(slug), "targets"] as const,
  /** The invitation the apply wizard prefills from (public, by its token). */
  public: (token: string) => ["candidate-invite", token] as const,
};
