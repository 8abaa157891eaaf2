import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the job profiles of the organisation. */
export async function jobsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
