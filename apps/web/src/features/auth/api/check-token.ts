import { ZCheckTokenResponse } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/session";

/** POST /capi/check-token: spends the link's token, starts a session and says where to go next. */
export function checkToken(token: string) {
  return api.post("/capi/check-token", { token }, { schema: ZCheckTokenResponse });
}

export function useCheckToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await checkToken(token);
      await refreshSession(queryClient);
      return answer;
    },
    meta: { errorToast: false },
  });
}
