import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "./config";

describe("config", () => {
  it("serves a laptop with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, "data"));
  });

  it("keeps development mode on loopback, where the dev mailbox cannot be reached from the network", () => {
    expect(() => loadConfig({ HOST: "0.0.0.0" })).toThrow(/HOST: development and test mode .* loopback only/);
    expect(loadConfig({ HOST: "0.0.0.0", APP_ENV: "production" }).host).toBe("0.0.0.0");
  });

  it("seeds demo data by default in development only", () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ APP_ENV: "production" }).seedDemoData).toBe(false);
    expect(loadConfig({ APP_ENV: "production", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
  });

  it("trusts proxies by hop count or address, never blindly", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy).toEqual(["10.0.0.1", "10.1.0.0/16"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it("bounds how long a request may take to arrive, a connection may stay silent and a statement may run", () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 60_000, connectionMs: 30_000, statementMs: 30_000 });
    expect(
      loadConfig({ REQUEST_TIMEOUT_MS: "5000", CONNECTION_TIMEOUT_MS: "2000", DB_STATEMENT_TIMEOUT_MS: "1500" })
        .timeouts,
    ).toEqual({ requestMs: 5000, connectionMs: 2000, statementMs: 1500 });
    // 0 would mean no limit at all.
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: "soon" })).toThrow(/CONNECTION_TIMEOUT_MS/);
  });

  it("names every bad variable in one line", () => {
    expect(() => loadConfig({ PORT: "abc", APP_ENV: "staging" })).toThrow(
      /^Invalid configuration: APP_ENV: .*; PORT: .*$/,
    );
  });

  it("makes the server exit with code 1 and one clear line on bad config", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "apps/server/src/main.ts")], {
      env: { PATH: process.env.PATH, PORT: "not-a-port" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT: /);
  });
});
