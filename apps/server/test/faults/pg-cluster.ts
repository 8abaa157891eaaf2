/**
 * A throwaway PostgreSQL cluster for the fault tests (ADR 039): its own data directory under /tmp
 * and its own port, so stopping and restarting it disturbs no other database on the machine.
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PREFIX = "jobatlas-faults-pg-";

export interface FaultCluster {
  dir: string;
  port: number;
  /** The admin URL (database postgres). */
  url: string;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(root, v, "bin/initdb"))) return path.join(root, v, "bin");
  return ""; // on PATH
}

function run(tool: string, args: string[], timeoutMs = 60_000): string {
  const bin = path.join(binDir(), tool);
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: "utf8", timeout: timeoutMs, stdio: ["ignore", "pipe", "pipe"] });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cluster on the same port left by an interrupted run (its creator gone) is stopped and removed
 * first; one of a run still going is left alone, and this run stops with a message.
 */
function removeStale(port: number): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    const pidFile = path.join(dir, "data/postmaster.pid");
    const stalePort = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[3]) : port;
    if (stalePort !== port) continue;
    const ownerFile = path.join(dir, "owner");
    const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, "utf8")) : 0;
    if (owner && alive(owner))
      throw new Error(`port ${port} is taken by the fault cluster of another run (pid ${owner}); set FAULTS_PG_PORT`);
    destroyCluster({ dir, port, url: "" });
  }
}

export function createCluster(port: number): FaultCluster {
  removeStale(port);
  const dir = mkdtempSync(path.join(tmpdir(), PREFIX));
  chmodSync(dir, 0o777);
  writeFileSync(path.join(dir, "owner"), String(process.pid));
  run("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const cluster = { dir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  startCluster(cluster);
  return cluster;
}

/** Starts or stops the cluster without blocking the test's event loop (its clients keep measuring). */
export async function pgCtl(cluster: FaultCluster, action: "start" | "stop"): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const args = pgCtlArgs(cluster, action);
  const bin = path.join(binDir(), "pg_ctl");
  await promisify(execFile)(asRoot ? "runuser" : bin, asRoot ? ["-u", "postgres", "--", bin, ...args] : args, {
    timeout: 60_000,
  });
}

function pgCtlArgs(cluster: FaultCluster, action: "start" | "stop"): string[] {
  const data = path.join(cluster.dir, "data");
  if (action === "stop") return ["-D", data, "-m", "fast", "-w", "stop"];
  const options = [
    `-p ${cluster.port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${cluster.dir}`,
    "-c fsync=off",
    "-c max_connections=100",
  ].join(" ");
  return ["-D", data, "-l", path.join(cluster.dir, "log"), "-o", options, "-w", "start"];
}

export function startCluster(cluster: FaultCluster): void {
  run("pg_ctl", pgCtlArgs(cluster, "start"));
}

/** `-m fast`: open sessions are ended at once, as in a restart or a failover. */
export function stopCluster(cluster: FaultCluster): void {
  run("pg_ctl", pgCtlArgs(cluster, "stop"));
}

export function destroyCluster(cluster: FaultCluster): void {
  try {
    stopCluster(cluster);
  } catch {
    // already stopped
  }
  rmSync(cluster.dir, { recursive: true, force: true });
}
