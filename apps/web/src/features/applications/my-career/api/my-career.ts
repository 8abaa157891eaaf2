import {
  MY_APPLICATIONS_PAGE_SIZE,
  ZCandidatePoolGrantsResponse,
  ZMyApplication,
  ZMyApplicationsResponse,
  hasNextPage,
  type TApplicationStatusGroup,
  type TApplicationStatusUpdateRequest,
  type TMyApplication,
  type TMyApplicationUpdateRequest,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listingPageKeys } from "@/features/companies";
import { myCareerKeys } from "@/features/applications/api/keys";

/** GET /capi/user/applications of one group in pages of 50 (a next page while count > offset + 50, spec §9). */
export const myApplicationsQueryOptions = (status: TApplicationStatusGroup) =>
  infiniteQueryOptions({
    queryKey: myCareerKeys.list(status),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get("/capi/user/applications", {
        schema: ZMyApplicationsResponse,
        query: { status, limit: MY_APPLICATIONS_PAGE_SIZE, offset: pageParam, order_by: "-updated_at" },
        signal,
      }),
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, MY_APPLICATIONS_PAGE_SIZE) ? offset + MY_APPLICATIONS_PAGE_SIZE : undefined,
  });

/** The spec's latest-application lookup: limit 1, offset 0, order_by -updated_at; the first item or null. */
export const latestApplicationQueryOptions = () =>
  queryOptions({
    queryKey: myCareerKeys.latest(),
    queryFn: async ({ signal }) => {
      const page = await api.get("/capi/user/applications", {
        schema: ZMyApplicationsResponse,
        query: { limit: 1, offset: 0, order_by: "-updated_at" },
        signal,
      });
      return { latest: page.items[0] ?? null, count: page.count };
    },
  });

/** GET /capi/user/applications/{id}: 404 for anyone else's (no retry for 4xx). */
export const myApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: myCareerKeys.application(id),
    queryFn: ({ signal }) => api.get(`/capi/user/applications/${id}`, { schema: ZMyApplication, signal }),
  });

/** GET /capi/application-status/{id}?token=: the anonymous applicant's read-only page (404 for a wrong token). */
export const applicationStatusQueryOptions = (id: number, token: string) =>
  queryOptions({
    queryKey: myCareerKeys.statusPage(id, token),
    queryFn: ({ signal }) =>
      api.get(`/capi/application-status/${id}`, { schema: ZMyApplication, query: { token }, signal }),
  });

/**
 * PUT /capi/user/applications/{id} with `id` in the body: the three texts (while pending) or
 * `status: "withdrawn"`. The answer replaces the cached application; every list refreshes.
 * The caller shows failures (the form on its fields, the withdraw screen in its alert).
 */
export function useUpdateMyApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TMyApplicationUpdateRequest, "id">) =>
      api.put(`/capi/user/applications/${id}`, { ...input, id }, { schema: ZMyApplication }),
    onSuccess: (saved: TMyApplication) => queryClient.setQueryData(myCareerKeys.application(id), saved),
    meta: {
      invalidates: [
        myCareerKeys.lists(),
        myCareerKeys.latest(),
        // A withdrawn application no longer marks its listing "applied" (ADR 055).
        listingPageKeys.all,
      ],
      errorToast: false,
    },
  });
}

/**
 * PUT /capi/application-status/{id} with the mailed token: the anonymous applicant's three texts
 * (while pending, ADR 055). The answer replaces the cached status page; the caller shows failures.
 */
export function useUpdateByToken(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: Omit<TApplicationStatusUpdateRequest, "token">) =>
      api.put(`/capi/application-status/${id}`, { ...texts, token }, { schema: ZMyApplication }),
    onSuccess: (saved: TMyApplication) => queryClient.setQueryData(myCareerKeys.statusPage(id, token), saved),
    meta: { errorToast: false },
  });
}

/** POST /capi/application-status/{id}/withdraw with the mailed token. */
export function useWithdrawByToken(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/capi/application-status/${id}/withdraw`, { token }, { schema: ZMyApplication }),
    onSuccess: (saved: TMyApplication) => queryClient.setQueryData(myCareerKeys.statusPage(id, token), saved),
    meta: { errorToast: false },
  });
}

/**
 * GET /capi/user/candidate-pool: the companies that may see the seeker profile (candidate-pool
 * access, docs/domain.md §4), newest first; my career and the apply wizard read the same.
 */
export const candidatePoolQueryOptions = () =>
  queryOptions({
    queryKey: myCareerKeys.candidatePool(),
    queryFn: ({ signal }) => api.get("/capi/user/candidate-pool", { schema: ZCandidatePoolGrantsResponse, signal }),
  });

/** DELETE /capi/user/candidate-pool/{company_id}: the company no longer sees the profile; answers the grants. */
export function useRevokeCandidatePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) =>
      api.delete(`/capi/user/candidate-pool/${companyId}`, { schema: ZCandidatePoolGrantsResponse }),
    onSuccess: (grants) => queryClient.setQueryData(myCareerKeys.candidatePool(), grants),
    meta: { errorToast: "save" },
  });
}
