import { ZApplicationRetention, type TApplicationRetentionUpdateRequest } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { dataRightsKeys } from "./keys";

/** GET /capi/org/application-retention: the days closed (archived), rejected and withdrawn applications are kept. */
export const applicationRetentionOptions = (slug: string) =>
  queryOptions({
    queryKey: dataRightsKeys.retention(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/application-retention", { schema: ZApplicationRetention, signal }),
  });

/** PUT /capi/org/application-retention. */
export function useSetApplicationRetention(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TApplicationRetentionUpdateRequest) =>
      orgApi(slug).put("/capi/org/application-retention", input, { schema: ZApplicationRetention }),
    onSuccess: (saved) => queryClient.setQueryData(dataRightsKeys.retention(slug), saved),
    meta: { errorToast: false },
  });
}
