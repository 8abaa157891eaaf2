import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the embeddable widgets of active listings and job profiles. */
export async function widgetsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
