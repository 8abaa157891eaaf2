import {
  CANDIDATES_PAGE_SIZE,
  ZOrgApplication,
  ZOrgApplicationsResponse,
  ZOrgJobsResponse,
  ZOrgListingsResponse,
  ZOrgPoolCandidate,
  ZWithdrawApplicationsResponse,
  hasNextPage,
  type TApplicationStatusGroup,
  type TApplicationType,
  type TOrgApplication,
  type TOrgApplicationUpdateRequest,
  type TWithdrawApplicationsRequest,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi, orgKeys } from "@/features/orgs";
import { jobKeys } from "@/features/jobs";
import { listingKeys } from "@/features/listings";
import { candidateKeys } from "@/features/applications/api/keys";

/** The filters of the candidates list (its URL: spec §2). The status group defaults to active. */
export type CandidatesFilters = {
  query?: string;
  type?: TApplicationType[];
  status?: TApplicationStatusGroup;
  job_ids?: number[];
  listing_ids?: number[];
};

/** GET /capi/org/applications in pages of 50: the next page exists while count > offset + 50 (spec §9). */
export const candidatesListQueryOptions = (slug: string, filters: CandidatesFilters) =>
  infiniteQueryOptions({
    queryKey: candidateKeys.list(slug, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      orgApi(slug).get("/capi/org/applications", {
        schema: ZOrgApplicationsResponse,
        query: {
          query: filters.query,
          type: filters.type?.join(","),
          status: filters.status ?? "active",
          job_ids: filters.job_ids?.join(","),
          listing_ids: filters.listing_ids?.join(","),
          limit: CANDIDATES_PAGE_SIZE,
          offset: pageParam,
        },
        signal,
      }),
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, CANDIDATES_PAGE_SIZE) ? offset + CANDIDATES_PAGE_SIZE : undefined,
  });

/** GET /capi/org/applications/{id}: 404 for another organisation's application (no retry for 4xx). */
export const candidateQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: candidateKeys.detail(slug, id),
    queryFn: ({ signal }) => orgApi(slug).get(`/capi/org/applications/${id}`, { schema: ZOrgApplication, signal }),
  });

/** GET /capi/org/candidate-pool/{user_id}: 404 once the seeker revoked the access. */
export const poolCandidateQueryOptions = (slug: string, userId: number) =>
  queryOptions({
    queryKey: candidateKeys.pool(slug, userId),
    queryFn: ({ signal }) =>
      orgApi(slug).get(`/capi/org/candidate-pool/${userId}`, { schema: ZOrgPoolCandidate, signal }),
  });

/** The open applications of a listing (pending + active): only the count is read. */
export const openApplicationsOfListingQueryOptions = (slug: string, listingId: number) =>
  queryOptions({
    queryKey: candidateKeys.openOfListing(slug, listingId),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/applications", {
        schema: ZOrgApplicationsResponse,
        query: { listing_ids: String(listingId), status: "active", limit: 1 },
        signal,
      }),
  });

/** The first 50 jobs and listings, for the list's job and listing filters. */
export const filterJobsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.candidateFilter(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/jobs", { schema: ZOrgJobsResponse, query: { limit: 50 }, signal }),
  });
export const filterListingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: listingKeys.candidateFilter(slug),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/listings", { schema: ZOrgListingsResponse, query: { limit: 50 }, signal }),
  });

/**
 * PUT /capi/org/applications/{id} with `id` in the body: accept, archive (with an optional
 * `message` to the applicant) or notes. The answer replaces the cached profile; the lists and the
 * follow-up (the applications about to be closed, the response record) refresh. The caller shows
 * failures.
 */
export function useUpdateCandidate(slug: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TOrgApplicationUpdateRequest, "id">) =>
      orgApi(slug).put(`/capi/org/applications/${id}`, { ...input, id }, { schema: ZOrgApplication }),
    onSuccess: (saved: TOrgApplication) => queryClient.setQueryData(candidateKeys.detail(slug, id), saved),
    // An answered application leaves the list of those about to be closed (issue 29).
    meta: { invalidates: [candidateKeys.lists(slug), orgKeys.followUp(slug)], errorToast: false },
  });
}

/** POST /capi/org/listings/{id}/withdraw-applications: every list and profile of applications refreshes. */
export function useWithdrawListingApplications(slug: string, listingId: number) {
  return useMutation({
    mutationFn: (input: TWithdrawApplicationsRequest) =>
      orgApi(slug).post(`/capi/org/listings/${listingId}/withdraw-applications`, input, {
        schema: ZWithdrawApplicationsResponse,
      }),
    meta: { invalidates: [candidateKeys.all(slug)], errorToast: false },
  });
}
