/**
 * The application area's routes (docs/decisions/083-one-application-area.md): each sub-module
 * registers its own, in its own plugin scope as before (the apply routes' PDF body parser stays
 * theirs).
 */
import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";
import { applyRoutes } from "./apply/apply.routes";
import { candidatesRoutes } from "./candidates/candidates.routes";
import { contactRequestsRoutes } from "./contact-requests/contact-requests.routes";
import { followUpRoutes } from "./follow-up/follow-up.routes";
import { bulkRejectionsRoutes } from "./bulk-rejections/bulk-rejections.routes";
import { invitesRoutes } from "./invites/invites.routes";
import { myCareerRoutes } from "./my-career/my-career.routes";
import { ratingsRoutes } from "./ratings/ratings.routes";

export async function applicationsRoutes(instance: FastifyInstance, options: RoutesOptions) {
  for (const routes of [
    applyRoutes,
    candidatesRoutes,
    contactRequestsRoutes,
    invitesRoutes,
    myCareerRoutes,
    followUpRoutes,
    ratingsRoutes,
    bulkRejectionsRoutes,
  ]) {
    await instance.register(routes, options);
  }
}
