/** The production build and the real server on a throwaway embedded database with the demo data. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The built web app the server serves (WEB_DIST_DIR as the server and build-web read it). */
export function distDir(): string {
  return process.env.WEB_DIST_DIR
    ? path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR)
    : path.join(REPO_ROOT, "apps/web/dist");
}

/** Builds the web app for production unless the build is current (scripts/build-web.mjs --if-stale). */
export function buildIfStale(): void {
  const result = spawnSync(process.execPath, ["scripts/build-web.mjs", "--if-stale"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, WEB_DIST_DIR: distDir() },
  });
  if (result.status !== 0) throw new Error("building the web app failed");
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `node apps/server/src/main.ts` with APP_ENV=production (no Vite: the built assets as users get
 * them) on a fresh PGlite directory seeded with the demo data; resolves once /capi/health is 200
 * (the search index is built).
 */
export async function startServer(port?: number): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-bench-web-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(listenPort),
    PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    SECRET_KEY: "web-benchmark-secret-key-0123456789abcdefghij",
    WEB_DIST_DIR: distDir(),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never left running when the benchmark dies of an error.
  process.on("exit", () => child.kill("SIGKILL"));
  const log = createWriteStream(path.join(dataDir, "server.log"));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await Promise.race([once(child, "exit"), sleep(15_000).then(() => child.kill("SIGKILL"))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}); its log: ${path.join(dataDir, "server.log")}`);
    }
    const status = await fetch(`${baseUrl}/capi/health`, { signal: AbortSignal.timeout(5000) })
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) return { baseUrl, process: child, stop };
    await sleep(500);
  }
  await stop();
  throw new Error("the server did not become healthy within 180 s");
}

/** The first company and listing page of the demo data, from the sitemaps crawlers read. */
export async function demoPages(baseUrl: string): Promise<{ company: string; listing: string }> {
  const first = async (file: string) => {
    const xml = await (await fetch(`${baseUrl}/${file}`)).text();
    const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
    if (!loc) throw new Error(`${file} names no page`);
    return new URL(loc).pathname;
  };
  return { company: await first("sitemap-companies-1.xml"), listing: await first("sitemap-listings-1.xml") };
}
