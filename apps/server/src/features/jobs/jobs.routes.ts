import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZOrgJob,
  ZOrgJobCreateRequest,
  ZOrgJobsQuery,
  ZOrgJobsResponse,
  ZOrgJobUpdateRequest,
  ZPathId,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { FieldError } from "../../errors";
import { orgContextOf, requireMembership } from "../../plugins/org-context";
import { createOrgJob, getOrgJob, listOrgJobs, updateOrgJob } from "./jobs.service";

const ZJobParams = z.strictObject({ job_id: ZPathId });

/** Routes of the job profiles of the organisation: GET/POST /capi/org/jobs, GET/PUT /capi/org/jobs/{job_id}. */
export async function jobsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/org/jobs",
    {
      schema: {
        tags: ["jobs"],
        operationId: "listOrgJobs",
        summary:
          "The organisation's jobs, most recently changed first; `query` matches title and texts, `status` is a list",
        access: "org",
        querystring: ZOrgJobsQuery,
        response: { 200: ZOrgJobsResponse },
      },
      onRequest: requireMembership(ctx, "manageJobs"),
    },
    async (request) => listOrgJobs(ctx, orgContextOf(request), request.query),
  );

  app.post(
    "/capi/org/jobs",
    {
      schema: {
        tags: ["jobs"],
        operationId: "createOrgJob",
        summary: "A new job, planned unless `status` is active; writes a 'created' activity",
        access: "org",
        body: ZOrgJobCreateRequest,
        response: { 201: ZOrgJob },
      },
      onRequest: requireMembership(ctx, "manageJobs"),
    },
    async (request, reply) => reply.status(201).send(await createOrgJob(ctx, orgContextOf(request), request.body)),
  );

  app.get(
    "/capi/org/jobs/:job_id",
    {
      schema: {
        tags: ["jobs"],
        operationId: "getOrgJob",
        summary: "One of the organisation's jobs with its Markdown texts; 404 for another organisation's job",
        access: "org",
        errors: ["NotFound"],
        params: ZJobParams,
        response: { 200: ZOrgJob },
      },
      onRequest: requireMembership(ctx, "manageJobs"),
    },
    async (request) => getOrgJob(ctx, orgContextOf(request), request.params.job_id),
  );

  app.put(
    "/capi/org/jobs/:job_id",
    {
      schema: {
        tags: ["jobs"],
        operationId: "updateOrgJob",
        summary:
          "Changes the fields sent (`id` must be the path's); status changes only as docs/domain.md §4 allows, else 400 invalid_transition",
        access: "org",
        errors: ["NotFound", "ServiceError"],
        params: ZJobParams,
        body: ZOrgJobUpdateRequest,
        response: { 200: ZOrgJob },
      },
      onRequest: requireMembership(ctx, "manageJobs"),
    },
    async (request) => {
      const id = request.params.job_id;
      if (request.body.id !== id) {
        throw FieldError.at("body", ["id"], "jobsIdMismatch");
      }
      return updateOrgJob(ctx, orgContextOf(request), id, request.body);
    },
  );
}
