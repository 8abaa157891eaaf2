import { defineConfig } from "vitest/config";

/**
 * The fault suite (npm run test:faults, ADR 039): real server and worker processes against a
 * throwaway PostgreSQL cluster that the tests stop and start. Not part of npm test; one file at a
 * time, since the files share that cluster.
 */
export default defineConfig({
  test: {
    name: "faults",
    include: ["apps/server/test/faults/**/*.faults.ts"],
    globalSetup: ["apps/server/test/faults/global-setup.ts"],
    env: { TZ: "UTC" },
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
