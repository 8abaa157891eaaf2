import { orgKeys } from "@/features/orgs";
import type { QuestionnaireFilters } from "./questionnaires";

/** Query keys of an organisation's questionnaires (ADR 079): lists, details and choice lists. */
export const questionnaireKeys = {
  all: (slug: string) => [...orgKeys.all(slug), "questionnaires"] as const,
  lists: (slug: string) => [...questionnaireKeys.all(slug), "list"] as const,
  list: (slug: string, filters: QuestionnaireFilters) => [...questionnaireKeys.lists(slug), filters] as const,
  detail: (slug: string, id: string) => [...questionnaireKeys.all(slug), "detail", id] as const,
  /** The questionnaires a listing can take, by what was typed. */
  autocomplete: (slug: string, query: string) => [...questionnaireKeys.all(slug), "autocomplete", query] as const,
  /** The questionnaires the listings filter offers. */
  filterChoices: (slug: string) => [...questionnaireKeys.all(slug), "filter-choices"] as const,
};
