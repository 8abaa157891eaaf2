import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A fresh data directory per run: support/start-server.ts wipes it before the server starts. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL("./.data", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../test-results",
  use: {
    ...devices["Desktop Chrome"],
    baseURL: BASE_URL,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; never a downloaded browser (scripts/ensure-chromium.mjs checks it is there).
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --import tsx e2e/support/start-server.ts",
    cwd: ROOT,
    // Ready once the search index is built: searches answer 503 before, which pages would log as errors.
    url: `${BASE_URL}/capi/health`,
    // The first start migrates and seeds the demo data.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      APP_ENV: "development",
      DATA_DIR,
      HOST: "127.0.0.1",
      // Mailed links point at the address the browser uses (cookies are per host).
      PUBLIC_URL: BASE_URL,
      // All journeys come from 127.0.0.1: the per-IP limit of the sign-in endpoints would stop the
      // suite. The per-address limit (5 mails an hour) stays: every test uses fresh addresses.
      RATE_LIMIT_AUTH: "1000",
    },
  },
});
