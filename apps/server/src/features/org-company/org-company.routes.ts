import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the organisation editor: company profile, logo, addresses, members and invites, widget settings. */
export async function orgCompanyRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
