/**
 * The job feeds (issue 30 point 4, ADR 092): the active listings as XML (job-feed.xsd.ts) and as
 * JSON Feed 1.1, globally (every organisation taking part) and per organisation (always, whatever
 * its setting). A feed is versioned by one aggregate query (its ETag), so a client that has the
 * current version gets a 304 without the listings being read; otherwise it is written as it is
 * read, CHUNK listings at a time, so neither memory nor the event loop grows with the country.
 */
import { createHash } from "node:crypto";
import { DEFAULT_LANGUAGE, JOB_FEED_PATHS, type TJobFeedSetting } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { foundOr404, NotFoundError } from "../../errors";
import type { OrgContext } from "../orgs/orgs.types";
import { publicPaths, siteUrl } from "../seo/seo.head";
import { jobXml, jsonHead, jsonItem, JSON_TAIL, xmlHead, XML_TAIL } from "./job-feed.format";
import {
  feedChunk,
  feedStamp,
  findFeedOrganization,
  findInJobFeed,
  updateInJobFeed,
  type FeedRow,
  type FeedScope,
  type FeedStamp,
} from "./job-feed.repo";
import { JOB_FEED_VERSION } from "./job-feed.xsd";

export type FeedFormat = "xml" | "json";

/** Listings read per query while a feed is written. */
export const FEED_CHUNK = 500;
/** Listings written between two turns of the event loop (about 10 ms of work). */
const RENDER_BATCH = 50;
/**
 * How long the global feed's version is kept before it is asked again: its aggregate reads every
 * active listing (ADR 092); a shared cache keeps the feed 5 minutes anyway.
 */
export const GLOBAL_STAMP_KEPT_MS = 30_000;

/**
 * When this process first saw each feed version: its Last-Modified. A version is seen no earlier
 * than the change that made it, so a client's If-Modified-Since of an older version is always
 * earlier than a newer version's Last-Modified, whichever instance answered (ADR 092).
 */
export interface FeedVersions {
  seen(key: string, etag: string, now: Date): Date;
  /** The global feed's stamp when read within GLOBAL_STAMP_KEPT_MS, else a new read. */
  globalStamp(now: Date, read: () => Promise<FeedStamp>): Promise<FeedStamp>;
}

/** Versions of at most `capacity` feeds (the global ones and the organisations' asked for lately). */
export function createFeedVersions(capacity = 5_000): FeedVersions {
  const versions = new Map<string, { etag: string; since: Date }>();
  let global: { stamp: Promise<FeedStamp>; until: number } | undefined;
  return {
    globalStamp(now, read) {
      if (!global || global.until <= now.getTime()) {
        const stamp = read();
        global = { stamp, until: now.getTime() + GLOBAL_STAMP_KEPT_MS };
        stamp.catch(() => (global = undefined)); // a failed read is not kept
      }
      return global.stamp;
    },
    seen(key, etag, now) {
      const known = versions.get(key);
      if (known?.etag === etag) return known.since;
      versions.delete(key);
      // HTTP dates have whole seconds: the second this version was first seen.
      const since = new Date(Math.floor(now.getTime() / 1000) * 1000);
      versions.set(key, { etag, since });
      if (versions.size > capacity) versions.delete(versions.keys().next().value!);
      return since;
    },
  };
}

/** A feed's answer: its version, and its body as text chunks (read when sent). */
export interface FeedAnswer {
  etag: string;
  lastModified: Date;
  /** The body: read only when called (a 304 reads no listing). */
  body: () => AsyncIterable<string>;
}

/** The conditional request headers the answer is compared with. */
export interface FeedConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** Whether the client's copy is current (RFC 9110 §13.1: If-None-Match wins; weak comparison). */
export function notModified(answer: Pick<FeedAnswer, "etag" | "lastModified">, conditions: FeedConditions): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    const tags = conditions.ifNoneMatch.split(",").map(opaque);
    return tags.includes("*") || tags.includes(opaque(answer.etag));
  }
  if (conditions.ifModifiedSince !== undefined) {
    const since = Date.parse(conditions.ifModifiedSince);
    return Number.isFinite(since) && answer.lastModified.getTime() <= since;
  }
  return false;
}

async function answerFor(
  ctx: AppContext,
  versions: FeedVersions,
  scope: FeedScope,
  format: FeedFormat,
  organization?: { id: number; slug: string; name: string },
): Promise<FeedAnswer> {
  const db = ctx.read ?? ctx.db; // public reads: the replica when there is one
  const site = siteUrl(ctx.config.publicUrl);
  const stamp =
    scope.kind === "global"
      ? await versions.globalStamp(ctx.now(), () => feedStamp(db, scope))
      : await feedStamp(db, scope);
  const key = scope.kind === "global" ? `global:${format}` : `org:${scope.organizationId}:${format}`;
  const version = [
    JOB_FEED_VERSION,
    key,
    site,
    organization?.slug ?? "",
    stamp.listings,
    stamp.newest.getTime(),
    stamp.changeSeq,
    stamp.organizationChanged.getTime(),
  ].join("|");
  const etag = `W/"${createHash("sha256").update(version).digest("base64url").slice(0, 27)}"`;
  const now = ctx.now();
  const lastModified = versions.seen(key, etag, now);

  async function* listingsOf(render: (row: FeedRow) => string, separator = "") {
    let before: number | null = null;
    let first = true;
    for (;;) {
      const rows = await feedChunk(db, scope, before, FEED_CHUNK);
      // Written RENDER_BATCH listings at a time, the event loop free between them.
      for (let i = 0; i < rows.length; i += RENDER_BATCH) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        yield rows
          .slice(i, i + RENDER_BATCH)
          .map((row) => {
            const text = (first ? "" : separator) + render(row);
            first = false;
            return text;
          })
          .join("");
      }
      if (rows.length < FEED_CHUNK) return;
      before = rows.at(-1)!.id;
    }
  }

  const body =
    format === "xml"
      ? async function* () {
          yield xmlHead(site, now, organization?.slug);
          yield* listingsOf((row) => jobXml(site, row, now));
          yield XML_TAIL;
        }
      : async function* () {
          const feedPath = organization ? JOB_FEED_PATHS.organizationJson(organization.slug) : JOB_FEED_PATHS.json;
          yield jsonHead({
            title: organization ? `${organization.name} – Jobatlas` : "Jobatlas",
            homePageUrl: `${site}/${DEFAULT_LANGUAGE}${organization ? publicPaths.company(organization.id) : publicPaths.search()}`,
            feedUrl: `${site}${feedPath}`,
            schemaUrl: `${site}${JOB_FEED_PATHS.schema}`,
            now,
          });
          yield* listingsOf((row) => JSON.stringify(jsonItem(site, row, now)), ",\n");
          yield JSON_TAIL;
        };
  return { etag, lastModified, body };
}

/** GET /feeds/jobs.xml|json: the active listings of every organisation taking part in the global feed. */
export function globalFeed(ctx: AppContext, versions: FeedVersions, format: FeedFormat): Promise<FeedAnswer> {
  return answerFor(ctx, versions, { kind: "global" }, format);
}

/**
 * GET /feeds/companies/{slug}/jobs.xml|json: one organisation's active listings, whether or not it
 * takes part in the global feed (its own feed is its own channel). An unknown slug is a 404.
 */
export async function organizationFeed(
  ctx: AppContext,
  versions: FeedVersions,
  slug: string,
  format: FeedFormat,
): Promise<FeedAnswer> {
  const organization = await findFeedOrganization(ctx.read ?? ctx.db, slug);
  if (!organization) throw new NotFoundError("notFound");
  return answerFor(ctx, versions, { kind: "organization", organizationId: organization.id }, format, organization);
}

function presentSetting(ctx: AppContext, row: { slug: string; inJobFeed: boolean }): TJobFeedSetting {
  const site = siteUrl(ctx.config.publicUrl);
  return {
    in_job_feed: row.inJobFeed,
    urls: {
      global_xml: `${site}${JOB_FEED_PATHS.xml}`,
      global_json: `${site}${JOB_FEED_PATHS.json}`,
      own_xml: `${site}${JOB_FEED_PATHS.organizationXml(row.slug)}`,
      own_json: `${site}${JOB_FEED_PATHS.organizationJson(row.slug)}`,
      schema: `${site}${JOB_FEED_PATHS.schema}`,
    },
  };
}

/** GET /capi/org/job-feed: whether the organisation's listings go out in the global feed, and the feeds' addresses. */
export async function readJobFeedSetting(ctx: AppContext, org: OrgContext): Promise<TJobFeedSetting> {
  return presentSetting(ctx, foundOr404(await findInJobFeed(ctx.db, org.organization.id)));
}

/** PUT /capi/org/job-feed (owners, admins): take part in the global feed or leave it; the own feed stays. */
export async function setJobFeedSetting(
  ctx: AppContext,
  org: OrgContext,
  inJobFeed: boolean,
): Promise<TJobFeedSetting> {
  const row = foundOr404(await updateInJobFeed(ctx.db, org.organization.id, inJobFeed, ctx.now()));
  return presentSetting(ctx, row);
}
