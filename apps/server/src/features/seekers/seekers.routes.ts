import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RoutesOptions } from "../../context";

/** the watchlist (GET /capi/user/likes, PUT/DELETE /capi/user/likes/{company_id}) and GET/PUT /capi/user/seeker-profile. */
export async function seekersRoutes(instance: FastifyInstance, _options: RoutesOptions) {
  instance.withTypeProvider<ZodTypeProvider>();
}
