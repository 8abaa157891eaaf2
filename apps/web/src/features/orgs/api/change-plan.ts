import {
  ZOrganization,
  ZOrgPlan,
  ZPlanChangePreview,
  type TChangePlanRequest,
  type TOrganizationPlan,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { appKeys } from "@/lib/query-keys";
import { orgKeys } from "./keys";
import { orgApi } from "./org-api";

/** GET /capi/org/plan: the plan, its latest change while it can be undone, and how each other plan is reached. */
export const orgPlanQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.planState(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/plan", { schema: ZOrgPlan, signal }),
    staleTime: 0,
  });

/** GET /capi/org/plan/preview?plan= (owners): what the change would do, from the organisation's data now. */
export const planPreviewQueryOptions = (slug: string, plan: TOrganizationPlan) =>
  queryOptions({
    queryKey: orgKeys.planPreview(slug, plan),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/plan/preview", { schema: ZPlanChangePreview, query: { plan }, signal }),
    staleTime: 0,
  });

/**
 * PUT /capi/org/plan (owners only): in effect at once, sales is told (ADR 053). The
 * organisation's queries (its plan, the activity feed, listings whose extensions depend on the
 * plan) and the status (which lists the user's organisations with their plans) are refreshed, so
 * every screen shows the new plan.
 */
export function useChangePlan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePlanRequest) => orgApi(slug).put("/capi/org/plan", input, { schema: ZOrganization }),
    onSuccess: async (organization) => {
      queryClient.setQueryData(orgKeys.detail(slug), organization);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.all(slug) }),
        queryClient.invalidateQueries({ queryKey: appKeys.status }),
      ]);
    },
    // The dialog shows every failure itself.
    meta: { errorToast: false },
  });
}
