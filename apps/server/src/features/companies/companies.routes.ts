import type { FastifyInstance } from "fastify";
import {
  LISTING_REFRESH_HEADER,
  ZPageQuery,
  ZPublicCompany,
  ZPublicJob,
  ZPublicJobsResponse,
  ZPublicListing,
  ZPublicListingsResponse,
  ZSimilarCompaniesResponse,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { anybody, idParams, routeGroup } from "../../plugins/route-group";
import { countListingView } from "../listing-stats/listing-stats.service";
import {
  publicCompany,
  publicJob,
  publicJobsOf,
  publicListing,
  publicListingsOf,
  similarCompanies,
} from "./companies.service";

const ZIdParams = idParams("id");
const ZCompanyJobParams = idParams("id", "job_id");

/** GET /capi/companies/{id}, /listings, /jobs, /jobs/{job_id}, /similar and GET /capi/listings/{id} (public pages). */
export async function companiesRoutes(instance: FastifyInstance, { ctx, search }: RoutesOptions) {
  const route = routeGroup(instance, "companies", anybody);

  route.get(
    "/capi/companies/:id",
    {
      operationId: "getCompany",
      summary: "A company's public profile; `liked` says whether the signed-in visitor liked it",
      errors: ["NotFound"],
      params: ZIdParams,
      response: { 200: ZPublicCompany },
    },
    async (request) => publicCompany(ctx, request.params.id, request.user),
  );

  route.get(
    "/capi/companies/:id/listings",
    {
      operationId: "listCompanyListings",
      summary: "The company's active listings, newest published first",
      errors: ["NotFound"],
      params: ZIdParams,
      querystring: ZPageQuery,
      response: { 200: ZPublicListingsResponse },
    },
    async (request) => publicListingsOf(ctx, request.params.id, request.query),
  );

  route.get(
    "/capi/companies/:id/jobs",
    {
      operationId: "listCompanyJobs",
      summary: "The company's active job profiles, by title",
      errors: ["NotFound"],
      params: ZIdParams,
      querystring: ZPageQuery,
      response: { 200: ZPublicJobsResponse },
    },
    async (request) => publicJobsOf(ctx, request.params.id, request.query),
  );

  route.get(
    "/capi/companies/:id/jobs/:job_id",
    {
      operationId: "getCompanyJob",
      summary: "One active job profile of the company; 404 for an inactive job or one of another company",
      errors: ["NotFound"],
      params: ZCompanyJobParams,
      response: { 200: ZPublicJob },
    },
    async (request) => publicJob(ctx, request.params.id, request.params.job_id),
  );

  route.get(
    "/capi/companies/:id/similar",
    {
      operationId: "listSimilarCompanies",
      summary: "Up to 6 employers sharing sectors and keywords with the company, nearest first",
      errors: ["NotFound"],
      params: ZIdParams,
      response: { 200: ZSimilarCompaniesResponse },
    },
    async (request) => similarCompanies(ctx, search, request.params.id, request.user),
  );

  route.get(
    "/capi/listings/:id",
    {
      operationId: "getListing",
      summary: "An active listing's page; 410 Gone once archived, 404 when unknown or not yet published",
      errors: ["NotFound", "Gone"],
      params: ZIdParams,
      response: { 200: ZPublicListing },
    },
    async (request) => {
      const listing = await publicListing(ctx, request.params.id, request.user);
      // One page view (ADR 089): the server's drawing and the app's navigation both ask here; a
      // read of data the app already shows says so and is not counted. Written after the answer.
      countListingView(
        ctx,
        request.log,
        { listingId: listing.id, organizationId: listing.company_id },
        {
          userAgent: request.headers["user-agent"],
          refresh: request.headers[LISTING_REFRESH_HEADER.toLowerCase()] === "1",
        },
      );
      return listing;
    },
  );
}
