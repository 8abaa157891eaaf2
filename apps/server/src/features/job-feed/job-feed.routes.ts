import { pipeline, Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { JOB_FEED_PATHS, ZJobFeedSetting, ZJobFeedSettingUpdateRequest } from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { NotFoundError } from "../../errors";
import { orgContextOf } from "../../plugins/org-context";
import { orgRole, perMinute, routeGroup } from "../../plugins/route-group";
import {
  createFeedVersions,
  globalFeed,
  notModified,
  organizationFeed,
  readJobFeedSetting,
  setJobFeedSetting,
  type FeedAnswer,
  type FeedFormat,
} from "./job-feed.service";
import { JOB_FEED_XSD } from "./job-feed.xsd";

/**
 * Aggregators poll every few minutes to hours; a shared cache may keep a feed 5 minutes and must
 * then ask again (a 304 when nothing changed costs one aggregate query).
 */
const CACHE = "public, max-age=300";
const TYPES: Record<FeedFormat, string> = {
  xml: "application/xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};
/** An organisation's slug as the feed URL names it (anything else is no organisation: 404). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  return typeof header === "string" && /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header);
}

/**
 * Sends a feed: its validators always, a 304 when the client's copy is current, else the body as
 * it is read — gzipped here for a client that takes it (the compression plugin leaves streams
 * alone), the weak ETag naming both encodings alike.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, answer: FeedAnswer, format: FeedFormat) {
  reply
    .header("etag", answer.etag)
    .header("last-modified", answer.lastModified.toUTCString())
    .header("cache-control", CACHE)
    .header("vary", "Accept-Encoding");
  const conditions = {
    ifNoneMatch: request.headers["if-none-match"],
    ifModifiedSince: request.headers["if-modified-since"],
  };
  if (notModified(answer, conditions)) return reply.code(304).send();
  reply.type(TYPES[format]);
  const body = Readable.from(answer.body(), { objectMode: false });
  if (request.method === "HEAD") {
    body.destroy();
    return reply.send();
  }
  if (!acceptsGzip(request)) return reply.send(body);
  request.headers["x-no-compression"] = "1";
  reply.header("content-encoding", "gzip");
  return reply.send(pipeline(body, createGzip({ level: 6 }), () => {}));
}

/**
 * The public job feeds (issue 30 point 4, ADR 092, docs/job-feed.md) and the organisation's
 * setting of whether its listings go out in the global one.
 */
export async function jobFeedRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const versions = createFeedVersions();
  // A full download costs seconds of CPU at national scale (ADR 092): one client gets a limited
  // number a minute, like the public forms; 304 answers count too, so a poller stays well under it.
  const limited = { schema: { hide: true }, ...perMinute(ctx.config.rateLimits.publicForms) };

  for (const format of ["xml", "json"] as const) {
    app.get(JOB_FEED_PATHS[format], limited, async (request, reply) =>
      sendFeed(request, reply, await globalFeed(ctx, versions, format), format),
    );
    app.get<{ Params: { slug: string } }>(`/feeds/companies/:slug/jobs.${format}`, limited, async (request, reply) => {
      if (!SLUG.test(request.params.slug)) throw new NotFoundError("notFound");
      return sendFeed(request, reply, await organizationFeed(ctx, versions, request.params.slug, format), format);
    });
  }
  app.get(JOB_FEED_PATHS.schema, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=86400").send(JOB_FEED_XSD),
  );
  // Any other address under /feeds/ is no page (the app's 404 page and language redirects stay out).
  app.get("/feeds/*", { schema: { hide: true } }, async () => {
    throw new NotFoundError("notFound");
  });

  const owner = routeGroup(app, "job-feed", orgRole(ctx, "manageJobFeed"));
  owner.get(
    "/capi/org/job-feed",
    {
      operationId: "getJobFeedSetting",
      summary:
        "Whether the organisation's active listings go out in the global job feed, and the addresses of the feeds (owners, admins)",
      response: { 200: ZJobFeedSetting },
    },
    async (request) => readJobFeedSetting(ctx, orgContextOf(request)),
  );
  owner.put(
    "/capi/org/job-feed",
    {
      operationId: "setJobFeedSetting",
      summary:
        "Take part in the global job feed or leave it (owners, admins); the organisation's own feed stays available either way",
      body: ZJobFeedSettingUpdateRequest,
      response: { 200: ZJobFeedSetting },
    },
    async (request) => setJobFeedSetting(ctx, orgContextOf(request), request.body.in_job_feed),
  );
}
