import { ZApplicationRatings, type TApplicationRatings, type TRatingRequest } from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { candidateKeys } from "@/features/applications/api/keys";

const ratingsPath = (id: number) => `/capi/org/applications/${id}/ratings`;
const myRatingPath = (id: number) => `/capi/org/applications/${id}/my-rating`;

/** GET /capi/org/applications/{id}/ratings: every member's rating, the average and the caller's own. */
export const ratingsQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: candidateKeys.ratings(slug, id),
    queryFn: ({ signal }) => orgApi(slug).get(ratingsPath(id), { schema: ZApplicationRatings, signal }),
  });

/**
 * PUT (a rating) or DELETE (null) /capi/org/applications/{id}/my-rating: the answer replaces the
 * cached ratings, and the lists (their averages) refresh. The caller shows failures.
 */
export function useSetMyRating(slug: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: TRatingRequest | null) =>
      rating === null
        ? orgApi(slug).delete(myRatingPath(id), { schema: ZApplicationRatings })
        : orgApi(slug).put(myRatingPath(id), rating, { schema: ZApplicationRatings }),
    onSuccess: (saved: TApplicationRatings) => queryClient.setQueryData(candidateKeys.ratings(slug, id), saved),
    meta: { invalidates: [candidateKeys.lists(slug)], errorToast: false },
  });
}
