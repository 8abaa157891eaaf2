/**
 * The end-to-end suite's server: wipes its data directory, then starts the real server, which
 * migrates and seeds an empty database. (Playwright starts `webServer` before `globalSetup`, so
 * the wipe has to happen here.)
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set for the end-to-end server.");
rmSync(dataDir, { recursive: true, force: true });
// The server reads `.env` from its working directory (ADR 062): a developer's own (a DATABASE_URL)
// must not reach the suite's server, which takes its environment from playwright.config.ts only.
process.chdir(tmpdir());

await import("../../apps/server/src/main");
