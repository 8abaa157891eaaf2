import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the organisation side of applications: candidates list and profile, accept, notes, duplicates. */
export async function candidatesRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
