import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config";

/** Whether something listens on the port (a server the script should not have started). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * `npm run cluster` (scripts/cluster.mjs; issue 25 §10, ADR 062): it checks every program it will
 * run before it starts anything, and names what is missing with the Debian package that brings it.
 * Before, a machine without nginx built the apps, created and started two PostgreSQL servers and
 * two apps, and only then failed to spawn nginx.
 */
describe("npm run cluster on a machine without nginx", () => {
  let dir: string;
  let bin: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "jobatlas-cluster-prereq-"));
    // A PATH with every program of this one except nginx.
    bin = path.join(dir, "bin");
    mkdirSync(bin);
    for (const from of (process.env.PATH ?? "").split(path.delimiter).filter((d) => d && existsSync(d)))
      for (const name of readdirSync(from))
        if (name !== "nginx" && !existsSync(path.join(bin, name)))
          symlinkSync(path.join(from, name), path.join(bin, name));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("says what is missing in one line, exits 1 and starts nothing", { timeout: 60_000 }, async () => {
    const clusterDir = path.join(dir, "cluster");
    const ports = { primary: 5461, nginx: 8461, apps: [3461, 3462] };
    const child = spawn(
      process.execPath,
      [
        path.join(REPO_ROOT, "scripts/cluster.mjs"),
        "--check",
        "--fresh",
        `--primary-port=${ports.primary}`,
        `--nginx-port=${ports.nginx}`,
        `--app-ports=${ports.apps.join(",")}`,
      ],
      {
        cwd: REPO_ROOT,
        env: { PATH: bin, CLUSTER_DIR: clusterDir, REDIS_URL: "redis://127.0.0.1:6379" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));

    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      "[cluster] cannot start, missing: nginx (apt-get install nginx); nothing was started",
    ]);
    expect(stdout).toBe("");
    // No directory, no PostgreSQL, no app.
    expect(existsSync(clusterDir)).toBe(false);
    for (const port of [ports.primary, ports.primary + 1, ...ports.apps]) expect(await listening(port)).toBe(false);
  });
});
