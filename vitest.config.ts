import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest takes half the cores by default; every core is worth using (the PGlite tests are
    // CPU-bound): on 2 cores the unit and API suites take ~70 s instead of ~95 s.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"], testTimeout: 30_000 } },
      // The benchmarks' own checks, such as the relevance set's (bench/relevance); no database.
      { test: { name: "bench", include: ["bench/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          env: { TZ: "UTC" },
          // Nets, not expectations: a test waits for events, these only end a broken one (ADR 066).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's own 1 s gave up on a busy machine before the background work was done.
          expect: { poll: { timeout: 25_000 } },
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Vitest's 5 s default failed renders on a loaded 2-core machine; a net, as above.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 25_000 } },
        },
        // As apps/web/vite.config.ts: `zod` is the web app's configured zod (src/lib/zod.ts).
        resolve: {
          alias: [
            { find: "@", replacement: fileURLToPath(new URL("./apps/web/src", import.meta.url)) },
            { find: /^zod$/, replacement: fileURLToPath(new URL("./apps/web/src/lib/zod.ts", import.meta.url)) },
          ],
        },
      },
    ],
  },
});
