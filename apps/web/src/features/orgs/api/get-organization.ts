import { ZOrganization } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { orgKeys } from "./keys";
import { orgApi } from "./org-api";

/** GET /capi/org: the organisation named by the slug (404 when the user is no member). */
export const organizationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.detail(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org", { schema: ZOrganization, signal }),
  });
