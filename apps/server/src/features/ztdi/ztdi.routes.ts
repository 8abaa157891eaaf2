import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";

/** Routes of the Z-TDI orientation: inventory, results by magic token, the anonymous survey. */
export async function ztdiRoutes(_instance: FastifyInstance, _options: RoutesOptions) {}
