import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the seeker's career area: their applications, edit, withdraw, the anonymous status page. */
export async function myCareerRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
