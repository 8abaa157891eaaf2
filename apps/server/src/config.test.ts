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
