import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The build links public/theme-init.js under a content-hashed name in assets/ (emitted there), so
 * it is cached for a year like the app's code: at its stable URL the server could only allow an
 * hour (Lighthouse's uses-long-cache-ttl, issue 12 §7). It stays a classic script loaded before the
 * first paint; `npm run dev` serves it from public/ as before.
 */
function hashedThemeInit(): Plugin {
  const source = readFileSync(new URL("./public/theme-init.js", import.meta.url), "utf8");
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  const fileName = `assets/theme-init-${hash}.js`;
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

export default defineConfig({
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
  ],
  // `@/…` is apps/web/src/… (also in tsconfig.json and the root vitest.config.ts).
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // Hidden source maps: written for decoding reported stacks and named by the server in a
  // `SourceMap` header of each script (plugins/spa.ts), which Chrome and Lighthouse's
  // valid-source-maps read; a `sourceMappingURL` comment in every chunk would add ~1.5 kB gzip to
  // the search page (ADR 043). Browsers fetch them only with the developer tools open.
  // The manifest lets the server preload a page's language chunk and npm run bench:web name the chunks.
  build: {
    outDir: "dist",
    sourcemap: "hidden",
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      // The contract's modules only declare schemas and constants: one that nothing on a page
      // uses is left out of its chunk (a package without "sideEffects" is kept whole otherwise).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically goes into one chunk: left to automatic
        // chunking it became ~100 small chunks (one per route file's eager part), each a request
        // and each compressed alone (+23 kB gzip on the search page).
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  // No dev proxy: `npm run dev` runs Vite in middleware mode inside the server (VITE_DEV=true),
  // which serves the API and injects the settings node itself.
});
