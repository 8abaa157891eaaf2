import {
  ZOrganization,
  ZOrgPlan,
  ZPlanChangePreview,
  type TChangePlanRequest,
  type TOrganizationPlan,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { STATUS_QUERY_KEY } from "@/lib/session";
import { orgApi, orgQueryKey } from "./org-api";

/** Everything about the plan is under this key: its state and the previews (an activity of source `plan` refreshes it). */
export const planKey = (slug: string) => orgQueryKey(slug, "plan");

/** GET /capi/org/plan: the plan, its latest change while it can be undone, and how each other plan is reached. */
export const orgPlanQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...planKey(slug), "state"],
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/plan", { schema: ZOrgPlan, signal }),
    staleTime: 0,
  });

/** GET /capi/org/plan/preview?plan= (owners): what the change would do, from the organisation's data now. */
export const planPreviewQueryOptions = (slug: string, plan: TOrganizationPlan) =>
  queryOptions({
    queryKey: [...planKey(slug), "preview", plan],
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
      queryClient.setQueryData(orgQueryKey(slug, "detail"), organization);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgQueryKey(slug) }),
        queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY }),
      ]);
    },
    // The dialog shows every failure itself.
    meta: { errorToast: false },
  });
}
