import {
  ZWidgetJobsResponse,
  ZWidgetListingsResponse,
  ZWidgetOrganization,
  type TWidgetTheme,
} from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { widgetKeys } from "./keys";

/** The first page of a widget list (the API's default; the widget links to the rest on Jobatlas). */
export const WIDGET_LIST_SIZE = 50;

/** GET /capi/widgets/{id}: the organisation's name and logo and the theme its widgets show (404 → NotFoundError). */
export const widgetOrganizationQueryOptions = (id: number, theme?: TWidgetTheme) =>
  queryOptions({
    queryKey: widgetKeys.organization(id, theme),
    queryFn: ({ signal }) => api.get(`/capi/widgets/${id}`, { schema: ZWidgetOrganization, query: { theme }, signal }),
  });

/** GET /capi/widgets/{id}/listings: the organisation and the first page of its active listings. */
export const widgetListingsQueryOptions = (id: number, theme?: TWidgetTheme) =>
  queryOptions({
    queryKey: widgetKeys.list("listings", id, theme),
    queryFn: ({ signal }) =>
      api.get(`/capi/widgets/${id}/listings`, {
        schema: ZWidgetListingsResponse,
        query: { theme, limit: WIDGET_LIST_SIZE },
        signal,
      }),
  });

/** GET /capi/widgets/{id}/jobs: the organisation and the first page of its active job profiles. */
export const widgetJobsQueryOptions = (id: number, theme?: TWidgetTheme) =>
  queryOptions({
    queryKey: widgetKeys.list("jobs", id, theme),
    queryFn: ({ signal }) =>
      api.get(`/capi/widgets/${id}/jobs`, {
        schema: ZWidgetJobsResponse,
        query: { theme, limit: WIDGET_LIST_SIZE },
        signal,
      }),
  });
