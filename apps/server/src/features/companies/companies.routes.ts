import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RoutesOptions } from "../../context";

/** GET /capi/companies/{id}, /listings, /jobs, /jobs/{job_id}, /similar and GET /capi/listings/{id} (public pages). */
export async function companiesRoutes(instance: FastifyInstance, _options: RoutesOptions) {
  instance.withTypeProvider<ZodTypeProvider>();
}
