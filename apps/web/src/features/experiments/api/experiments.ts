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
import { SEEKER_PROFILE_QUERY_KEY } from "@/features/seeker-profile/api/seeker-profile";

/** Every query of experiments sits under this prefix. */
export const EXPERIMENTS_QUERY_KEY = ["experiments"] as const;
const experimentKey = (uid: string) => [...EXPERIMENTS_QUERY_KEY, "one", uid] as const;
const hitsKey = (uid: string) => [...EXPERIMENTS_QUERY_KEY, "hits", uid] as const;
const path = (uid: string) => `/capi/user/experiments/${encodeURIComponent(uid)}`;

/**
 * GET /capi/user/experiments: the active or archived experiments, newest first, in pages that
 * append ("Show more"); each filter is a list of its own, starting at its first page.
 */
export const experimentsQueryOptions = (filter: TExperimentFilter) =>
  infiniteQueryOptions({
    queryKey: [...EXPERIMENTS_QUERY_KEY, "list", filter],
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
    queryKey: experimentKey(uid),
    queryFn: ({ signal }) => api.get(path(uid), { schema: ZExperiment, signal }),
  });

/** GET …/hits: a page of the job hits. */
export const experimentHitsQueryOptions = (uid: string, offset = 0) =>
  queryOptions({
    queryKey: [...hitsKey(uid), "list", offset],
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
    queryKey: [...hitsKey(uid), "one", listingId],
    queryFn: ({ signal }) => api.get(`${path(uid)}/hits/${listingId}`, { schema: ZExperimentHit, signal }),
  });

/** POST /capi/user/experiments: the form shows its own errors. */
export function useCreateExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateExperimentRequest) => api.post("/capi/user/experiments", input, { schema: ZExperiment }),
    onSuccess: (created: TExperiment) => queryClient.setQueryData(experimentKey(created.uid), created),
    meta: { invalidates: [[...EXPERIMENTS_QUERY_KEY, "list"]], errorToast: false },
  });
}

/** PUT /capi/user/experiments/{uid} (the status, or the profile); the seeker profile may change too. */
export function useUpdateExperiment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateExperimentRequest) => api.put(path(uid), input, { schema: ZExperiment }),
    onSuccess: (saved: TExperiment) => queryClient.setQueryData(experimentKey(uid), saved),
    meta: {
      invalidates: [[...EXPERIMENTS_QUERY_KEY, "list"], hitsKey(uid), SEEKER_PROFILE_QUERY_KEY, ["search"]],
      errorToast: false,
    },
  });
}

/** POST …/archive: final. */
export function useArchiveExperiment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${path(uid)}/archive`, undefined, { schema: ZExperiment }),
    onSuccess: (saved: TExperiment) => queryClient.setQueryData(experimentKey(uid), saved),
    meta: { invalidates: [[...EXPERIMENTS_QUERY_KEY, "list"], hitsKey(uid)], errorToast: false },
  });
}

/** PUT …/hits/{listing_id}/rating: the counts and the hits refresh. */
export function useRateHit(uid: string) {
  return useMutation({
    mutationFn: ({ listingId, ...rating }: TExperimentRatingRequest & { listingId: number }) =>
      api.put(`${path(uid)}/hits/${listingId}/rating`, rating, { schema: ZExperimentHit }),
    meta: { invalidates: [experimentKey(uid), hitsKey(uid), [...EXPERIMENTS_QUERY_KEY, "list"]], errorToast: false },
  });
}

/** DELETE …/hits/{listing_id}/rating. */
export function useUnrateHit(uid: string) {
  return useMutation({
    mutationFn: (listingId: number) => api.delete(`${path(uid)}/hits/${listingId}/rating`),
    meta: { invalidates: [experimentKey(uid), hitsKey(uid), [...EXPERIMENTS_QUERY_KEY, "list"]], errorToast: false },
  });
}
