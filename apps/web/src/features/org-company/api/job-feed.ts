import { ZJobFeedSetting, type TJobFeedSettingUpdateRequest } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { orgCompanyKeys } from "./keys";

/** GET /capi/org/job-feed (owners, admins): whether the listings go out in the global feed, and the feeds' addresses. */
export const jobFeedQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.jobFeed(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/job-feed", { schema: ZJobFeedSetting, signal }),
  });

/** PUT /capi/org/job-feed: the answer replaces the cached setting. */
export function useSetJobFeed(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TJobFeedSettingUpdateRequest) =>
      orgApi(slug).put("/capi/org/job-feed", input, { schema: ZJobFeedSetting }),
    onSuccess: (saved) => queryClient.setQueryData(orgCompanyKeys.jobFeed(slug), saved),
    meta: { errorToast: false },
  });
}
