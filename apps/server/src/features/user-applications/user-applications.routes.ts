import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access, my career. */
export async function userApplicationsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
