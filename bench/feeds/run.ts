/**
 * The job feed's cost (ADR 092): time, bytes (plain and gzipped) and the event loop's longest
 * stall while the global XML and JSON feeds are written, and the 304 answer, on the database
 * DATABASE_URL names (the search benchmark's data set: bench/load/prepare.ts --dataset 20k|national).
 *
 *   DATABASE_URL=postgres://…/jobatlas_bench_feeds node --import tsx bench/feeds/run.ts
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/db/client";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is needed");
  const config = loadConfig({ APP_ENV: "test", LOG_LEVEL: "warn", DATABASE_URL: databaseUrl, SEED_DEMO_DATA: "false" });
  const database = await openDatabase({ databaseUrl, dataDir: "/nonexistent" });
  const app = await buildApp({ config, database });
  await app.ready();
  const lines: string[] = [];
  for (const url of ["/feeds/jobs.xml", "/feeds/jobs.json"]) {
    for (const encoding of ["identity", "gzip"]) {
      for (let run = 0; run < 3; run++) {
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const started = performance.now();
        const res = await app.inject({ url, headers: { "accept-encoding": encoding } });
        const ms = performance.now() - started;
        loop.disable();
        const jobs = url.endsWith(".xml")
          ? (res.body.match(/<job id=/g) ?? []).length
          : encoding === "identity"
            ? (res.json() as { items: unknown[] }).items.length
            : 0;
        const notModified = performance.now();
        const again = await app.inject({ url, headers: { "if-none-match": String(res.headers.etag) } });
        const ms304 = performance.now() - notModified;
        lines.push(
          `${url} ${encoding} run ${run + 1}: ${res.statusCode}, ${jobs || "-"} listings, ${(res.rawPayload.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms, event loop max ${(loop.max / 1e6).toFixed(0)} ms; 304 (${again.statusCode}) in ${ms304.toFixed(0)} ms`,
        );
        console.log(lines.at(-1));
      }
    }
  }
  await app.close();
  await database.close();
}

await main();
