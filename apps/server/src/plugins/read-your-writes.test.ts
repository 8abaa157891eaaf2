import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { buildEmptyOrganization, buildSession, type BuiltSession } from "../test/factories";
import { testClock } from "../test/clock";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { READ_YOUR_WRITES_COOKIE } from "./read-your-writes";

/**
 * Replica routing (ADR 037) against a "replica" that is a second database with the same schema
 * but other rows: what a page shows tells which database answered. Public reads come from the
 * replica; a client's reads right after its own write come from the primary, until the window
 * (READ_YOUR_WRITES_MS) has passed. ~3 s.
 */
describe("public reads on the replica, with read-your-own-writes", () => {
  let companyId: number;
  const clock = testClock();
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: FastifyInstance;
  let seeker: BuiltSession;

  beforeAll(async () => {
    [primary, replica] = [await createTestDatabase(), await createTestDatabase()];
    // The first organisation of each copy: the same id in both, as on a real replica.
    companyId = (await buildEmptyOrganization(primary.db, { slug: "on-primary", name: "Primary AG" })).id;
    const onReplica = await buildEmptyOrganization(replica.db, { slug: "on-replica", name: "Replica AG" });
    expect(onReplica.id).toBe(companyId);
    seeker = await buildSession(primary.db);
    const config = loadConfig({
      APP_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
      READ_YOUR_WRITES_MS: "5000",
      WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
    });
    app = await buildApp({ config, database: primary, readDatabase: replica, now: clock.now });
  });

  afterAll(async () => {
    await app.close(); // closes both databases
  });

  const companyName = async (cookie?: string) => {
    const res = await app.inject({ url: `/capi/companies/${companyId}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }).name;
  };

  it("serves the company page from the replica, to visitors and to signed-in users who wrote nothing", async () => {
    expect(await companyName()).toBe("Replica AG");
    expect(await companyName(seeker.headers.cookie)).toBe("Replica AG");
  });

  it("sends a client's reads to the primary right after its write, and back to the replica after the window", async () => {
    const like = await app.inject({ method: "PUT", url: `/capi/user/likes/${companyId}`, headers: seeker.headers });
    expect(like.statusCode).toBe(200);
    const marker = like.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE);
    expect(marker).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 5, path: "/" });
    const cookie = `${seeker.headers.cookie}; ${READ_YOUR_WRITES_COOKIE}=${marker?.value}`;

    // The writer sees the primary (with its own like); another client still sees the replica.
    const own = await app.inject({ url: `/capi/companies/${companyId}`, headers: { cookie } });
    expect(own.json()).toMatchObject({ name: "Primary AG", liked: true });
    expect(await companyName()).toBe("Replica AG");

    clock.advanceMinutes(0.1); // 6 s: past the window
    expect(await companyName(cookie)).toBe("Replica AG");
  });

  it("marks no client on reads, and believes no marker dated in the future", async () => {
    const read = await app.inject({ url: `/capi/companies/${companyId}` });
    expect(read.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE)).toBeUndefined();
    const future = clock.now().getTime() + 60_000;
    expect(await companyName(`${READ_YOUR_WRITES_COOKIE}=${future}`)).toBe("Replica AG");
    expect(await companyName(`${READ_YOUR_WRITES_COOKIE}=${clock.now().getTime() - 1000}`)).toBe("Primary AG");
  });
});
