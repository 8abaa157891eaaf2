import { ZEmailRevertResponse } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/session";

/** POST /capi/email-change/revert: "this wasn't me" — the old address back, every session ended (ADR 056). */
export function useRevertEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await api.post("/capi/email-change/revert", { token }, { schema: ZEmailRevertResponse });
      // This browser's session ended too: the header shows it.
      await refreshSession(queryClient);
      return answer;
    },
    meta: { errorToast: false },
  });
}
