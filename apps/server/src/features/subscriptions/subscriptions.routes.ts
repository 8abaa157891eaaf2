import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests. */
export async function subscriptionsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
