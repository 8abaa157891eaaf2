import {
  EXPERIMENTS_PAGE_SIZE,
  ZExperiment,
  ZExperimentHit,
  ZExperimentHitsResponse,
  ZExperimentsResponse,
  hasNextPage,
  type TCreateExperimentRequest,
  type TExperiment,
  type TExperimentFilter,
  type TExperimentRatingRequest,
  type TUpdateExperimentRequest,
} from "@jobatlas/contract";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { searchKeys } from "@/features/search";
import { seekerProfileKeys } from "@/features/seeker-profile";
import { experimentKeys } from "./keys";
const path = (uid: string) => `/capi/user/experiments/${encodeURIComponent(uid)}`;

/**
 * GET /capi/user/experiments: the active or archived experiments, newest first, in pages that
 * append ("Show more"); each filter is a list of its own, starting at its first page.
 */
export const experimentsQueryOptions = (filter: TExperimentFilter) =>
  infiniteQueryOptions({
    queryKey: experimentKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get("/capi/user/experiments", {
        schema: ZExperimentsResponse,
        query: { filter, limit: EXPERIMENTS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, EXPERIMENTS_PAGE_SIZE) ? offset + EXPERIMENTS_PAGE_SIZE : undefined,
  });

/** GET /capi/user/experiments/{uid}: 404 for an unknown or another user's uid. */
export const experimentQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: experimentKeys.one(uid),
    queryFn: ({ signal }) => api.get(path(uid), { schema: ZExperiment, signal }),
  });

/** GET …/hits: a page of the job hits. */
export const experimentHitsQueryOptions = (uid: string, offset = 0) =>
  queryOptions({
    queryKey: experimentKeys.hitsPage(uid, offset),
    queryFn: ({ signal }) =>
      api.get(`${path(uid)}/hits`, {
        schema: ZExperimentHitsResponse,
        query: { limit: EXPERIMENTS_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET …/hits/{listing_id}: one hit (404 when the listing is no hit and was never rated). */
export const experimentHitQueryOptions = (uid: string, listingId: number) =>
  queryOptions({
    queryKey: experimentKeys.hit(uid, listingId),
    queryFn: ({ signal }) => api.get(`${path(uid)}/hits/${listingId}`, { schema: ZExperimentHit, signal }),
  });

/** POST /capi/user/experiments: the form shows its own errors. */
export function useCreateExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateExperimentRequest) => api.post("/capi/user/experiments", input, { schema: ZExperiment }),
    onSuccess: (created: TExperiment) => queryClient.setQueryData(experimentKeys.one(created.uid), created),
    meta: { invalidates: [experimentKeys.lists()], errorToast: false },
  });
}

/** PUT /capi/user/experiments/{uid} (the status, or the profile); the seeker profile may change too. */
export function useUpdateExperiment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateExperimentRequest) => api.put(path(uid), input, { schema: ZExperiment }),
    onSuccess: (saved: TExperiment) => queryClient.setQueryData(experimentKeys.one(uid), saved),
    meta: {
      invalidates: [experimentKeys.lists(), experimentKeys.hits(uid), seekerProfileKeys.all, searchKeys.all],
      errorToast: false,
    },
  });
}

/** POST …/archive: final. */
export function useArchiveExperiment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${path(uid)}/archive`, undefined, { schema: ZExperiment }),
    onSuccess: (saved: TExperiment) => queryClient.setQueryData(experimentKeys.one(uid), saved),
    meta: { invalidates: [experimentKeys.lists(), experimentKeys.hits(uid)], errorToast: false },
  });
}

/** PUT …/hits/{listing_id}/rating: the counts and the hits refresh. */
export function useRateHit(uid: string) {
  return useMutation({
    mutationFn: ({ listingId, ...rating }: TExperimentRatingRequest & { listingId: number }) =>
      api.put(`${path(uid)}/hits/${listingId}/rating`, rating, { schema: ZExperimentHit }),
    meta: {
      invalidates: [experimentKeys.one(uid), experimentKeys.hits(uid), experimentKeys.lists()],
      errorToast: false,
    },
  });
}

/** DELETE …/hits/{listing_id}/rating. */
export function useUnrateHit(uid: string) {
  return useMutation({
    mutationFn: (listingId: number) => api.delete(`${path(uid)}/hits/${listingId}/rating`),
    meta: {
      invalidates: [experimentKeys.one(uid), experimentKeys.hits(uid), experimentKeys.lists()],
      errorToast: false,
    },
  });
}
