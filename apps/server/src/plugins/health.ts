import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { ServiceUnavailableError } from "../errors";

/** Liveness and readiness for load balancers and orchestrators (not part of the API document). */
export const healthPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request) => {
    try {
      await opts.database.ping();
    } catch (err) {
      request.log.error({ err }, "database unreachable");
      throw new ServiceUnavailableError("serviceUnavailable");
    }
    return { status: "ready", database: opts.database.engine };
  });
});
