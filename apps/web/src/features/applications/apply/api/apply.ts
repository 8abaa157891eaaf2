import {
  FILE_NAME_HEADER,
  VERIFICATION_TOKEN_HEADER,
  ZApplicantQuestionnaire,
  ZApplicationAttachment,
  ZApplicationCreated,
  ZCandidatePoolGrantsResponse,
  ZPublicCandidateInvite,
  type TAnonApplicationRequest,
  type TApplicationRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api-client";
import { candidateInviteKeys, myCareerKeys } from "@/features/applications/api/keys";
import { companyKeys, listingPageKeys } from "@/features/companies";

/**
 * POST /capi/listings/{id}/apply-starts once when the wizard of a listing opens (its statistics,
 * ADR 089): the ref keeps a remount of the same opening (React's strict mode) from counting twice.
 * A failure is nobody's business but the statistics': it is dropped.
 */
export function useApplyStart(listingId: number | undefined) {
  const counted = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!listingId || counted.current === listingId) return;
    counted.current = listingId;
    api.post(`/capi/listings/${listingId}/apply-starts`).catch(() => undefined);
  }, [listingId]);
}

/** GET /capi/companies/{id}/listings/{listing_id}/questionnaire: what the applicant answers (null: none). */
export const applicantQuestionnaireQueryOptions = (companyId: number, listingId: number) =>
  queryOptions({
    queryKey: companyKeys.questionnaire(companyId, listingId),
    queryFn: ({ signal }) =>
      api.get(`/capi/companies/${companyId}/listings/${listingId}/questionnaire`, {
        schema: ZApplicantQuestionnaire,
        signal,
      }),
  });

export type SubmitInput =
  { kind: "user"; body: TApplicationRequest } | { kind: "anonymous"; body: TAnonApplicationRequest };

/** POST /capi/user/applications (signed in) or /capi/user/anon-application (verified email). */
export function submitApplication(input: SubmitInput) {
  const path = input.kind === "user" ? "/capi/user/applications" : "/capi/user/anon-application";
  return api.post(path, input.body, { schema: ZApplicationCreated });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // The seeker's career lists change, and the listing now says "applied" (ADR 055).
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: myCareerKeys.all });
      if (created.listing_id !== null) {
        void queryClient.invalidateQueries({ queryKey: listingPageKeys.detail(created.listing_id) });
      }
    },
    meta: { errorToast: false },
  });
}

/** POST /capi/user/application-attachments: the PDF as the body; anonymous uploads send the verification token. */
export function uploadAttachment(file: File, verificationToken: string | null) {
  const headers: Record<string, string> = { [FILE_NAME_HEADER]: encodeURIComponent(file.name) };
  if (verificationToken) headers[VERIFICATION_TOKEN_HEADER] = verificationToken;
  return api.post("/capi/user/application-attachments", new Blob([file], { type: "application/pdf" }), {
    schema: ZApplicationAttachment,
    headers,
  });
}

/**
 * PUT (grant) or DELETE (revoke) /capi/user/candidate-pool/{company_id}: the answer is the grants
 * my career shows too (one key, myCareerKeys.candidatePool).
 */
export function useCandidatePoolAccess(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: boolean) =>
      grant
        ? api.put(`/capi/user/candidate-pool/${companyId}`, undefined, { schema: ZCandidatePoolGrantsResponse })
        : api.delete(`/capi/user/candidate-pool/${companyId}`, { schema: ZCandidatePoolGrantsResponse }),
    onSuccess: (grants) => queryClient.setQueryData(myCareerKeys.candidatePool(), grants),
  });
}

/** GET /capi/candidate-invites/{token}: the invitation the wizard prefills from (an unusable token → ServiceError). */
export const candidateInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: candidateInviteKeys.public(token),
    queryFn: ({ signal }) =>
      api.get(`/capi/candidate-invites/${encodeURIComponent(token)}`, { schema: ZPublicCandidateInvite, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
