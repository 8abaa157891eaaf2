import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the activity feed and notifications. */
export async function activitiesRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
