import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the invitations of candidates to apply. */
export async function candidateInvitesRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
