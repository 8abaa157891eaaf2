import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest takes half the cores by default; every core is worth using (the PGlite tests are
    // CPU-bound): on 2 cores the unit and API suites take ~70 s instead of ~95 s.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          env: { TZ: "UTC" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
      },
    ],
  },
});
