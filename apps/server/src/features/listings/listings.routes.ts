import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the listings of the organisation: CRUD, wizard, extension, lifecycle. */
export async function listingsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
