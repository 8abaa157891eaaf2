import { ZSeekerProfileResponse, type TSeekerProfileRequest, type TSeekerProfileResponse } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const SEEKER_PROFILE_QUERY_KEY = ["seeker-profile"] as const;

/** GET /capi/user/seeker-profile: the signed-in seeker's profile (`completed` false before the first save). */
export const seekerProfileQueryOptions = () =>
  queryOptions({
    queryKey: SEEKER_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get("/capi/user/seeker-profile", { schema: ZSeekerProfileResponse, signal }),
  });

/** PUT /capi/user/seeker-profile: the whole profile; the search ranks by it from then on. */
export function useSaveSeekerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TSeekerProfileRequest) =>
      api.put("/capi/user/seeker-profile", profile, { schema: ZSeekerProfileResponse }),
    onSuccess: (saved: TSeekerProfileResponse) => queryClient.setQueryData(SEEKER_PROFILE_QUERY_KEY, saved),
    // The form shows its own errors; results with seeker_profile=true change.
    meta: { invalidates: [["search"]], errorToast: false },
  });
}
