/**
 * In-process micro-benchmark of the search index (no HTTP): builds the index from the benchmark
 * database, then answers the benchmark's URL mixes (scenarios.ts) through the search service one
 * after another, and prints per mix the CPU per request, latency percentiles and a digest of all
 * answers, so a change to the index can be checked for speed and for unchanged results.
 *
 *   node --max-old-space-size=4096 --expose-gc --import tsx bench/search/micro.ts \
 *     [--dataset national|20k] [--only search,third,map8,map12,radius] [--passes 3]
 *     [--profile build|queries] [--build-only] [--snapshot]
 *
 * --snapshot restores the index from the newest snapshot in the database (written by a server
 * that built it) instead of building it: seconds instead of a minute or two, for timing queries.
 *
 * --profile writes a V8 CPU profile of that phase to /tmp/search-micro-<phase>.cpuprofile
 * (summarise it with profile-summary.ts).
 *
 * Uses DATABASE_URL (default: the benchmark's PostgreSQL database jobatlas_bench).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { ZSearchEmployersQuery, ZSearchMapQuery } from "@jobatlas/contract";
import type { AppContext } from "../../apps/server/src/context";
import { openDatabase } from "../../apps/server/src/db/client";
import { createSearchIndex } from "../../apps/server/src/features/search/memory-index";
import { loadSnapshot } from "../../apps/server/src/features/search/search.snapshot";
import { searchEmployers, searchMap } from "../../apps/server/src/features/search/search.service";
import { DATASETS, type DatasetSpec } from "./generate";
import { DEFAULT_DATABASE_URL } from "./load";
import { buildMixes, type Mixes } from "./scenarios";

const argv = process.argv.slice(2);
const value = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const spec: DatasetSpec = DATASETS[(value("--dataset") ?? "national") as DatasetSpec["name"]];
const only = (value("--only") ?? "search,third,map8,map12,radius").split(",") as (keyof Mixes)[];
const passes = Number(value("--passes") ?? 3);
const profile = value("--profile");

const session = new Session();
session.connect();
async function startProfile(phase: string) {
  if (profile !== phase) return;
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
}
async function stopProfile(phase: string) {
  if (profile !== phase) return;
  const { profile: result } = await session.post("Profiler.stop");
  const file = `/tmp/search-micro-${phase}.cpuprofile`;
  writeFileSync(file, JSON.stringify(result));
  console.log(`profile written to ${file}`);
}

function rssMb(): number {
  return Math.round(process.memoryUsage().rss / 1048576);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL, dataDir: "" });
  const ctx = { db: database.db, now: () => new Date() } as unknown as AppContext;
  const index = createSearchIndex(ctx);

  // The longest stretch the build keeps the event loop from other work.
  let longestBlock = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestBlock = Math.max(longestBlock, now - last - 20);
    last = now;
  }, 20);
  await startProfile("build");
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  if (argv.includes("--snapshot")) {
    const loaded = await loadSnapshot(database.db, index.snapshots!.version);
    if (!loaded.ok) throw new Error(`--snapshot: ${loaded.reason}`);
    await index.snapshots!.restore(loaded.bytes, async () => {});
  } else await index.build();
  await stopProfile("build");
  const buildS = (performance.now() - started) / 1000;
  const buildCpu = process.cpuUsage(cpuBefore);
  clearInterval(ticker);
  const rssAfterBuild = rssMb();
  global.gc?.();
  console.log(
    `${argv.includes("--snapshot") ? "restore" : "build"} ${buildS.toFixed(1)} s (CPU ${((buildCpu.user + buildCpu.system) / 1e6).toFixed(1)} s), ` +
      `longest event-loop block ${Math.round(longestBlock)} ms, RSS ${rssAfterBuild} MB (after GC ${rssMb()} MB, ` +
      `heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB)`,
  );

  // Where the memory is: postings per field, cached term bitsets, external (typed-array) memory.
  const data = (index as unknown as { data: Record<string, unknown> }).data;
  const fields = ["title", "head", "body", "org"].map((name) => {
    const field = data[name] as unknown as {
      base: { bytes: Uint8Array; counts: Int32Array };
      bitsetCache: Map<number, Uint32Array>;
    };
    const postings = field.base.counts.reduce((n, c) => n + c, 0);
    return `${name} ${(postings / 1e6).toFixed(1)}M postings in ${(field.base.bytes.length / 1048576).toFixed(0)} MB, ${field.base.counts.length} terms`;
  });
  const memory = process.memoryUsage();
  console.log(
    `${fields.join("; ")}; external ${Math.round(memory.external / 1048576)} MB, array buffers ${Math.round(memory.arrayBuffers / 1048576)} MB`,
  );
  if (argv.includes("--build-only")) {
    await index.close();
    await database.close();
    return;
  }

  const mixes = buildMixes(spec, { organizations: 1, listings: 1 });
  await startProfile("queries");
  for (const key of only) {
    const urls = mixes[key];
    const parsed = urls.map((url) => {
      const params = new URLSearchParams(url.split("?")[1]);
      const raw: Record<string, string | string[]> = {};
      for (const [k, v] of params) raw[k] = k === "sectors" || k.endsWith("_types") || k === "languages" ? [v] : v;
      return url.startsWith("/capi/search/map")
        ? { map: ZSearchMapQuery.parse(raw) }
        : { list: ZSearchEmployersQuery.parse(raw) };
    });
    for (let pass = 1; pass <= passes; pass++) {
      // Requests run one after another, but a sliced computation lets timers in: the longest
      // stretch without a tick is what another request would have waited.
      let longestPassBlock = 0;
      let lastTick = performance.now();
      const passTicker = setInterval(() => {
        const now = performance.now();
        longestPassBlock = Math.max(longestPassBlock, now - lastTick);
        lastTick = now;
      }, 1);
      const times: number[] = [];
      const digest = createHash("sha1");
      const cpu = process.cpuUsage();
      const wall = performance.now();
      for (const request of parsed) {
        await new Promise((resolve) => setImmediate(resolve)); // timers may run between requests
        const t0 = performance.now();
        const answer = request.map
          ? await searchMap(ctx, index, request.map, undefined)
          : await searchEmployers(ctx, index, request.list!, undefined);
        times.push(performance.now() - t0);
        digest.update(JSON.stringify(answer));
      }
      const used = process.cpuUsage(cpu);
      const wallMs = performance.now() - wall;
      clearInterval(passTicker);
      times.sort((a, b) => a - b);
      console.log(
        `${key.padEnd(7)} pass ${pass}: ${parsed.length} req, CPU ${((used.user + used.system) / 1000 / parsed.length).toFixed(3)} ms/req, ` +
          `wall ${(wallMs / parsed.length).toFixed(3)} ms/req, p50 ${percentile(times, 50).toFixed(2)} p99 ${percentile(times, 99).toFixed(2)} ` +
          `max ${times[times.length - 1]!.toFixed(1)} ms, longest event-loop block ${Math.round(longestPassBlock)} ms, ` +
          `digest ${digest.digest("hex").slice(0, 12)}`,
      );
    }
  }
  await stopProfile("queries");
  console.log(`RSS at the end ${rssMb()} MB`);
  await index.close();
  await database.close();
}

await main();
