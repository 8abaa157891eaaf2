import { ZOrganization, type TOpenOrganizationRequest } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshSession } from "@/lib/session";

/** POST /capi/organizations: a signed-in user opens a company account and becomes its owner. */
export function openOrganization(input: TOpenOrganizationRequest) {
  return api.post("/capi/organizations", input, { schema: ZOrganization });
}

export function useOpenOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TOpenOrganizationRequest) => {
      const organization = await openOrganization(input);
      // The new organisation must be in the status before its area's guard reads it.
      await refreshSession(queryClient);
      return organization;
    },
    meta: { errorToast: false },
  });
}
