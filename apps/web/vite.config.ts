import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * A classic script of public/ under a content-hashed name in assets/ (emitted there), so it is
 * cached for a year like the app's code: at its stable URL the server could only allow an hour
 * (Lighthouse's uses-long-cache-ttl, issue 12 §7); `npm run dev` serves it from public/ as before.
 */
function hashedPublicScript(name: string) {
  const source = readFileSync(new URL(`./public/${name}.js`, import.meta.url), "utf8");
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  return { source, fileName: `assets/${name}-${hash}.js` };
}

/** theme-init.js, linked from index.html: it stays a classic script loaded before the first paint. */
function hashedThemeInit(): Plugin {
  const { source, fileName } = hashedPublicScript("theme-init");
  return {
    name: "jobatlas:hashed-theme-init",
    apply: "build",
    transformIndexHtml(html) {
      const linked = html.replace('<script src="/theme-init.js"></script>', `<script src="/${fileName}"></script>`);
      if (linked === html) throw new Error("index.html no longer loads /theme-init.js as hashedThemeInit expects");
      return linked;
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}

/**
 * The template of the pages the server draws, which start the app after their first paint
 * (ADR 052): index.after-paint.html, index.html without the app's module script and preloads, and
 * with the place of the `#app-code` node that lists them (`<!--app-code-->`, filled by the server,
 * apps/server/src/plugins/spa.ts) and start-app.js (emitted hashed into assets/) before `</head>`.
 * Made once by the build instead of on every request. The build fails when Vite's tags no longer
 * look as expected.
 */
function appAfterPaint(): Plugin {
  const { source, fileName } = hashedPublicScript("start-app");
  const entryScript = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
  const preload = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  return {
    name: "jobatlas:app-after-paint",
    apply: "build",
    generateBundle: {
      // After Vite's HTML plugin has written index.html (and stylesheetFirst moved the stylesheet).
      order: "post",
      handler(_options, bundle) {
        this.emitFile({ type: "asset", fileName, source });
        const index = bundle["index.html"];
        // The server's render (--ssr) has no page template.
        if (index?.type !== "asset") return;
        const html = String(index.source);
        if ((html.match(entryScript) ?? []).length !== 1 || !html.includes("</head>"))
          this.error("index.html does not load one module script in its head as appAfterPaint expects");
        const split = html
          .replace(entryScript, "")
          .replace(preload, "")
          .replace("</head>", `<!--app-code--><script src="/${fileName}" defer></script></head>`);
        this.emitFile({ type: "asset", fileName: "index.after-paint.html", source: split });
      },
    },
  };
}

/**
 * The stylesheet first in the head, before the theme script and the app's code: Vite appends it
 * last, after the entry script and the page's preloads, so the browser asked for it after ~35
 * scripts and a page drawn on the server waited for it to paint (ADR 052).
 */
function stylesheetFirst(): Plugin {
  return {
    name: "jobatlas:stylesheet-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(/ *<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        if (!links.length) return html;
        const rest = links.reduce((page, link) => page.replace(link, ""), html);
        const at = rest.indexOf("    <title>");
        if (at < 0) throw new Error("index.html has no <title> for stylesheetFirst to put the stylesheet before");
        return rest.slice(0, at) + links.map((link) => `    ${link.trim()}\n`).join("") + rest.slice(at);
      },
    },
  };
}

/**
 * zod's classic schemas carry the means to describe themselves as JSON Schema: every schema type
 * refers to its converter (`core/json-schema-processors.js`) and `.toJSONSchema()` to the
 * generator (`core/to-json-schema.js`), so both are bundled wherever a classic schema is made —
 * 4.9 kB gzip of the search page's first load (ADR 045), for a feature only the server uses (its
 * OpenAPI document). The web app parses with the contract's schemas, never converts them: in its
 * build, those two modules, as classic/schemas.js imports them, are replaced by stand-ins whose
 * converters throw if ever called. Parsing does not touch them; `aggregateChecks` (the bounds a
 * schema's getters such as `.maxLength` report) is the real one. The build fails when zod's
 * layout no longer matches, instead of shipping the machinery again unnoticed (ADR 045).
 */
function zodWithoutJsonSchema(): Plugin {
  const zodRoot = path.dirname(createRequire(import.meta.url).resolve("zod/package.json"));
  const classicSchemas = path.join(zodRoot, "v4/classic/schemas.js");
  const processorsFile = path.join(zodRoot, "v4/core/json-schema-processors.js");
  const stubs: Record<string, string> = {
    "../core/json-schema-processors.js": "\0zod-no-json-schema:processors",
    "../core/to-json-schema.js": "\0zod-no-json-schema:to-json-schema",
  };
  const unavailable = `() => { throw new Error("JSON Schema is not part of the web app's build (vite.config.ts, zodWithoutJsonSchema)"); }`;
  const classicSource = readFileSync(classicSchemas, "utf8");
  const used = [...new Set([...classicSource.matchAll(/\bprocessors\.(\w+)\b/g)].map((m) => m[1]!))].filter(
    (name) => name !== "js" && name !== "aggregateChecks",
  );
  const seen = new Set<string>();
  return {
    name: "jobatlas:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || path.normalize(importer.split("?")[0]!) !== classicSchemas || !(source in stubs)) return null;
      seen.add(source);
      return stubs[source];
    },
    load(id) {
      if (id === stubs["../core/json-schema-processors.js"])
        return [
          `export { aggregateChecks } from ${JSON.stringify(processorsFile)};`,
          ...used.map((name) => `export const ${name} = ${unavailable};`),
        ].join("\n");
      if (id === stubs["../core/to-json-schema.js"])
        return [
          `export const createToJSONSchemaMethod = () => ${unavailable};`,
          `export const createStandardJSONSchemaMethod = () => ${unavailable};`,
        ].join("\n");
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.keys(stubs).filter((source) => !seen.has(source));
      // Only when classic zod was bundled at all (it is: the forms and the contract use it).
      if (missing.length && [...this.getModuleIds()].includes(classicSchemas))
        this.error(`zod's classic/schemas.js no longer imports ${missing.join(", ")}: update zodWithoutJsonSchema`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits every
    // route's component into its own chunk, so a screen loads only its own code.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
      // Loaders are split too (with the component, one chunk per route): their API modules and
      // the contract's response schemas then load with the screen, not with every page (issue 12 §7).
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    tailwindcss(),
    hashedThemeInit(),
    appAfterPaint(),
    stylesheetFirst(),
    zodWithoutJsonSchema(),
  ],
  // `@/…` is apps/web/src/… (also in tsconfig.json and the root vitest.config.ts); `zod` is zod
  // configured for the browser (src/lib/zod.ts; also in the root vitest.config.ts).
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod.ts", import.meta.url)) },
    ],
  },
  // Hidden source maps: written for decoding reported stacks and named by the server in a
  // `SourceMap` header of each script (plugins/spa.ts), which Chrome and Lighthouse's
  // valid-source-maps read; a `sourceMappingURL` comment in every chunk would add ~1.5 kB gzip to
  // the search page (ADR 043). Browsers fetch them only with the developer tools open.
  // The manifest lets the server preload a page's language chunk and npm run bench:web name the chunks.
  // The server's render (`--ssr`, ADR 050) is a module for Node beside the client's build: without
  // the public files, manifest or hidden maps (its maps are for Node's stack traces).
  build: {
    outDir: "dist",
    sourcemap: isSsrBuild ? true : "hidden",
    target: isSsrBuild ? "node20" : "es2022",
    manifest: !isSsrBuild,
    // Every browser the app supports preloads modules itself (Safari since 17); without support a
    // page only loads its chunks one after another: the polyfill's 0.3 kB gzip are not worth it.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The contract's modules only declare schemas and constants: one that nothing on a page
      // uses is left out of its chunk (a package without "sideEffects" is kept whole otherwise).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Shared and route chunks are named by their hash alone: the entry lists every chunk a
        // lazy import may need (Vite's preload table, ~240 names), so each name is paid for on
        // every first load: 1.7 kB gzip with names (docs/performance.md). The manifest (and
        // npm run bench:web) says what each file holds; the hidden source maps name the code.
        // Seven hash characters (rolldown's default is 8) take 0.3 kB more; rolldown refuses a
        // length too short for the number of chunks, with a message that names the minimum.
        chunkFileNames: "assets/[hash:7].js",
        // Everything the entry imports statically goes into one chunk: left to automatic
        // chunking it became ~100 small chunks (one per route file's eager part), each a request
        // and each compressed alone (+23 kB gzip on the search page).
        codeSplitting: {
          groups: [
            // The industries' labels, one chunk per language, loaded by that language's catalogue
            // (locales/<lang>-public.ts): the contract's industries module imports all four for the
            // server, which would otherwise put them all into the app chunk (ADR 045).
            {
              name: (id) => `industries-${/industries\.(de|en|fr|it)\.ts$/.exec(id)?.[1] ?? "labels"}`,
              test: /[\\/]packages[\\/]contract[\\/]src[\\/]industries\.(de|en|fr|it)\.ts$/,
              priority: 1,
            },
            { name: "app", tags: ["$initial"] },
          ],
        },
      },
    },
  },
  // The server's render (src/app/entry-server.tsx, ADR 050) bundles its dependencies, so React is
  // its production build whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  // No dev proxy: `npm run dev` runs Vite in middleware mode inside the server (VITE_DEV=true),
  // which serves the API and injects the settings node itself.
}));
