import type { TMessageTemplateKind } from "@jobatlas/contract";
import { orgKeys } from "@/features/orgs";

/** An organisation's message templates (ADR 090): all of them, or those of one kind. */
export const messageTemplateKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "message-templates"] as const,
  list: (slug: string, kind?: TMessageTemplateKind) => [...messageTemplateKeys.all(slug), kind ?? "all"] as const,
};
