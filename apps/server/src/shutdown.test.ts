import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config";
import { buildTestApp } from "./test/test-app";

describe("graceful shutdown", () => {
  it("finishes in-flight requests before it closes", async () => {
    const { app } = await buildTestApp();
    let release: () => void = () => {};
    const started = new Promise<void>((resolveStarted) => {
      app.get("/capi/test/slow", async () => {
        resolveStarted();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const inFlight = fetch(`${address}/capi/test/slow`);
    await started;
    const closed = app.close();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });

  // A whole server process starts here (modules compiled, PGlite created and migrated): ~7 s alone,
  // up to ~30 s while the rest of the suite keeps both cores busy, hence its own time limit.
  it("exits 0 on SIGTERM", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-shutdown-"));
    const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "apps/server/src/main.ts")], {
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        APP_ENV: "test",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Jobatlas is running") && resolve());
        child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
