/**
 * The job feed's cost (ADR 092): time, bytes (plain and gzipped) and the event loop's longest
 * stall while the global XML and JSON feeds are sent over HTTP, and the 304 answer, on the
 * database DATABASE_URL names (the search benchmark's data set, loaded by
 * `node --import tsx bench/load/prepare.ts --dataset 20k|national`). The body is counted as it
 * arrives, never held, as an aggregator's download would.
 *
 *   DATABASE_URL=postgres://…/jobatlas_bench_feeds node --import tsx bench/feeds/run.ts
 */
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/db/client";

/** GET over node:http: the status, headers, bytes as they travel (not decompressed) and when the first came. */
function download(url: string, headers: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ status: number; etag: string; bytes: number; firstByte: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      let firstByte = 0;
      res.on("data", (chunk: Buffer) => {
        if (bytes === 0) firstByte = performance.now() - started;
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag), bytes, firstByte }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const RUNS = Number(process.env.RUNS ?? 3);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is needed");
  const config = loadConfig({ APP_ENV: "test", LOG_LEVEL: "warn", DATABASE_URL: databaseUrl, SEED_DEMO_DATA: "false" });
  const database = await openDatabase({ databaseUrl, dataDir: "/nonexistent" });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The search index builds at start; measure once it is done, as a running server would be.
  while ((await fetch(`${base}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 500));
  for (const path of ["/feeds/jobs.xml", "/feeds/jobs.json"]) {
    for (const encoding of ["identity", "gzip"]) {
      for (let run = 1; run <= RUNS; run++) {
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const started = performance.now();
        const cpu = process.cpuUsage();
        const res = await download(`${base}${path}`, { "accept-encoding": encoding });
        const ms = performance.now() - started;
        const used = process.cpuUsage(cpu);
        loop.disable();
        const since = performance.now();
        const again = await download(`${base}${path}`, { "if-none-match": res.etag });
        console.log(
          `${path} ${encoding} run ${run}: ${res.status}, ${(res.bytes / 1e6).toFixed(1)} MB, first byte ${res.firstByte.toFixed(0)} ms, all ${ms.toFixed(0)} ms (CPU ${((used.user + used.system) / 1000).toFixed(0)} ms), event loop max ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; 304 (${again.status}) in ${(performance.now() - since).toFixed(0)} ms`,
        );
      }
    }
  }
  await app.close();
  await database.close();
}

await main();
