import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the screening questionnaires. */
export async function questionnairesRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
