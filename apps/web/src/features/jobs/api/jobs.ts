import {
  JOBS_PAGE_SIZE,
  ZOrgJob,
  ZOrgJobsResponse,
  hasNextPage,
  type TJobStatus,
  type TOrgJob,
  type TOrgJobCreateRequest,
  type TOrgJobUpdateRequest,
} from "@jobatlas/contract";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { jobKeys } from "./keys";

/** The filters of the jobs list (its URL: `query`, `status`). */
export type JobsFilters = { query?: string; status?: TJobStatus[] };

/** GET /capi/org/jobs in pages of 50: the next page exists while count > offset + 50 (spec §9). */
export const jobsListQueryOptions = (slug: string, filters: JobsFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(slug, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      orgApi(slug).get("/capi/org/jobs", {
        schema: ZOrgJobsResponse,
        query: { query: filters.query, status: filters.status, limit: JOBS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (last, _pages, offset) =>
      hasNextPage(last.count, offset, JOBS_PAGE_SIZE) ? offset + JOBS_PAGE_SIZE : undefined,
  });

/** GET /capi/org/jobs/{id}: 404 for another organisation's job (no retry for 4xx). */
export const jobQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(slug, id),
    queryFn: ({ signal }) => orgApi(slug).get(`/capi/org/jobs/${id}`, { schema: ZOrgJob, signal }),
  });

/** POST /capi/org/jobs: a new (planned) job; the lists refresh and the job's cache is seeded. */
export function useCreateJob(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOrgJobCreateRequest) => orgApi(slug).post("/capi/org/jobs", input, { schema: ZOrgJob }),
    onSuccess: (job: TOrgJob) => queryClient.setQueryData(jobKeys.detail(slug, job.id), job),
    // The dialog shows every failure itself.
    meta: { invalidates: [jobKeys.lists(slug)], errorToast: false },
  });
}

/**
 * PUT /capi/org/jobs/{id} with `id` in the body: the fields sent change. The answer replaces the
 * cached job; the lists refresh. `errorToast`: whether a failure shows the shared "could not
 * save" toast (the editor shows it, a status button words its own).
 */
export function useUpdateJob(slug: string, id: number, options: { errorToast: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TOrgJobUpdateRequest, "id">) =>
      orgApi(slug).put(`/capi/org/jobs/${id}`, { ...input, id }, { schema: ZOrgJob }),
    onSuccess: (job: TOrgJob) => queryClient.setQueryData(jobKeys.detail(slug, id), job),
    meta: { invalidates: [jobKeys.lists(slug)], errorToast: options.errorToast ? "save" : false },
  });
}
