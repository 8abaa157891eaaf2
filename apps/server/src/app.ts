import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { clientErrorHandler, frameworkErrors } from "./plugins/early-errors";
import { loggerOptions, REQUEST_ID_PATTERN, requestContextPlugin } from "./plugins/request-context";
import { csrfPlugin } from "./plugins/csrf";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { metricsPlugin } from "./plugins/metrics";
import { jsonOnlyApiPlugin } from "./plugins/json-only-api";
import { openApiPlugin } from "./plugins/openapi";
import { spaPlugin } from "./plugins/spa";
import { compressionPlugin } from "./plugins/compression";
import { zodValidatorCompiler } from "./plugins/validation";
import { systemRoutes } from "./features/system/system.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { profileRoutes } from "./features/auth/profile.routes";
import { orgsRoutes } from "./features/orgs/orgs.routes";
import { orgContextPlugin } from "./plugins/org-context";
import { contactRoutes } from "./features/contact/contact.routes";
import { mediaRoutes } from "./features/media/media.routes";
import { mailRoutes } from "./features/mail/mail.routes";
import { searchRoutes } from "./features/search/search.routes";
import { companiesRoutes } from "./features/companies/companies.routes";
import { seekersRoutes } from "./features/seekers/seekers.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { jobFeedRoutes } from "./features/job-feed/job-feed.routes";
import { orgCompanyRoutes } from "./features/org-company/org-company.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { listingsRoutes } from "./features/listings/listings.routes";
import { questionnairesRoutes } from "./features/questionnaires/questionnaires.routes";
import { activitiesRoutes } from "./features/activities/activities.routes";
import { widgetsRoutes } from "./features/widgets/widgets.routes";
import { applicationsRoutes } from "./features/applications/applications.routes";
import { subscriptionsRoutes } from "./features/subscriptions/subscriptions.routes";
import { ztdiRoutes } from "./features/ztdi/ztdi.routes";
import { experimentsRoutes } from "./features/experiments/experiments.routes";
import { dataRightsRoutes } from "./features/data-rights/data-rights.routes";
import { listingStatsRoutes } from "./features/listing-stats/listing-stats.routes";
import { messageTemplatesRoutes } from "./features/message-templates/message-templates.routes";
import { withPageReads } from "./features/companies/companies.service";
import { serverPage } from "./features/seo/seo.service";
import { createSearchIndex } from "./features/search/memory-index";
import { searchIndexPlugin } from "./features/search/search.start";
import type { SearchIndex } from "./features/search/search.index";
import { sessionPlugin } from "./plugins/session";
import { healthPlugin } from "./plugins/health";
import { redisWithMemoryFallback } from "./plugins/rate-limit-store";
import { clientKey } from "./lib/client-key";
import { createContext, usesSecureCookies, type AppContext } from "./context";
import { readYourWritesPlugin } from "./plugins/read-your-writes";
import { startViteDevServer, type ViteDevServer } from "./plugins/vite-dev";
import { Redis } from "ioredis";

export interface AppDeps {
  config: Config;
  database: Database;
  /** A replica of `database` for public reads (DATABASE_READ_URL), with read-your-own-writes. */
  readDatabase?: Database;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The time services see; tests move it. */
  now?: () => Date;
  /** The search engine; the in-process index unless a test brings its own. */
  searchIndex?: (ctx: AppContext) => SearchIndex;
  /** Called once the search index's start-up work is over (it answers; its first snapshot is written). */
  onSearchSettled?: () => void;
  /** Starts Vite's dev server for `config.viteDevRoot` (npm run dev); tests bring a stand-in. */
  startVite?: (webRoot: string) => Promise<ViteDevServer>;
  /** How long each Fastify plugin may take to start (60 s; see below). */
  pluginTimeoutMs?: number;
  /** Called after each round of the search change feed with the change number the index holds. */
  onSearchApplied?: (appliedThrough: number) => void;
  /** How long a rate-limit count waits for Redis before the instance counts alone (ADR 037). */
  redisCommandTimeoutMs?: number;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({
  config,
  database,
  readDatabase,
  logStream,
  now = () => new Date(),
  searchIndex = createSearchIndex,
  onSearchSettled,
  startVite = startViteDevServer,
  pluginTimeoutMs = 60_000,
  onSearchApplied,
  redisCommandTimeoutMs = 500, // a hanging Redis costs a request this much, once a second
}: AppDeps): Promise<FastifyInstance> {
  // Vite's dev server starts before any plugin, so it may take as long as it needs (a busy machine
  // took longer than a plugin may; issue 25 §10).
  const viteDev = config.viteDevRoot
    ? { root: config.viteDevRoot, server: await startVite(config.viteDevRoot) }
    : undefined;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Development logs one short line per request of its own (plugins/request-context.ts, ADR 058).
    ...(config.env === "development" ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // The page plugin loads the built app and its server render at start: on a busy 2-core machine
    // that took longer than Fastify's default 10 s, and the whole start failed ("did not start in time").
    pluginTimeout: pluginTimeoutMs,
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    forceCloseConnections: "idle",
    // Bounded (Node's and Fastify's 0 is for ever): the whole request must arrive within
    // requestMs, and a connection silent for connectionMs is closed, so slow or stalled clients
    // cannot hold connections. Node checks request times every connectionsCheckingInterval.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: Math.min(60_000, config.timeouts.requestMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.timeouts.requestMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: false },
    // Errors raised before any route, by Node's HTTP parser or Fastify's router, get the catalogue's shape too.
    clientErrorHandler,
    frameworkErrors,
    // A request arriving while the server drains is answered by request-context (503 in the
    // catalogue's shape), not by Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every /capi route rejects unknown query parameters: those without a query schema get an empty strict one.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/capi/") || route.url.startsWith("/capi/docs")) return;
    route.schema ??= {};
    route.schema.querystring ??= z.strictObject({});
  });

  const secureCookies = usesSecureCookies(config);
  const ctx = createContext({ db: database.db, replica: readDatabase?.db, now, config });
  await app.register(requestContextPlugin, { developmentRequestLines: config.env === "development" });
  await app.register(errorHandlerPlugin);
  // The pages' HTML and the /capi JSON, for clients that accept br or gzip (the assets are precompressed
  // files). Before every route: the library gives its hook to the routes registered after it.
  await app.register(compressionPlugin);
  // Early, so its response hook counts every route, the pages and the 404s too.
  // The search engine of this process: built from the database once the server is ready (below),
  // from the replica when there is one (the primary's LISTEN/NOTIFY only wakes it; ADR 040).
  const search = searchIndex(readDatabase ? { ...ctx, db: readDatabase.db, read: readDatabase.db } : ctx);
  await app.register(metricsPlugin, { ctx, search });
  await app.register(cookie);
  if (readDatabase) {
    await app.register(readYourWritesPlugin, { windowMs: config.readYourWritesMs, now, secureCookies });
  }
  await app.register(formbody);
  await app.register(securityHeadersPlugin, { httpsPublicUrl: secureCookies });
  await app.register(csrfPlugin, { secureCookies });
  await app.register(jsonOnlyApiPlugin);
  await app.register(sessionPlugin, { ctx });
  await app.register(orgContextPlugin);
  // Limits live in Redis when REDIS_URL is set, so all instances share them; else in memory. While
  // Redis is away each instance counts alone (logged), so limits never switch off (ADR 037).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: redisCommandTimeoutMs,
      })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    // Its default reads request.ip, which a destroyed socket leaves undefined: it threw (ADR 064).
    keyGenerator: clientKey,
    ...(redis ? { store: redisWithMemoryFallback({ redis, nameSpace: "jobatlas-rate-limit:", log: app.log }) } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error("rate limited"), { statusCode: 429, retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(openApiPlugin, { version: config.version });

  app.addHook("onClose", async () => {
    await database.close();
    await readDatabase?.close();
  });

  await app.register(healthPlugin, { database, readDatabase });
  await app.register(searchIndexPlugin, {
    database,
    readDb: readDatabase?.db,
    index: search,
    snapshotMinutes: config.searchSnapshotMinutes,
    onSettled: onSearchSettled,
    onApplied: onSearchApplied,
  });
  for (const routes of [
    systemRoutes,
    authRoutes,
    profileRoutes,
    orgsRoutes,
    contactRoutes,
    mediaRoutes,
    mailRoutes,
    searchRoutes,
    companiesRoutes,
    seekersRoutes,
    orgCompanyRoutes,
    jobsRoutes,
    listingsRoutes,
    questionnairesRoutes,
    activitiesRoutes,
    widgetsRoutes,
    applicationsRoutes,
    subscriptionsRoutes,
    ztdiRoutes,
    experimentsRoutes,
    dataRightsRoutes,
    listingStatsRoutes,
    jobFeedRoutes,
    messageTemplatesRoutes,
    seoRoutes,
  ]) {
    await app.register(routes, { ctx, search });
  }
  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    requireBuild: config.isProduction,
    viteDev,
    settings: {
      publicUrl: config.publicUrl,
      mapStyleUrl: config.mapStyleUrl,
      version: config.version,
      environment: config.env,
    },
    // Company, listing and job profile pages get their head and status from the data (ADR 013).
    serverPage: (pathname, language) => serverPage(ctx, pathname, language),
    // The head and the drawing of a company or listing page read the company once.
    pageReads: withPageReads,
  });

  return app;
}
