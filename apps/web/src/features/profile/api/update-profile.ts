import { ZProfile, type TProfile, type TProfileUpdateRequest } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { STATUS_QUERY_KEY } from "@/lib/session";
import { PROFILE_QUERY_KEY } from "./get-profile";

/** PUT /capi/profile: names and language, and a new email together with its verification token. */
export function updateProfile(input: TProfileUpdateRequest) {
  return api.put("/capi/profile", input, { schema: ZProfile });
}

/** After any change of the profile: the answer is the new profile; the header's status is refetched. */
export function useProfileMutation<TInput>(mutationFn: (input: TInput) => Promise<TProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
    meta: { invalidates: [STATUS_QUERY_KEY], errorToast: false },
  });
}

export function useUpdateProfile() {
  return useProfileMutation(updateProfile);
}
