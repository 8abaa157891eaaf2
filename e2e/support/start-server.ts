/**
 * The end-to-end suite's server: wipes its data directory, then starts the real server, which
 * migrates and seeds an empty database. (Playwright starts `webServer` before `globalSetup`, so
 * the wipe has to happen here.)
 */
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set for the end-to-end server.");
rmSync(dataDir, { recursive: true, force: true });

await import("../../apps/server/src/main");
