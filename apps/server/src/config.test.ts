import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "./config";

/** What production needs beyond APP_ENV (ADR 062). */
const PRODUCTION = {
  APP_ENV: "production",
  PUBLIC_URL: "https://jobs.example.ch",
  SECRET_KEY: "config-test-".padEnd(40, "k"),
};

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
    expect(loadConfig({ HOST: "0.0.0.0", ...PRODUCTION }).host).toBe("0.0.0.0");
  });

  it("seeds demo data by default in development only", () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
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

  it("is production when built or when NODE_ENV=production, development from the sources (ADR 062)", () => {
    expect(loadConfig({}).env).toBe("development");
    expect(
      loadConfig({ PUBLIC_URL: "https://jobs.example.ch", SECRET_KEY: PRODUCTION.SECRET_KEY }, { built: true }).env,
    ).toBe("production");
    expect(loadConfig({ APP_ENV: "development" }, { built: true }).env).toBe("development");
    expect(loadConfig({ ...PRODUCTION, APP_ENV: undefined, NODE_ENV: "production" }).env).toBe("production");
    expect(loadConfig({ NODE_ENV: "development" }).env).toBe("development");
    expect(() => loadConfig({ NODE_ENV: "production", APP_ENV: "development" })).toThrow(
      /^Invalid configuration: APP_ENV: APP_ENV=development contradicts NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", APP_ENV: "test" })).toThrow(/APP_ENV: /);
  });

  it("needs PUBLIC_URL and SECRET_KEY in production", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(
      /^Invalid configuration: PUBLIC_URL: required in production[^;]*; SECRET_KEY: required in production[^;]*$/,
    );
    expect(() => loadConfig({}, { built: true })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig(PRODUCTION)).toMatchObject({ env: "production", publicUrl: "https://jobs.example.ch" });
  });

  it("refuses an empty value instead of reading it as 0 or as the default", () => {
    expect(() => loadConfig({ PORT: "" })).toThrow(/^Invalid configuration: PORT: is empty/);
    expect(() => loadConfig({ READ_YOUR_WRITES_MS: "" })).toThrow(/READ_YOUR_WRITES_MS: is empty/);
    expect(() => loadConfig({ SMTP_URL: "", TRUST_PROXY: "" })).toThrow(
      /^Invalid configuration: TRUST_PROXY: is empty.*; SMTP_URL: is empty/,
    );
    // Variables the server does not read may be empty.
    expect(loadConfig({ EDITOR: "" }).port).toBe(3000);
  });

  it("checks each URL's scheme", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://u@h/db" })).toThrow(
      /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//,
    );
    expect(loadConfig({ DATABASE_URL: "postgresql://u@h/db" }).databaseUrl).toBe("postgresql://u@h/db");
    expect(() => loadConfig({ REDIS_URL: "127.0.0.1:6379" })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(loadConfig({ REDIS_URL: "rediss://h:6380" }).redisUrl).toBe("rediss://h:6380");
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://jobs" })).toThrow(
      /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ MAP_STYLE_URL: "file:///etc/passwd" })).toThrow(/MAP_STYLE_URL/);
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
