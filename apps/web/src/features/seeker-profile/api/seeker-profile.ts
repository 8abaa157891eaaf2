import { ZSeekerProfileResponse, type TSeekerProfileRequest, type TSeekerProfileResponse } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { searchKeys } from "@/features/search";
import { seekerProfileKeys } from "./keys";

/** GET /capi/user/seeker-profile: the signed-in seeker's profile (`completed` false before the first save). */
export const seekerProfileQueryOptions = () =>
  queryOptions({
    queryKey: seekerProfileKeys.all,
    queryFn: ({ signal }) => api.get("/capi/user/seeker-profile", { schema: ZSeekerProfileResponse, signal }),
  });

/** PUT /capi/user/seeker-profile: the whole profile; the search ranks by it from then on. */
export function useSaveSeekerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TSeekerProfileRequest) =>
      api.put("/capi/user/seeker-profile", profile, { schema: ZSeekerProfileResponse }),
    onSuccess: (saved: TSeekerProfileResponse) => queryClient.setQueryData(seekerProfileKeys.all, saved),
    // The form shows its own errors; results with seeker_profile=true change.
    meta: { invalidates: [searchKeys.all], errorToast: false },
  });
}
