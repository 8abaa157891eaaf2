import {
  idFromText,
  QUESTIONNAIRE_PAGE_SIZE,
  ZQuestionnaire,
  ZQuestionnaireListResponse,
  type TCreateQuestionnaireRequest,
  type TQuestionnaire,
  type TQuestionnaireStatus,
  type TUpdateQuestionnaireRequest,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { hasNextPage } from "@jobatlas/contract";
import { orgApi } from "@/features/orgs";
import { questionnaireKeys } from "./keys";
import { NotFoundError } from "@/lib/api-errors";

export interface QuestionnaireFilters {
  query?: string;
  status?: TQuestionnaireStatus[];
}

/** GET /capi/org/questionnaires: pages of 50; a next page exists while count > offset + 50 (spec §9). */
export const questionnaireListQueryOptions = (slug: string, filters: QuestionnaireFilters) =>
  infiniteQueryOptions({
    queryKey: questionnaireKeys.list(slug, filters),
    queryFn: ({ pageParam, signal }) =>
      orgApi(slug).get("/capi/org/questionnaires", {
        schema: ZQuestionnaireListResponse,
        query: { query: filters.query, status: filters.status, limit: QUESTIONNAIRE_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, QUESTIONNAIRE_PAGE_SIZE) ? offset + QUESTIONNAIRE_PAGE_SIZE : undefined,
  });

/**
 * GET /capi/org/questionnaires/{id}: the questionnaire, or null when the organisation has none
 * with this id (another organisation's, or not an id at all): the screens say so in place.
 */
export const questionnaireQueryOptions = (slug: string, id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.detail(slug, id),
    queryFn: async ({ signal }): Promise<TQuestionnaire | null> => {
      if (idFromText(id) === undefined) return null;
      try {
        return await orgApi(slug).get(`/capi/org/questionnaires/${id}`, { schema: ZQuestionnaire, signal });
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  });

/** POST /capi/org/questionnaires; the dialog shows its errors (plan limit, name) itself. */
export function useCreateQuestionnaire(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateQuestionnaireRequest) =>
      orgApi(slug).post("/capi/org/questionnaires", input, { schema: ZQuestionnaire }),
    onSuccess: (created) => queryClient.setQueryData(questionnaireKeys.detail(slug, String(created.id)), created),
    meta: { invalidates: [questionnaireKeys.all(slug)], errorToast: false },
  });
}

/** PUT /capi/org/questionnaires/{id}: the whole questionnaire (name, status, questions). */
export function useUpdateQuestionnaire(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateQuestionnaireRequest) =>
      orgApi(slug).put(`/capi/org/questionnaires/${input.id}`, input, { schema: ZQuestionnaire }),
    onSuccess: (saved) => queryClient.setQueryData(questionnaireKeys.detail(slug, String(saved.id)), saved),
    meta: { invalidates: [questionnaireKeys.lists(slug)] },
  });
}

/**
 * The PUT body that changes only the status of the questionnaire as the server has it, with its
 * revision: when someone else changed it since it was loaded, the change is refused (ADR 088).
 */
export function withStatus(questionnaire: TQuestionnaire, status: TQuestionnaireStatus): TUpdateQuestionnaireRequest {
  return {
    id: questionnaire.id,
    name: questionnaire.name,
    status,
    questions: questionnaire.questions.map(({ id: _id, ...question }) => question),
    revision: questionnaire.revision,
  };
}
