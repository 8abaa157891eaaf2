import type { FastifyInstance } from "fastify";
import {
  ZOrgJob,
  ZOrgJobCreateRequest,
  ZOrgJobsQuery,
  ZOrgJobsResponse,
  ZOrgJobUpdateRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgContextOf } from "../../plugins/org-context";
import { idParams, orgMember, requireSameId, routeGroup } from "../../plugins/route-group";
import { createOrgJob, getOrgJob, listOrgJobs, updateOrgJob } from "./jobs.service";

/** The job the path names, answered whole. */
const jobById = { params: idParams("job_id"), response: { 200: ZOrgJob } };

/** Routes of the job profiles of the organisation: GET/POST /capi/org/jobs, GET/PUT /capi/org/jobs/{job_id}. */
export async function jobsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "jobs", orgMember(ctx, "manageJobs"));

  route.get(
    "/capi/org/jobs",
    {
      operationId: "listOrgJobs",
      summary:
        "The organisation's jobs, most recently changed first; `query` matches title and texts, `status` is a list",
      querystring: ZOrgJobsQuery,
      response: { 200: ZOrgJobsResponse },
    },
    async (request) => listOrgJobs(ctx, orgContextOf(request), request.query),
  );

  route.post(
    "/capi/org/jobs",
    {
      operationId: "createOrgJob",
      summary: "A new job, planned unless `status` is active; writes a 'created' activity",
      body: ZOrgJobCreateRequest,
      response: { 201: ZOrgJob },
    },
    async (request, reply) => reply.status(201).send(await createOrgJob(ctx, orgContextOf(request), request.body)),
  );

  route.get(
    "/capi/org/jobs/:job_id",
    {
      operationId: "getOrgJob",
      summary: "One of the organisation's jobs with its Markdown texts; 404 for another organisation's job",
      errors: ["NotFound"],
      ...jobById,
    },
    async (request) => getOrgJob(ctx, orgContextOf(request), request.params.job_id),
  );

  route.put(
    "/capi/org/jobs/:job_id",
    {
      operationId: "updateOrgJob",
      summary:
        "Changes the fields sent (`id` must be the path's); status changes only as docs/domain.md §4 allows, else 400 invalid_transition",
      errors: ["NotFound", "ServiceError"],
      stale: true,
      ...jobById,
      body: ZOrgJobUpdateRequest,
    },
    async (request) => {
      const id = request.params.job_id;
      requireSameId(request.body, id, "jobsIdMismatch");
      return updateOrgJob(ctx, orgContextOf(request), id, request.body);
    },
  );
}
