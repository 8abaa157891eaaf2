import { orgKeys } from "@/features/orgs";

/** Query keys of the data rights (ADR 079). */
export const dataRightsKeys = {
  accountDeletion: ["data-rights", "account-deletion"] as const,
  /** The organisation's retention period of closed applications. */
  retention: (slug: string) => [...orgKeys.all(slug), "application-retention"] as const,
};
