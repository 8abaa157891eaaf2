import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { ServiceUnavailableError } from "../errors";

/** Liveness and readiness for load balancers and orchestrators (not part of the API document). */
export const healthPlugin = fp(async (app: FastifyInstance, opts: { database: Database; readDatabase?: Database }) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  // Not ready when the primary or, with one configured, the replica cannot be reached: public
  // reads and the search index's feed go to the replica (ADR 037, 040).
  app.get("/readyz", { schema: { hide: true } }, async (request) => {
    const { database, readDatabase } = opts;
    for (const [name, db] of [
      ["database", database],
      ["replica", readDatabase],
    ] as const) {
      if (!db) continue;
      try {
        await db.ping();
      } catch (err) {
        request.log.error({ err }, `${name} unreachable`);
        throw new ServiceUnavailableError("serviceUnavailable");
      }
    }
    return { status: "ready", database: database.engine, ...(readDatabase ? { replica: "reachable" } : {}) };
  });
});
