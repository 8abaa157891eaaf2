// Assembles the deployable artefact (ADR 065): a directory with what production runs and nothing
// else, in the repository's layout so the bundle's paths hold (scripts/build-server.mjs):
//
//   package.json, package-lock.json   the npm packages the bundle imports, at the versions tested
//   apps/server/dist/                 the server (main.js) and the worker (worker.js)
//   apps/server/src/db/migrations/    read by each instance at start
//   apps/server/src/features/widgets/widget-embed.js
//   apps/server/src/features/applications/contact-requests/attachment-pages.worker.mjs
//   resources/ch-li-postal-codes.csv  the places search knows
//   apps/web/dist/                    the web app, with its server render in .ssr/
//
//   node scripts/build-artefact.mjs [--out=DIR]   after build-web.mjs and build-server.mjs (npm run build)
//
// DIR defaults to build/ (git-ignored). Then `npm ci --omit=dev` there installs its node_modules, and
// `node apps/server/dist/main.js` (or worker.js) runs it from any working directory. The lockfile is
// the repository's, cut down to what those packages need, so production gets the versions the tests
// ran with. WEB_DIST_DIR (as the server and build-web.mjs read it) names another web build to copy.
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const outArg = process.argv.find((arg) => arg.startsWith("--out="));
const OUT = path.resolve(ROOT, outArg ? outArg.slice("--out=".length) : "build");
const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? "apps/web/dist");
const SERVER_DIST = path.join(ROOT, "apps/server/dist");

/** Files the server reads at run time, beside its bundle (relative to the repository and the artefact). */
const FILES = [
  "apps/server/src/db/migrations",
  "apps/server/src/features/widgets/widget-embed.js",
  // The worker thread that reads attachments for the merged application PDF (ADR 093).
  "apps/server/src/features/applications/contact-requests/attachment-pages.worker.mjs",
  "resources/ch-li-postal-codes.csv",
];
/** Packages the server reads files from without importing them (createRequire().resolve). */
const FILE_PACKAGES = ["source-sans"];
/** Imported lazily by development only (ADR 058's log lines): production never loads them. */
const DEVELOPMENT_ONLY = new Set(["pino-pretty"]);

const started = Date.now();
for (const required of [path.join(SERVER_DIST, "runtime-dependencies.json"), path.join(WEB_DIST, "index.html")]) {
  if (!existsSync(required)) {
    console.error(`${path.relative(ROOT, required)} is missing: run npm run build (build-web.mjs, build-server.mjs).`);
    process.exit(1);
  }
}

const imported = JSON.parse(await readFile(path.join(SERVER_DIST, "runtime-dependencies.json"), "utf8"));
const rootPackage = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8"));
const lock = JSON.parse(await readFile(path.join(ROOT, "package-lock.json"), "utf8"));
const direct = [...imported.static, ...imported.dynamic, ...FILE_PACKAGES]
  .filter((name) => !DEVELOPMENT_ONLY.has(name))
  .sort();

/**
 * The lockfile entry a package at `from` (a lockfile key, "" for the root) gets for `name`: the
 * nearest node_modules up the tree, as Node and npm resolve it; the server workspace's own first.
 */
function locate(from, name) {
  for (let dir = from; ;) {
    const key = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? (dir.startsWith("node_modules/") ? "" : path.posix.dirname(dir)) : dir.slice(0, cut);
    if (dir === ".") dir = "";
  }
}

/** Every lockfile entry the direct packages need (dependencies, and optional ones: sharp's binaries). */
const needed = new Map();
const queue = direct.map((name) => {
  const key = locate("apps/server", name);
  if (!key) throw new Error(`${name} is not in package-lock.json: npm install it in apps/server`);
  return key;
});
while (queue.length > 0) {
  const key = queue.shift();
  if (needed.has(key)) continue;
  const entry = lock.packages[key];
  if (entry.link) throw new Error(`${key} is a workspace package: the bundle should include it`);
  needed.set(key, entry);
  const edges = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
  for (const name of Object.keys(edges)) {
    const found = locate(key, name);
    if (found) queue.push(found);
    else if (!entry.optionalDependencies?.[name] && !entry.peerDependenciesMeta?.[name]?.optional) {
      throw new Error(`${key} needs ${name}, which package-lock.json lacks`);
    }
  }
}

/** The artefact installs at its root what the workspace had under apps/server/node_modules. */
const relocate = (key) => key.replace(/^apps\/server\//, "");
const dependencies = Object.fromEntries(
  direct.map((name) => [name, lock.packages[locate("apps/server", name)].version]),
);
const artefactPackage = {
  name: "jobatlas",
  private: true,
  type: "module",
  description: `Jobatlas ${imported.version}, built by scripts/build-artefact.mjs`,
  engines: rootPackage.engines,
  scripts: { start: "node apps/server/dist/main.js", worker: "node apps/server/dist/worker.js" },
  dependencies,
};
// The repository's overrides that concern the artefact's packages (the others name dev tools).
const names = new Set([...needed.keys()].map((key) => key.slice(key.lastIndexOf("node_modules/") + 13)));
const overrides = Object.fromEntries(Object.entries(rootPackage.overrides ?? {}).filter(([name]) => names.has(name)));
if (Object.keys(overrides).length > 0) artefactPackage.overrides = overrides;
// The install scripts the repository approved, for the packages the artefact installs (ADR 065).
const allowScripts = Object.fromEntries(
  Object.entries(rootPackage.allowScripts ?? {}).filter(([spec]) =>
    [...needed.keys()].some((key) => {
      const name = key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
      return spec === name || spec === `${name}@${needed.get(key).version}`;
    }),
  ),
);
if (Object.keys(allowScripts).length > 0) artefactPackage.allowScripts = allowScripts;

const packages = { "": { name: "jobatlas", engines: rootPackage.engines, dependencies } };
for (const [key, entry] of [...needed].sort(([a], [b]) => relocate(a).localeCompare(relocate(b)))) {
  const target = relocate(key);
  if (packages[target]) throw new Error(`${target} twice in the artefact's lockfile`);
  // Everything here is a production package: the workspace's dev flags do not apply; what the
  // workspace needed for development or optionally (devOptional) is optional here.
  const { dev: _dev, devOptional, peer: _peer, ...rest } = entry;
  packages[target] = devOptional ? { ...rest, optional: true } : rest;
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
await cp(SERVER_DIST, path.join(OUT, "apps/server/dist"), { recursive: true });
for (const file of FILES) await cp(path.join(ROOT, file), path.join(OUT, file), { recursive: true });
await cp(WEB_DIST, path.join(OUT, "apps/web/dist"), { recursive: true });
await writeFile(path.join(OUT, "package.json"), JSON.stringify(artefactPackage, null, 2) + "\n");
await writeFile(
  path.join(OUT, "package-lock.json"),
  JSON.stringify({ name: "jobatlas", lockfileVersion: 3, requires: true, packages }, null, 2) + "\n",
);
console.log(
  `Artefact ${imported.version} assembled in ${path.relative(ROOT, OUT) || "."}/ in ${Date.now() - started} ms: ` +
    `${direct.length} npm packages (${needed.size} with their dependencies); install them there with npm ci --omit=dev`,
);
