import { ZAnswerTime, type TAnswerTimeUpdateRequest } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi, orgKeys } from "@/features/orgs";
import { orgCompanyKeys } from "./keys";

/** GET /capi/org/answer-time: the days the organisation promises to answer within (`days` null: the default). */
export const answerTimeQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.answerTime(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/answer-time", { schema: ZAnswerTime, signal }),
  });

/**
 * PUT /capi/org/answer-time (owners and admins): the answer replaces the cached one; the list of
 * applications about to be closed refreshes (their dates follow the answer time).
 */
export function useSetAnswerTime(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnswerTimeUpdateRequest) =>
      orgApi(slug).put("/capi/org/answer-time", input, { schema: ZAnswerTime }),
    onSuccess: (saved) => queryClient.setQueryData(orgCompanyKeys.answerTime(slug), saved),
    meta: { invalidates: [orgKeys.followUp(slug)], errorToast: false },
  });
}
