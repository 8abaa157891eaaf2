// npm run cluster: Jobatlas as it runs in production, on one machine, for tests and demos (ADR 037):
//
//   PostgreSQL primary ──streaming──▶ replica (pg_basebackup)        Redis (REDIS_URL)
//          ▲ writes                     ▲ public reads                  ▲ rate limits
//          └──────── app 1 (dist/main.js) · app 2 (dist/main.js) ───────┘
//                                  ▲ round robin, passive health checks
//                        nginx on 127.0.0.1:8080
//
//   npm run cluster                      start everything, print the addresses, Ctrl-C stops it all
//   npm run cluster -- --check           start, check the cluster end to end, stop (exit code 0/1)
//   npm run cluster -- --fresh           throw away the databases of an earlier run first
//
// The primary is a throwaway PostgreSQL cluster of its own (initdb under CLUSTER_DIR, default
// /tmp/jobatlas-cluster, port 5440): the machine's own server is not touched or restarted. With
// --primary=$DATABASE_URL an existing server is the primary instead; it must accept replication
// connections from 127.0.0.1 (pg_hba.conf) with wal_level replica. PostgreSQL refuses to run as
// root, so as root its commands run as the user postgres (runuser). The replica listens on
// primary port + 1. Redis: REDIS_URL, else 127.0.0.1:6379 when it answers, else a redis-server of
// its own on port 6390. The apps listen on 3101 and 3102; nginx on 8080 (Debian package nginx).
// Ports: --primary-port, --nginx-port, --app-ports=3101,3102. The web app and the server are
// built first when stale (scripts/build-web.mjs --if-stale, scripts/build-server.mjs).
// --database=NAME names the database (default jobatlas); --before-apps=COMMAND runs COMMAND (sh -c,
// with DATABASE_URL set to the primary's database) once the primary is up and before the replica
// is copied and the apps start: the load test fills the primary with its data set that way.
// --ready-timeout=SECONDS: how long an app may take to answer /capi/health 200 (default 180).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, chownSync, constants, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length ? value.join("=") : "true"];
  }),
);
const DIR = path.resolve(process.env.CLUSTER_DIR ?? "/tmp/jobatlas-cluster");
const PRIMARY_PORT = Number(args["primary-port"] ?? 5440);
const REPLICA_PORT = args.primary ? Number(args["replica-port"] ?? 5441) : PRIMARY_PORT + 1;
const APP_PORTS = (args["app-ports"] ?? "3101,3102").split(",").map(Number);
const NGINX_PORT = Number(args["nginx-port"] ?? 8080);
const DB_NAME = args.database ?? "jobatlas";
const AS_ROOT = process.getuid?.() === 0;

const children = [];
const cleanups = [];
let stopping = false;

function log(line) {
  console.log(`[cluster] ${line}`);
}

/** PostgreSQL's programs: the newest installed server version's (Debian keeps them out of PATH). */
function pgBin(program) {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(path.join(base, v, "bin", program))) return path.join(base, v, "bin", program);
  }
  return program;
}

/** Whether `program` (a path, or a name looked up in PATH) can be run. */
function runnable(program) {
  const candidates = program.includes("/")
    ? [program]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, program));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Before anything starts (a build, a directory, a server): every program the cluster will run,
 * each missing one named with the Debian package that brings it. Redis is needed only when neither
 * REDIS_URL nor a server on 6379 is there.
 */
async function missingPrerequisites() {
  // [program, Debian package, where to look]: PostgreSQL's own programs through pgBin (out of PATH on Debian).
  const needed = [
    ...(args.primary ? [] : [["initdb", "postgresql", pgBin("initdb")]]),
    ["pg_ctl", "postgresql", pgBin("pg_ctl")],
    ["pg_basebackup", "postgresql-client", pgBin("pg_basebackup")],
    ["psql", "postgresql-client", pgBin("psql")],
    ["nginx", "nginx", "nginx"],
    ...(process.env.REDIS_URL || (await portOpen(6379)) ? [] : [["redis-server", "redis-server", "redis-server"]]),
    ...(AS_ROOT
      ? [
          ["runuser", "util-linux", "runuser"],
          ["id", "coreutils", "id"],
        ]
      : []),
  ];
  const missing = needed.filter(([, , program]) => !runnable(program));
  if (AS_ROOT && runnable("id") && spawnSync("id", ["-u", "postgres"], { stdio: "ignore" }).status !== 0)
    missing.push(["the user postgres", "postgresql"]);
  return missing.map(([program, pkg]) => `${program} (apt-get install ${pkg})`);
}

/** Runs a PostgreSQL program as the user postgres when we are root (it refuses root). */
function asPostgres(program, programArgs, options = {}) {
  const [cmd, cmdArgs] = AS_ROOT
    ? ["runuser", ["-u", "postgres", "--", pgBin(program), ...programArgs]]
    : [pgBin(program), programArgs];
  const result = spawnSync(cmd, cmdArgs, { stdio: options.quiet ? "pipe" : "inherit", encoding: "utf8", ...options });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${program} ${programArgs.join(" ")} failed (${result.status}): ${result.stderr ?? ""}`);
  }
  return result;
}

function ownedDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (AS_ROOT) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
}

function portOpen(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function waitFor(what, check, timeoutMs = 60_000, intervalMs = 250, gaveUp = () => undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function psql(url, sql) {
  const result = spawnSync(pgBin("psql"), [url, "-Atqc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

const urlOf = (port, db = DB_NAME) => `postgres://postgres@127.0.0.1:${port}/${db}`;

/** A PostgreSQL server in `dir` on `port`, stopped again on exit. */
async function startPostgres(dir, port, name) {
  const running = await portOpen(port);
  if (!running) {
    asPostgres(
      "pg_ctl",
      ["-D", dir, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", `-p ${port} -k ${dir}`, "start"],
      { quiet: true },
    );
    log(`${name} PostgreSQL started on 127.0.0.1:${port} (${dir})`);
  } else {
    log(`${name}: something already listens on ${port}; using it`);
  }
  cleanups.push(() => {
    if (!running) asPostgres("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"], { quiet: true, allowFailure: true });
  });
}

async function primary() {
  if (args.primary) {
    const url = new URL(args.primary);
    url.pathname = `/${DB_NAME}`;
    return {
      url: url.toString(),
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username || "postgres"),
    };
  }
  const dir = path.join(DIR, "primary");
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    ownedDir(dir);
    asPostgres("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"], {
      quiet: true,
    });
    // Loopback only; replication allowed (initdb's trust lines cover it); enough WAL for the replica to catch up.
    writeFileSync(
      path.join(dir, "postgresql.auto.conf"),
      [
        "listen_addresses = '127.0.0.1'",
        "wal_level = replica",
        "max_wal_senders = 5",
        "wal_keep_size = '256MB'",
        "max_connections = 100",
        "shared_buffers = '256MB'",
        "fsync = off", // a throwaway cluster: speed over durability
        "synchronous_commit = off",
        "",
      ].join("\n"),
    );
    if (AS_ROOT) execFileSync("chown", ["postgres:postgres", path.join(dir, "postgresql.auto.conf")]);
    log(`primary cluster created in ${dir}`);
  }
  await startPostgres(dir, PRIMARY_PORT, "primary");
  await waitFor("the primary", async () => (await psql(urlOf(PRIMARY_PORT, "postgres"), "select 1")) === "1");
  if (
    (await psql(urlOf(PRIMARY_PORT, "postgres"), `select count(*) from pg_database where datname = '${DB_NAME}'`)) ===
    "0"
  ) {
    await psql(urlOf(PRIMARY_PORT, "postgres"), `create database ${DB_NAME}`);
  }
  return { url: urlOf(PRIMARY_PORT), host: "127.0.0.1", port: PRIMARY_PORT, user: "postgres" };
}

async function replica(source) {
  const dir = path.join(DIR, "replica");
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    rmSync(dir, { recursive: true, force: true });
    ownedDir(dir);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    asPostgres(
      "pg_basebackup",
      ["-h", source.host, "-p", String(source.port), "-U", source.user, "-D", dir, "-R", "-X", "stream", "-c", "fast"],
      { quiet: true },
    );
    log(`replica copied from the primary with pg_basebackup into ${dir}`);
  }
  await startPostgres(dir, REPLICA_PORT, "replica");
  await waitFor(
    "the replica",
    async () => (await psql(urlOf(REPLICA_PORT, "postgres"), "select pg_is_in_recovery()")) === "t",
  );
  return { url: urlOf(REPLICA_PORT) };
}

async function redis() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await portOpen(6379)) return "redis://127.0.0.1:6379";
  const child = spawn("redis-server", ["--port", "6390", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  children.push({ name: "redis", child });
  await waitFor("redis", () => portOpen(6390), 10_000);
  log("redis-server started on 127.0.0.1:6390");
  return "redis://127.0.0.1:6390";
}

function build() {
  execFileSync(process.execPath, [path.join(ROOT, "scripts/build-web.mjs"), "--if-stale"], { stdio: "inherit" });
  execFileSync(process.execPath, [path.join(ROOT, "scripts/build-server.mjs")], { stdio: "inherit" });
}

/** V8's young generation as the README's production command sizes it (ADR 049), unless set already. */
function withYoungGeneration(nodeOptions = "") {
  return nodeOptions.includes("--max-semi-space-size") ? nodeOptions : `${nodeOptions} --max-semi-space-size=64`.trim();
}

function startApp(port, env) {
  const child = spawn(process.execPath, [path.join(ROOT, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      ...env,
      NODE_OPTIONS: withYoungGeneration(env.NODE_OPTIONS ?? process.env.NODE_OPTIONS),
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[app :${port}] `;
  const relay = (stream, out) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) out.write(prefix + line + "\n");
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    if (!stopping) log(`app on ${port} exited (${code ?? signal})`);
  });
  children.push({ name: `app :${port}`, child });
  return child;
}

async function appReady(port, child) {
  await waitFor(
    `the app on ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/capi/health`)).status === 200,
    // the search index builds before /capi/health answers 200: minutes at national scale (--ready-timeout)
    Number(args["ready-timeout"] ?? 180) * 1000,
    250,
    // An app that exited (a bad value, a port in use) will not get ready: stop at once, not after minutes.
    () =>
      running(child)
        ? undefined
        : `the app on ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready`,
  );
}

function startNginx() {
  const dir = path.join(DIR, "nginx");
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const upstreams = APP_PORTS.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join("\n");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/tmp/${kind};`)
    .join("\n");
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
${temp}
  upstream jobatlas {
    # Round robin; passive health checks: after max_fails errors an instance rests for fail_timeout.
${upstreams}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    client_max_body_size 12m;
    location / {
      proxy_pass http://jobatlas;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 65s;
      # A dead or starting instance (its search index builds: 503): the request goes to the other.
      # POSTs are not retried (nginx never retries non-idempotent requests by default).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
  const confPath = path.join(dir, "nginx.conf");
  writeFileSync(confPath, conf);
  const child = spawn("nginx", ["-c", confPath, "-p", dir], { stdio: "inherit" });
  children.push({ name: "nginx", child });
  return child;
}

/** Not yet exited (a child killed by a signal has no exit code, but a signal code). */
const running = (child) => child.exitCode === null && child.signalCode === null;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log("stopping: nginx, apps, redis, replica, primary");
  for (const { child } of [...children].reverse()) {
    if (running(child)) child.kill("SIGTERM");
  }
  await Promise.all(
    children.map(({ child }) => (running(child) ? new Promise((resolve) => child.once("exit", resolve)) : undefined)),
  );
  for (const cleanup of cleanups.reverse()) cleanup();
  process.exit(code);
}

/** --check: nginx answers, also with one app killed; the replica streams and receives a write. */
/**
 * An edit on the primary is found by the search of every app within 2 s (issue 12 §1): each app's
 * index follows the replica, woken by NOTIFY on the primary and polling every second.
 */
async function checkSearchFreshness(primaryUrl) {
  const id = await psql(primaryUrl, "select min(organization_id) from addresses");
  if (!id) {
    log("no organisation to edit (an empty database): search freshness not checked");
    return false;
  }
  // Letters only, so the word is indexed as one term.
  const word = `Clusterprobe${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join("")}`;
  const edited = Date.now();
  await psql(primaryUrl, `update organizations set name = name || ' ${word}' where id = ${id}`);
  const found = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}/capi/search/employers?query=${word}`);
    return res.ok && (await res.json()).count > 0;
  };
  const delays = await Promise.all(
    APP_PORTS.map(async (port) => {
      await waitFor(`the app on ${port} to find the edit`, () => found(port), 10_000, 50);
      return Date.now() - edited;
    }),
  );
  await psql(primaryUrl, `update organizations set name = replace(name, ' ${word}', '') where id = ${id}`);
  log(`an edit on the primary was found by the search of each app after ${delays.join(" / ")} ms`);
  if (delays.some((ms) => ms > 2000)) throw new Error(`search freshness over 2 s: ${delays.join(" / ")} ms`);
  return true;
}

async function check(primaryUrl, replicaUrl) {
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  const healthy = async () => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${base}/capi/health`);
      if (res.status !== 200) throw new Error(`GET /capi/health through nginx: ${res.status}`);
    }
  };
  await healthy();
  const fresh = await checkSearchFreshness(primaryUrl);
  // Passive health checks: with one app killed, nginx serves every request from the other.
  const victim = children.find(({ name }) => name === `app :${APP_PORTS.at(-1)}`)?.child;
  victim?.kill("SIGKILL");
  await new Promise((resolve) => victim?.once("exit", resolve));
  await healthy();
  log(`nginx answered 10 of 10 requests with the app on ${APP_PORTS.at(-1)} killed`);
  const senders = await psql(primaryUrl, "select count(*) from pg_stat_replication where state = 'streaming'");
  if (senders !== "1") throw new Error(`the primary streams to ${senders} replicas, expected 1`);
  const marker = `cluster-check-${randomBytes(4).toString("hex")}`;
  await psql(primaryUrl, "create table if not exists cluster_check (marker text)");
  const wrote = Date.now();
  await psql(primaryUrl, `insert into cluster_check values ('${marker}')`);
  await waitFor(
    "the write to reach the replica",
    async () => (await psql(replicaUrl, `select count(*) from cluster_check where marker = '${marker}'`)) === "1",
    10_000,
    5,
  );
  // Includes starting psql twice (tens of ms): an upper bound of the replica's lag.
  log(`a write on the primary was visible on the replica after ${Date.now() - wrote} ms`);
  // A public read (a company page; 404 on an empty database) is answered from the replica.
  for (let i = 0; i < 5; i++) await fetch(`${base}/capi/companies/1`);
  const clients = await psql(
    replicaUrl,
    "select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  if (Number(clients) < 1) throw new Error("no app reads from the replica");
  log(`the apps hold ${clients} connection(s) to the replica for public reads`);
  log(
    `check passed: ${fresh ? "an edit is searchable on each app within 2 s, " : ""}nginx answers through either app, the primary streams to the replica, writes reach it`,
  );
}

async function main() {
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));
  const missing = await missingPrerequisites();
  if (missing.length > 0) {
    console.error(`[cluster] cannot start, missing: ${missing.join(", ")}; nothing was started`);
    process.exit(1);
  }
  if (args.fresh) {
    for (const dir of ["primary", "replica"]) {
      const pgDir = path.join(DIR, dir);
      if (existsSync(path.join(pgDir, "postmaster.pid")))
        asPostgres("pg_ctl", ["-D", pgDir, "-m", "fast", "-w", "stop"], { quiet: true, allowFailure: true });
    }
    rmSync(DIR, { recursive: true, force: true });
  }
  mkdirSync(DIR, { recursive: true });
  if (AS_ROOT) execFileSync("chmod", ["755", DIR]);
  build();
  const source = await primary();
  if (args["before-apps"]) {
    log(`running before the apps: ${args["before-apps"]}`);
    const result = spawnSync("sh", ["-c", args["before-apps"]], {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: source.url },
    });
    if (result.status !== 0) throw new Error(`--before-apps failed (${result.status ?? result.signal})`);
  }
  const { url: replicaUrl } = await replica(source);
  const redisUrl = await redis();
  const secret = randomBytes(32).toString("hex");
  const env = {
    APP_ENV: process.env.APP_ENV ?? "production",
    HOST: "127.0.0.1",
    DATABASE_URL: source.url,
    DATABASE_READ_URL: replicaUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${NGINX_PORT}`,
    SECRET_KEY: process.env.SECRET_KEY ?? secret,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  // The first app migrates (and seeds demo data into an empty database, unless SEED_DEMO_DATA=false);
  // the others start once it is up.
  const [first, ...rest] = APP_PORTS;
  await appReady(first, startApp(first, { ...env, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? "true" }));
  const others = rest.map((port) => [port, startApp(port, { ...env, SEED_DEMO_DATA: "false" })]);
  await Promise.all(others.map(([port, child]) => appReady(port, child)));
  const nginx = startNginx();
  await waitFor(
    "nginx",
    () => portOpen(NGINX_PORT),
    10_000,
    250,
    () =>
      running(nginx)
        ? undefined
        : `nginx exited (${nginx.exitCode ?? nginx.signalCode}): see ${path.join(DIR, "nginx/error.log")}`,
  );
  log(`up: http://127.0.0.1:${NGINX_PORT} → apps on ${APP_PORTS.join(", ")}`);
  log(`primary ${source.url} · replica ${replicaUrl} · redis ${redisUrl}`);
  if (args.check) {
    try {
      await check(source.url, replicaUrl);
    } catch (err) {
      console.error(`[cluster] check failed: ${err instanceof Error ? err.message : err}`);
      return stopAll(1);
    }
    return stopAll(0);
  }
  log("Ctrl-C stops everything.");
}

main().catch((err) => {
  console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
  void stopAll(1);
});
