import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { requestContextPlugin } from "./plugins/request-context";
import { csrfPlugin } from "./plugins/csrf";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { jsonOnlyApiPlugin } from "./plugins/json-only-api";
import { openApiPlugin } from "./plugins/openapi";
import { spaPlugin } from "./plugins/spa";
import { zodValidatorCompiler } from "./plugins/validation";
import { systemRoutes } from "./features/system/system.routes";
import { authRoutes } from "./features/auth/auth.routes";

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent" ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every /capi route rejects unknown query parameters: those without a query schema get an empty strict one.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/capi/") || route.url.startsWith("/capi/docs")) return;
    route.schema ??= {};
    route.schema.querystring ??= z.strictObject({});
  });

  const secureCookies = config.publicUrl.startsWith("https://");
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(securityHeadersPlugin, { hsts: secureCookies });
  await app.register(csrfPlugin, { secureCookies });
  await app.register(jsonOnlyApiPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error("rate limited"), { statusCode: 429, retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(openApiPlugin, { version: config.version });

  app.addHook("onClose", async () => database.close());

  await app.register(systemRoutes, {
    database,
    secureCookies,
    clientErrorsPerMinute: config.rateLimits.clientErrors,
    debugRoutes: !config.isProduction,
  });
  await app.register(authRoutes);
  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    requireBuild: config.isProduction,
    viteDevRoot: config.viteDevRoot,
    settings: {
      publicUrl: config.publicUrl,
      mapStyleUrl: config.mapStyleUrl,
      version: config.version,
      environment: config.env,
    },
  });

  return app;
}
