import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RoutesOptions } from "../../context";

/** GET /capi/search/employers, /capi/search/map, /capi/search/job-titles and /capi/locations. */
export async function searchRoutes(instance: FastifyInstance, _options: RoutesOptions) {
  instance.withTypeProvider<ZodTypeProvider>();
}
