import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export async function dataRightsRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
