import { ZOrganization, type TChangePlanRequest } from "@jobatlas/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STATUS_QUERY_KEY } from "@/lib/session";
import { orgApi, orgQueryKey } from "./org-api";

/**
 * PUT /capi/org/plan (owners only): a paid plan takes effect at once and sales is told to invoice
 * it (DESIGN §4). The organisation's queries and the status (which lists the user's
 * organisations with their plans) are refreshed, so every screen shows the new plan.
 */
export function useChangePlan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePlanRequest) => orgApi(slug).put("/capi/org/plan", input, { schema: ZOrganization }),
    onSuccess: async (organization) => {
      queryClient.setQueryData(orgQueryKey(slug, "detail"), organization);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgQueryKey(slug) }),
        queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY }),
      ]);
    },
    // The form shows every failure itself (applyApiError).
    meta: { errorToast: false },
  });
}
