import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  WIDGET_SCRIPT_PATH,
  ZWidgetJobsResponse,
  ZWidgetListingsResponse,
  ZWidgetListQuery,
  ZWidgetOrganization,
  ZWidgetQuery,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { anybody, idParams, routeGroup } from "../../plugins/route-group";
import { widgetJobs, widgetListings, widgetOrganization } from "./widgets.service";

const ZOrgParams = idParams("org_id");
/** The organisation the path names; 404 for an unknown one. */
const ofOrg = { errors: ["NotFound"] as const, params: ZOrgParams };

/** Public data, the same for everyone: shared caches may keep it a minute (ADR 021). */
export const WIDGET_DATA_CACHE = "public, max-age=60";
/** The embed script has a stable URL, so it cannot be immutable: a day, then revalidated by its ETag. */
export const WIDGET_SCRIPT_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const EMBED_SCRIPT = readFileSync(new URL("./widget-embed.js", import.meta.url), "utf8");
const EMBED_SCRIPT_ETAG = `"${createHash("sha256").update(EMBED_SCRIPT).digest("base64url").slice(0, 22)}"`;

function cacheable<T>(reply: FastifyReply, body: T): T {
  reply.header("cache-control", WIDGET_DATA_CACHE);
  return body;
}

/** GET /capi/widgets/{org_id}[/listings|/jobs] (public) and the embed script GET /widget.js. */
export async function widgetsRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const route = routeGroup(instance, "widgets", anybody);

  route.get(
    "/capi/widgets/:org_id",
    {
      operationId: "getWidgetOrganization",
      summary: "A widget's organisation (name, logo) and the theme its widgets are drawn in",
      description:
        "`theme` is the snippet's data-theme; it and the organisation's stored theme count only on a plan with a forced widget theme, else the answer's theme is `auto`.",
      ...ofOrg,
      querystring: ZWidgetQuery,
      response: { 200: ZWidgetOrganization },
    },
    async (request, reply) => cacheable(reply, await widgetOrganization(ctx, request.params.org_id, request.query)),
  );

  route.get(
    "/capi/widgets/:org_id/listings",
    {
      operationId: "getWidgetListings",
      summary: "The listings widget: the organisation with its theme and its active listings, newest published first",
      ...ofOrg,
      querystring: ZWidgetListQuery,
      response: { 200: ZWidgetListingsResponse },
    },
    async (request, reply) => cacheable(reply, await widgetListings(ctx, request.params.org_id, request.query)),
  );

  route.get(
    "/capi/widgets/:org_id/jobs",
    {
      operationId: "getWidgetJobs",
      summary: "The jobs widget: the organisation with its theme and its active job profiles, by title",
      ...ofOrg,
      querystring: ZWidgetListQuery,
      response: { 200: ZWidgetJobsResponse },
    },
    async (request, reply) => cacheable(reply, await widgetJobs(ctx, request.params.org_id, request.query)),
  );

  // The embed script of the snippets: JavaScript from our origin, included by any site.
  instance.get(WIDGET_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", WIDGET_SCRIPT_CACHE).header("etag", EMBED_SCRIPT_ETAG);
    if (request.headers["if-none-match"] === EMBED_SCRIPT_ETAG) return reply.status(304).send();
    return reply.type("text/javascript; charset=utf-8").send(EMBED_SCRIPT);
  });
}
