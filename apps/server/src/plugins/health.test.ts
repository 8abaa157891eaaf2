// /readyz with a read replica (ADR 037, 040): not ready while the replica cannot be reached, as
// public reads and the search index's feed go there; /capi/health keeps its meaning (the index).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { waitForSearchIndex } from "../test/test-app";

let database: TestDatabase;
let app: FastifyInstance;
let replicaDown = false;

beforeAll(async () => {
  database = await createTestDatabase();
  // The "replica" is the same database, reachable or not as the test says.
  const replica: Database = {
    ...database,
    ping: async () => {
      if (replicaDown) throw new Error("connection refused");
    },
    close: async () => {},
  };
  const config = loadConfig({ APP_ENV: "test", SEED_DEMO_DATA: "false", LOG_LEVEL: "silent" });
  app = await buildApp({ config, database, readDatabase: replica });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("/readyz with a replica", () => {
  it("is ready while primary and replica answer, and says so", async () => {
    const res = await app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: database.engine, replica: "reachable" });
  });

  it("answers 503 ServiceUnavailable while the replica cannot be reached, and the search health stays its own", async () => {
    await waitForSearchIndex({ app });
    replicaDown = true;
    try {
      const res = await app.inject({ url: "/readyz", headers: { "accept-language": "en" } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ type: "ServiceUnavailable" });
      expect((await app.inject({ url: "/capi/health" })).statusCode).toBe(200);
    } finally {
      replicaDown = false;
    }
  });
});
