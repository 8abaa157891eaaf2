import type {
  TPublicCompany,
  TPublicJob,
  TPublicListing,
  ZPublicJobsResponse,
  ZPublicListingsResponse,
  ZSimilarCompaniesResponse,
} from "@jobatlas/contract";
import { LISTING_REFRESH_HEADER } from "@jobatlas/contract/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { NotFoundError } from "@/lib/api-errors";
import { companyKeys, listingPageKeys } from "./keys";
import type { z } from "zod";

/** Page size of a company's listings and job profiles (the API's maximum is 100). */
export const COMPANY_LIST_PAGE_SIZE = 50;

/** GET /capi/companies/{id}: the public profile (404 → NotFoundError). */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/capi/companies/${id}`, { schema: unchecked<TPublicCompany>(), signal }),
  });

type Page = { items: unknown[]; count: number };
function nextOffset(lastPage: Page, pages: Page[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < lastPage.count && lastPage.items.length > 0 ? loaded : undefined;
}

/** GET /capi/companies/{id}/listings: its active listings, newest first, a page at a time. */
export const companyListingsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: companyKeys.listings(id),
    queryFn: ({ signal, pageParam }) =>
      api.get(`/capi/companies/${id}/listings`, {
        schema: unchecked<z.output<typeof ZPublicListingsResponse>>(),
        query: { limit: COMPANY_LIST_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** GET /capi/companies/{id}/jobs: its active job profiles, a page at a time. */
export const companyJobsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: companyKeys.jobs(id),
    queryFn: ({ signal, pageParam }) =>
      api.get(`/capi/companies/${id}/jobs`, {
        schema: unchecked<z.output<typeof ZPublicJobsResponse>>(),
        query: { limit: COMPANY_LIST_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** GET /capi/companies/{id}/jobs/{job_id}: one active job profile. */
export const companyJobQueryOptions = (id: number, jobId: number) =>
  queryOptions({
    queryKey: companyKeys.job(id, jobId),
    queryFn: ({ signal }) =>
      api.get(`/capi/companies/${id}/jobs/${jobId}`, { schema: unchecked<TPublicJob>(), signal }),
  });

/** GET /capi/companies/{id}/similar: up to 6 similar employers. */
export const similarCompaniesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.similar(id),
    queryFn: ({ signal }) =>
      api.get(`/capi/companies/${id}/similar`, {
        schema: unchecked<z.output<typeof ZSimilarCompaniesResponse>>(),
        signal,
      }),
  });

/** A listing's page: the listing, or `gone` when the API answers 410 (archived). 404 throws. */
export type TListingPageData = { kind: "active"; listing: TPublicListing } | { kind: "gone" };

/**
 * GET /capi/listings/{id}. The server counts each answer as a view of the listing's page (ADR
 * 089), except a read that says it is none: a refresh of data already shown (after a like, a
 * window focus, a stale revisit) or, with `view: false`, a read for another screen (the wizard).
 */
export const listingQueryOptions = (id: number, { view = true }: { view?: boolean } = {}) =>
  queryOptions({
    queryKey: listingPageKeys.detail(id),
    queryFn: async ({ signal, client, queryKey }): Promise<TListingPageData> => {
      const pageView = view && client.getQueryData(queryKey) === undefined;
      try {
        return {
          kind: "active",
          listing: await api.get(`/capi/listings/${id}`, {
            schema: unchecked<TPublicListing>(),
            signal,
            ...(pageView ? {} : { headers: { [LISTING_REFRESH_HEADER]: "1" } }),
          }),
        };
      } catch (error) {
        if (error instanceof NotFoundError && error.gone) return { kind: "gone" };
        throw error;
      }
    },
  });
