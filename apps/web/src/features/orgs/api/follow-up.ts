import {
  ZApplicationMailSetting,
  ZClosingApplications,
  ZOrgResponseRecord,
  type TApplicationMailSettingUpdateRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgKeys } from "./keys";
import { orgApi } from "./org-api";

/** GET /capi/org/response-record: the last 180 days and the 180 before them (the trend). */
export const responseRecordQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.responseRecord(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/response-record", { schema: ZOrgResponseRecord, signal }),
  });

/** GET /capi/org/applications-closing (owners and admins): pending applications past the answer time, soonest first. */
export const closingApplicationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.closingApplications(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/applications-closing", { schema: ZClosingApplications, signal }),
  });

/**
 * The CSV of the applications about to be closed: a plain link with `download`, like the
 * attachments; the server takes the last used organisation (no X-Organization on a link).
 */
export const CLOSING_APPLICATIONS_CSV = "/capi/org/applications-closing.csv";

/** GET /capi/org/application-mails: the signed-in member's own choice in this organisation. */
export const applicationMailsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.applicationMails(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/application-mails", { schema: ZApplicationMailSetting, signal }),
  });

/** PUT /capi/org/application-mails: the answer replaces the cached choice. The caller shows failures. */
export function useSetApplicationMails(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TApplicationMailSettingUpdateRequest) =>
      orgApi(slug).put("/capi/org/application-mails", input, { schema: ZApplicationMailSetting }),
    onSuccess: (saved) => queryClient.setQueryData(orgKeys.applicationMails(slug), saved),
    meta: { errorToast: false },
  });
}
