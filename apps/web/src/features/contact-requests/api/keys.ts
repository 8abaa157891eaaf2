import { candidateKeys } from "@/features/candidates/api/keys";

/** Query keys of contact requests (ADR 079): an application's sit under its candidate key. */
export const contactRequestKeys = {
  ofApplication: (slug: string, id: number) => [...candidateKeys.detail(slug, id), "contact-requests"] as const,
  /** Which of the user's organisations has the application (send-for). */
  organizationOf: (id: number, slugs: readonly string[]) =>
    ["contact-requests", "organization-of", id, [...slugs].sort()] as const,
  /** The public side: the request of a mailed token. */
  public: (token: string) => ["contact-request", token] as const,
};
