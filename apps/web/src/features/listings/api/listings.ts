import {
  LISTINGS_PAGE_SIZE,
  ZOrganization,
  ZOrgAddressList,
  ZOrgJob,
  ZOrgJobsResponse,
  ZOrgListingDetail,
  ZOrgListingsResponse,
  ZQuestionnaireAutocompleteResponse,
  ZQuestionnaireListResponse,
  hasNextPage,
  type TCreateListingRequestInput,
  type TListingStatus,
  type TOrganization,
  type TOrgListingDetail,
  type TUpdateListingRequestInput,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { jobKeys } from "@/features/jobs";
import { orgCompanyKeys } from "@/features/org-company";
import { questionnaireKeys } from "@/features/questionnaires";
import { listingKeys } from "./keys";
import { api } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys";

/** The filters of the listings list (its URL: spec §2). */
export type ListingsFilters = {
  query?: string;
  status?: TListingStatus[];
  job_ids?: number[];
  questionnaire_id?: number;
};

/** GET /capi/org/listings in pages of 50: the next page exists while count > offset + 50 (spec §9). */
export const listingsListQueryOptions = (slug: string, filters: ListingsFilters) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list(slug, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      orgApi(slug).get("/capi/org/listings", {
        schema: ZOrgListingsResponse,
        query: {
          query: filters.query,
          status: filters.status?.join(","),
          job_ids: filters.job_ids?.join(","),
          questionnaire_id: filters.questionnaire_id,
          limit: LISTINGS_PAGE_SIZE,
          offset: pageParam,
        },
        signal,
      }),
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, LISTINGS_PAGE_SIZE) ? offset + LISTINGS_PAGE_SIZE : undefined,
  });

/** GET /capi/org/listings/{id}: 404 for another organisation's listing (no retry for 4xx). */
export const listingQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: listingKeys.detail(slug, id),
    queryFn: ({ signal }) => orgApi(slug).get(`/capi/org/listings/${id}`, { schema: ZOrgListingDetail, signal }),
  });

function useListingSaved(slug: string) {
  const queryClient = useQueryClient();
  return (listing: TOrgListingDetail) => queryClient.setQueryData(listingKeys.detail(slug, listing.id), listing);
}

/** POST /capi/org/listings (the wizard): the lists and the jobs (a new job, a count) refresh. */
export function useCreateListing(slug: string) {
  const saved = useListingSaved(slug);
  return useMutation({
    mutationFn: (input: TCreateListingRequestInput) =>
      orgApi(slug).post("/capi/org/listings", input, { schema: ZOrgListingDetail }),
    onSuccess: saved,
    meta: {
      invalidates: [listingKeys.lists(slug), jobKeys.all(slug)],
      errorToast: false,
    },
  });
}

/**
 * PUT /capi/org/listings/{id} with `id` in the body: the editor and the status actions. The answer
 * replaces the cached listing; the lists refresh. The caller shows failures (plan limits too).
 */
export function useUpdateListing(slug: string, id: number) {
  const saved = useListingSaved(slug);
  return useMutation({
    mutationFn: (input: TUpdateListingRequestInput) =>
      orgApi(slug).put(`/capi/org/listings/${id}`, input, { schema: ZOrgListingDetail }),
    onSuccess: saved,
    meta: { invalidates: [listingKeys.lists(slug), jobKeys.all(slug)], errorToast: false },
  });
}

/** PUT /capi/org/listings/{id}/picture: the raw image; the answer replaces the cached listing. */
export function useUploadListingPicture(slug: string, id: number) {
  const saved = useListingSaved(slug);
  return useMutation({
    mutationFn: (file: Blob) =>
      orgApi(slug).put(`/capi/org/listings/${id}/picture`, file, {
        schema: ZOrgListingDetail,
        headers: { "Content-Type": file.type },
      }),
    onSuccess: saved,
    meta: { invalidates: [listingKeys.lists(slug)], errorToast: false },
  });
}

/** DELETE /capi/org/listings/{id}/picture. */
export function useRemoveListingPicture(slug: string, id: number) {
  const saved = useListingSaved(slug);
  return useMutation({
    mutationFn: () => orgApi(slug).delete(`/capi/org/listings/${id}/picture`, { schema: ZOrgListingDetail }),
    onSuccess: saved,
    meta: { invalidates: [listingKeys.lists(slug)] },
  });
}

/** POST /capi/org/listings/{id}/extend: 30 more days, or the plan's refusal (shown by the screen). */
export function useExtendListing(slug: string, id: number) {
  const saved = useListingSaved(slug);
  return useMutation({
    mutationFn: () => orgApi(slug).post(`/capi/org/listings/${id}/extend`, undefined, { schema: ZOrgListingDetail }),
    onSuccess: saved,
    meta: { invalidates: [listingKeys.lists(slug)], errorToast: false },
  });
}

/** GET /capi/org/addresses: the work places a listing can name. */
export const orgAddressesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.addresses(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/addresses", { schema: ZOrgAddressList, signal }),
  });

/** GET /capi/org/jobs?status=planned,active: the jobs a new listing can publish, by title (50). */
export const jobChoicesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.choices(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/jobs", {
        schema: ZOrgJobsResponse,
        query: { status: "planned,active", order_by: "title", limit: 50 },
        signal,
      }),
  });

/** GET /capi/org/jobs (any status, by title): the list's job filter. */
export const jobFilterChoicesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.filterChoices(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/jobs", { schema: ZOrgJobsResponse, query: { order_by: "title", limit: 50 }, signal }),
  });

/** GET /capi/org/jobs/{id}: a job with its texts (the wizard's job description step). */
export const orgJobQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(slug, id),
    queryFn: ({ signal }) => orgApi(slug).get(`/capi/org/jobs/${id}`, { schema: ZOrgJob, signal }),
  });

/** GET /capi/org/questionnaires/autocomplete?query=: active questionnaires a listing can pick. */
export const questionnaireChoicesQueryOptions = (slug: string, query: string) =>
  queryOptions({
    queryKey: questionnaireKeys.autocomplete(slug, query),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/questionnaires/autocomplete", {
        schema: ZQuestionnaireAutocompleteResponse,
        query: { query: query || undefined },
        signal,
      }),
  });

/** GET /capi/org/questionnaires by name (50, any status): the list's questionnaire filter. */
export const questionnaireFilterChoicesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: questionnaireKeys.filterChoices(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/questionnaires", {
        schema: ZQuestionnaireListResponse,
        query: { order_by: "name", limit: 50 },
        signal,
      }),
  });

/**
 * The organisation the top-level listings screens act on: GET /capi/org without X-Organization
 * answers the user's last used one (docs/domain.md §3). Choosing another in the picker calls it with that
 * organisation's header, which makes it the last used one.
 */
export const currentOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.currentOrganization,
    queryFn: ({ signal }) => api.get("/capi/org", { schema: ZOrganization, signal }),
    // The org screens change the last used organisation (each call names one): ask again on each visit.
    staleTime: 0,
  });

/** Makes `slug` the organisation of the top-level screens (and the server's last used one). */
export function useChooseOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => orgApi(slug).get("/capi/org", { schema: ZOrganization }),
    onSuccess: (organization: TOrganization) => queryClient.setQueryData(listingKeys.currentOrganization, organization),
  });
}

/**
 * POST /capi/organization-invites/accept (listings/create?invite_token=): joins the invitation's
 * organisation; the session (its organisations) refreshes and the joined one becomes current.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post("/capi/organization-invites/accept", { token }, { schema: ZOrganization }),
    onSuccess: async (organization: TOrganization) => {
      // Calls with its header make it the last used organisation, as the wizard then acts on it.
      await orgApi(organization.slug).get("/capi/org", { schema: ZOrganization });
      queryClient.setQueryData(listingKeys.currentOrganization, organization);
      await queryClient.invalidateQueries({ queryKey: appKeys.status, refetchType: "all" });
    },
    meta: { errorToast: false },
  });
}
