import { ZProfile, type TProfile, type TProfileUpdateRequest } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys";
import { profileKeys } from "./keys";

/** PUT /capi/profile: names and language, and a new email together with its verification token. */
export function updateProfile(input: TProfileUpdateRequest) {
  return api.put("/capi/profile", input, { schema: ZProfile });
}

/** After any change of the profile: the answer is the new profile; the header's status is refetched. */
export function useProfileMutation<TInput>(mutationFn: (input: TInput) => Promise<TProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.all, profile),
    meta: { invalidates: [appKeys.status], errorToast: false },
  });
}

export function useUpdateProfile() {
  return useProfileMutation(updateProfile);
}
