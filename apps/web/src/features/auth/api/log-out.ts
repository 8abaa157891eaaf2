import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/session";

/** POST /capi/logout ends the session; everything cached for it (profile, lists) is dropped. */
export function logOut() {
  return api.post("/capi/logout");
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logOut();
      await refreshSession(queryClient);
    },
    meta: { errorToast: false },
  });
}
