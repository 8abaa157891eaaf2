// Builds the web app (apps/web/dist) and stamps the build with a hash of what went into it:
// the web app's and the contract's sources, the build config and the lockfile.
//
//   node scripts/build-web.mjs              build, with Vite's full output (npm run build)
//   node scripts/build-web.mjs --if-stale   build only when dist is missing or its stamp differs,
//                                           quietly: one line, or Vite's output when it fails (npm start)
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WEB = path.join(ROOT, "apps/web");
/** WEB_DIST_DIR (as the server reads it) lets parallel checkouts of the suite build apart. */
const DIST = process.env.WEB_DIST_DIR ? path.resolve(ROOT, process.env.WEB_DIST_DIR) : path.join(WEB, "dist");
/** Inside dist, so a new build (Vite empties dist first) or a deleted dist drops it too; dotfiles are not served. */
const STAMP = path.join(DIST, ".build-stamp");
/** The server's render of the public pages (ADR 050): a Node module, inside dist but never served (a dot directory). */
const SSR_DIR = path.join(DIST, ".ssr");

/** Files whose content decides the build; tests and the generated route tree (rewritten by every build) do not. */
const INPUTS = [
  "apps/web",
  "packages/contract",
  "resources/basemap-ch-li.geojson",
  "package-lock.json",
  "tsconfig.base.json",
  // This script: what it writes beside the build (the .br and .gz copies) is part of the build.
  "scripts/build-web.mjs",
];
const SKIP_DIRS = new Set(["node_modules", "dist"]);
const SKIP_FILE = /(\.test\.tsx?|routeTree\.gen\.ts)$/;

/** The input files, relative to the repository, sorted (node_modules and dist are not walked). */
function inputFiles() {
  const found = [];
  const walk = (relative) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isFile()) return void found.push(relative);
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) walk(child);
      else if (entry.isFile() && !SKIP_FILE.test(entry.name)) found.push(child);
    }
  };
  INPUTS.forEach(walk);
  return found.sort();
}

function inputHash() {
  const hash = createHash("sha256");
  for (const file of inputFiles()) {
    hash.update(file.split(path.sep).join("/") + "\0");
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function isCurrent(hash) {
  if (
    !["index.html", "index.after-paint.html", ".ssr/entry-server.js", ".build-stamp"].every((file) =>
      existsSync(path.join(DIST, file)),
    )
  ) {
    return false;
  }
  return readFileSync(STAMP, "utf8").trim() === hash;
}

/** The client's build into dist (emptied first), then the server's render into dist/.ssr. */
async function viteBuild({ quiet }) {
  const client = await vite(["build", "--outDir", DIST, "--emptyOutDir"], { quiet });
  if (client.code !== 0) return client;
  const server = await vite(["build", "--ssr", "src/app/entry-server.tsx", "--outDir", SSR_DIR], { quiet });
  return { code: server.code, output: client.output + server.output };
}

function vite(args, { quiet }) {
  const bin = path.join(
    path.dirname(createRequire(path.join(WEB, "package.json")).resolve("vite/package.json")),
    "bin/vite.js",
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: WEB,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Files worth compressing: text assets the server serves (index.html is a template, never served as is). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|geojson|txt|xml)$/;

/**
 * Writes a .br and a .gz beside every compressible file of the build (not the source maps), so
 * the server sends them precompressed (@fastify/static preCompressed: Content-Encoding and Vary
 * follow Accept-Encoding) at no CPU cost per request: the search page's scripts go over the
 * wire at about a quarter of their size.
 */
async function precompress() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith(".")) walk(full);
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name) && entry.name !== "index.html") files.push(full);
    }
  };
  walk(DIST);
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 1024) return;
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          // The best quality, except for the lazily loaded map library (1 MB): quality 11 would
          // take it ~6 s of a build on 2 cores for 8% fewer bytes.
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: body.length > 800_000 ? 5 : 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

const ifStale = process.argv.includes("--if-stale");
const hash = inputHash();
if (ifStale && isCurrent(hash)) process.exit(0);

const started = performance.now();
if (ifStale) {
  console.log(
    existsSync(path.join(DIST, "index.html"))
      ? "The web app changed since its last build: building it …"
      : "Building the web app (once; later starts reuse it while its sources do not change) …",
  );
}
const { code, output } = await viteBuild({ quiet: ifStale });
if (code !== 0) {
  if (ifStale) process.stderr.write(output);
  console.error(`Building the web app failed (exit code ${code}).`);
  process.exit(code);
}
await precompress();
writeFileSync(STAMP, hash + "\n");
if (ifStale) console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
