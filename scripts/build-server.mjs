// Compiles the server (and the contract it imports) into one ES module, apps/server/dist/main.js,
// so production runs `node apps/server/dist/main.js` without tsx (npm run build; ADR 037), and
// apps/server/dist/worker.js, the outbox worker and the scheduler alone (npm run worker).
//
//   node scripts/build-server.mjs
//
// npm packages stay external (they load their own files: PGlite's wasm, pdfkit's fonts, swagger-ui's
// assets); the workspace contract is bundled, as its package exports TypeScript.
// Files next to the sources (migrations, resources/, the widget script) are read relative to
// `import.meta.url`: each source file's `import.meta.url` becomes the URL its source file had, computed
// from the bundle's own URL, so those paths hold in the bundle as long as dist sits in the repository
// or in the artefact scripts/build-artefact.mjs assembles with the same layout (ADR 065).
//
// The bundle carries its version (ADR 065): JOBATLAS_VERSION when set (a container build without
// .git), else `git describe --tags --always --dirty`, else "unknown". dist/runtime-dependencies.json
// names the npm packages the bundle imports, for the artefact's package.json.
import { execFileSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = path.join(ROOT, "apps/server");
const OUT_DIR = path.join(SERVER, "dist");

const serverPackage = JSON.parse(await readFile(path.join(SERVER, "package.json"), "utf8"));
const rootPackage = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8"));
const external = [
  ...Object.keys(serverPackage.dependencies ?? {}),
  ...Object.keys(rootPackage.devDependencies ?? {}),
  "vite", // npm run dev only, imported lazily
].filter((name) => !name.startsWith("@jobatlas/"));

/** Rewrites `import.meta.url` in our sources to the source file's own URL (relative to the bundle). */
const sourceUrlPlugin = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromDist = path.relative(OUT_DIR, args.path).split(path.sep).join("/");
      const expression = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", expression), loader: "ts" };
    });
  },
};

/** The build's version: JOBATLAS_VERSION, else what git says about the checkout, else "unknown". */
function buildVersion() {
  if (process.env.JOBATLAS_VERSION) return process.env.JOBATLAS_VERSION;
  try {
    const described = execFileSync("git", ["describe", "--tags", "--always", "--dirty"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return described || "unknown";
  } catch {
    return "unknown"; // no git, or not a checkout
  }
}

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const started = Date.now();
const version = buildVersion();
await rm(OUT_DIR, { recursive: true, force: true }); // chunk names change with their content
const result = await build({
  entryPoints: {
    main: path.join(SERVER, "src/main.ts"),
    worker: path.join(SERVER, "src/worker/main.ts"),
  },
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external,
  // The build's version (ADR 065); the built server runs in production unless APP_ENV asks for
  // development (config.ts, ADR 062).
  define: { JOBATLAS_BUILD_VERSION: JSON.stringify(version), __JOBATLAS_BUILT__: "true" },
  metafile: true,
  plugins: [sourceUrlPlugin],
  banner: { js: "// Built by scripts/build-server.mjs; edit apps/server/src instead." },
  logLevel: "warning",
});
/** The npm packages the bundle imports, statically or lazily (`import()`), for scripts/build-artefact.mjs. */
const imported = { static: new Set(), dynamic: new Set() };
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, kind, external: isExternal } of output.imports) {
    if (!isExternal || specifier.startsWith("node:") || specifier.startsWith(".")) continue;
    imported[kind === "dynamic-import" ? "dynamic" : "static"].add(packageOf(specifier));
  }
}
await writeFile(
  path.join(OUT_DIR, "runtime-dependencies.json"),
  JSON.stringify(
    {
      version,
      static: [...imported.static].sort(),
      dynamic: [...imported.dynamic].filter((name) => !imported.static.has(name)).sort(),
    },
    null,
    2,
  ) + "\n",
);
console.log(`Server ${version} built into ${path.relative(ROOT, OUT_DIR)}/ in ${Date.now() - started} ms`);
