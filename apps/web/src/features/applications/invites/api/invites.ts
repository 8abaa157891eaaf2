import {
  ZCandidateInvite,
  ZCandidateInvitesResponse,
  ZOrgJobsResponse,
  ZOrgListingsResponse,
  type TCreateCandidateInviteRequest,
} from "@jobatlas/contract";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { candidateInviteKeys } from "@/features/applications/api/keys";

/** Page size of the invitations list (spec §9: 50). */
export const INVITES_PAGE_SIZE = 50;

/** GET /capi/org/candidate-invites: one page of the organisation's invitations, newest first. */
export const candidateInvitesQueryOptions = (slug: string, offset: number) =>
  queryOptions({
    queryKey: candidateInviteKeys.page(slug, offset),
    queryFn: ({ signal }) =>
      orgApi(slug).get("/capi/org/candidate-invites", {
        schema: ZCandidateInvitesResponse,
        query: { limit: INVITES_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The active listings and active jobs a candidate can be invited to (the first 50 of each, by title). */
export const inviteTargetsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: candidateInviteKeys.targets(slug),
    queryFn: async ({ signal }) => {
      const api = orgApi(slug);
      const [listings, jobs] = await Promise.all([
        api.get("/capi/org/listings", {
          schema: ZOrgListingsResponse,
          query: { status: "active", order_by: "title", limit: 50 },
          signal,
        }),
        api.get("/capi/org/jobs", {
          schema: ZOrgJobsResponse,
          query: { status: "active", order_by: "title", limit: 50 },
          signal,
        }),
      ]);
      return { listings: listings.items, jobs: jobs.items };
    },
  });

/** POST /capi/org/candidate-invites: the form shows its own errors. */
export function useCreateCandidateInvite(slug: string) {
  return useMutation({
    mutationFn: (input: TCreateCandidateInviteRequest) =>
      orgApi(slug).post("/capi/org/candidate-invites", input, { schema: ZCandidateInvite }),
    meta: { invalidates: [candidateInviteKeys.all(slug)], errorToast: false },
  });
}

/** DELETE /capi/org/candidate-invites/{id}. */
export function useRevokeCandidateInvite(slug: string) {
  return useMutation({
    mutationFn: (id: number) => orgApi(slug).delete(`/capi/org/candidate-invites/${id}`),
    meta: { invalidates: [candidateInviteKeys.all(slug)], errorToast: false },
  });
}
