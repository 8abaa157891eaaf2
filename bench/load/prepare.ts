/**
 * The load test's data set in the cluster's primary (run by scripts/cluster.mjs --before-apps, with
 * DATABASE_URL set to the primary's database): the search benchmark's national data set
 * (bench/search/load.ts: 600,000 organisations, 250,000 listings), loaded only when bench_meta
 * does not say it is already there, so re-runs start in seconds. The full-text baseline of the
 * search benchmark is not needed here and is skipped.
 *
 *   DATABASE_URL=postgres://…/jobatlas_bench_… node --import tsx bench/load/prepare.ts [--reload] [--dataset 20k]
 */
import { DATASETS, type DatasetSpec } from "../search/generate";
import { load } from "../search/load";
import { loadedMeta } from "./data";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is needed (cluster.mjs --before-apps sets it)");
  const argv = process.argv.slice(2);
  const i = argv.indexOf("--dataset");
  const name = (i >= 0 ? argv[i + 1] : "national") as DatasetSpec["name"];
  const dataset = DATASETS[name];
  if (!dataset) throw new Error("--dataset national|20k");
  const meta = argv.includes("--reload") ? undefined : await loadedMeta(databaseUrl);
  if (meta && meta.dataset.name === dataset.name) {
    console.log(
      `[loadtest] the ${dataset.name} data set is already loaded (${meta.loadedAt.slice(0, 16)} UTC): load skipped`,
    );
    return;
  }
  console.log(`[loadtest] loading the ${dataset.name} data set into ${new URL(databaseUrl).pathname.slice(1)}…`);
  await load({ engine: "postgres", dataset, databaseUrl, baseline: false });
}

await main();
