import {
  ZSeekerProfileResponse,
  ZZtdiResult,
  ZZtdiResultCreated,
  type TCreateZtdiResultRequest,
  type TSeekerProfileResponse,
  type TZtdiSurveyRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { seekerProfileKeys } from "@/features/seeker-profile";
import { searchKeys } from "@/features/search";
import { ztdiKeys } from "./keys";

/** GET /capi/ztdi/results/{token}: the result of a mailed link (404 for an unknown token). */
export const ztdiResultQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ztdiKeys.result(token),
    queryFn: ({ signal }) =>
      api.get(`/capi/ztdi/results/${encodeURIComponent(token)}`, { schema: ZZtdiResult, signal }),
  });

/** POST /capi/ztdi/results: the answers; the answer holds the result, cached for the result page. */
export function useCreateZtdiResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateZtdiResultRequest) =>
      api.post("/capi/ztdi/results", input, { schema: ZZtdiResultCreated }),
    onSuccess: (created) => queryClient.setQueryData(ztdiKeys.result(created.token), created.result),
    meta: { errorToast: false },
  });
}

/** POST /capi/ztdi/survey: the optional, anonymous survey. */
export function useSubmitZtdiSurvey() {
  return useMutation({
    mutationFn: (input: TZtdiSurveyRequest) => api.post("/capi/ztdi/survey", input),
    meta: { errorToast: false },
  });
}

/** POST /capi/user/seeker-profile/from-ztdi: the profile answered replaces the cached one. */
export function useCopyZtdiToProfile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/capi/user/seeker-profile/from-ztdi", { token }, { schema: ZSeekerProfileResponse }),
    onSuccess: (profile: TSeekerProfileResponse) => queryClient.setQueryData(seekerProfileKeys.all, profile),
    meta: { invalidates: [searchKeys.all], errorToast: false },
  });
}
