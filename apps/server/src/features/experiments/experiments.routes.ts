import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of career experiments: hypothesis profiles, job hits, ratings, testers. */
export async function experimentsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
