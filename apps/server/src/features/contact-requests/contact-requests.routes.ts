import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the contact requests, rejection and the application PDF. */
export async function contactRequestsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
