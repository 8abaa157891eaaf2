/**
 * The relevance benchmark (`npm run bench:relevance`, issue 26 point 4): asks the search index
 * every query of the labelled set (queries.ts) on both corpora (corpus.ts) and scores the ranked
 * listings (metrics.ts): nDCG@10, recall@50 and hit@3 per query class and overall, with the change
 * against the previous run. Writes bench/results/relevance-latest.{md,json} and a dated copy.
 *
 *   npm run bench:relevance [-- --corpus demo|national] [--national-dir DIR] [--baseline FILE.json] [--no-save] [--list]
 *
 * --national-dir reuses a PGlite directory bench/search/load.ts --engine pglite --dataset 20k
 * filled (else the 20k set is loaded into a temporary one, ~25 s); --baseline compares with that
 * run instead of relevance-latest.json (an older one: git show <commit>:bench/results/relevance-latest.json);
 * --list prints every query's figures and first three listings.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, loadConfig } from "../../apps/server/src/config";
import type { AppContext } from "../../apps/server/src/context";
import { createSearchIndex } from "../../apps/server/src/features/search/memory-index";
import { places } from "../../apps/server/src/features/search/places";
import type { SearchCriteria, SearchIndex } from "../../apps/server/src/features/search/search.index";
import { widenedWhenEmpty } from "../../apps/server/src/features/search/search.service";
import { openDemoCorpus, openNationalCorpus, type Corpus, type CorpusName, type JudgedListing } from "./corpus";
import { TARGETS, mean, score, type Scores } from "./metrics";
import { QUERIES, QUERY_CLASSES, type LabelledQuery, type QueryClass } from "./queries";

/** What a jobs view's list will offer (issue 26): listings in rank order. Used when the index has it. */
type ListingSearch = (
  criteria: SearchCriteria,
  page: { limit: number; offset: number },
) => Promise<{ items: { id: number }[]; count: number }>;

const DEPTH = 50;

interface QueryResult {
  id: string;
  query: string;
  class: QueryClass;
  place?: string;
  scores: Scores;
  judged: number;
  /** The first three listings: title, city, gain. */
  top: { title: string; city: string | null; gain: number }[];
}

interface CorpusResult {
  listings: number;
  loadSeconds: number;
  buildSeconds: number;
  querySeconds: number;
  /** "searchListings" or "searchEmployers" (flattened). */
  ranking: string;
  queries: QueryResult[];
  /** Queries without a judged listing in this corpus (not scored). */
  unjudged: string[];
  overall: Scores;
  classes: Partial<Record<QueryClass, Scores & { queries: number }>>;
}

interface RunRecord {
  date: string;
  commit: string;
  corpora: Partial<Record<CorpusName, CorpusResult>>;
}

/** What relevance-latest.json keeps of a run for the next one to compare with: figures, no listings. */
interface StoredCorpus extends Omit<CorpusResult, "queries"> {
  /** Query id → [nDCG@10, recall@50, hit@3]. */
  queries: Record<string, [number, number, number]>;
}
interface StoredRecord {
  date: string;
  commit: string;
  corpora: Partial<Record<CorpusName, StoredCorpus>>;
}

function argument(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

function placePoint(query: LabelledQuery): { lat: number; lng: number } | undefined {
  if (!query.place) return undefined;
  const point = places().resolve(query.place.location);
  if (!point) throw new Error(`${query.id}: no place ${query.place.location}`);
  return point;
}

function gainOf(query: LabelledQuery, listing: JudgedListing | undefined, point?: { lat: number; lng: number }) {
  if (!listing) return 0;
  if (point && query.place) {
    if (listing.lat === null || listing.lng === null) return 0;
    if (distanceKm(point.lat, point.lng, listing.lat, listing.lng) > query.place.radiusKm) return 0;
  }
  let gain: number = query.relevant["*"] ?? 0;
  for (const key of listing.keys) gain = Math.max(gain, query.relevant[key] ?? 0);
  return gain;
}

/** The listing ids the index ranks first for a query, at most DEPTH. */
async function rankedListings(index: SearchIndex, criteria: SearchCriteria): Promise<number[]> {
  const listingSearch = (index as unknown as { searchListings?: ListingSearch }).searchListings;
  const ids: number[] = [];
  if (typeof listingSearch === "function") {
    // As the service asks: again with related occupations when nothing is found (ADR 076).
    const { found } = await widenedWhenEmpty(
      index,
      criteria,
      (each) => listingSearch.call(index, each, { limit: DEPTH, offset: 0 }),
      (found) => found.count === 0,
    );
    ids.push(...found.items.map((item) => item.id));
  } else {
    // Employers in rank order, each with its first listings (up to three), flattened.
    const found = await index.searchEmployers(criteria, { limit: DEPTH, offset: 0 });
    for (const employer of found.items) ids.push(...employer.listings.map((l) => l.id));
  }
  return [...new Set(ids)].slice(0, DEPTH);
}

async function runCorpus(corpus: Corpus): Promise<CorpusResult> {
  const ctx: AppContext = {
    db: corpus.database.db,
    now: () => new Date(),
    config: loadConfig({ APP_ENV: "test", SEED_DEMO_DATA: "false" }),
  };
  const index = createSearchIndex(ctx);
  const buildStarted = performance.now();
  await index.build();
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const ranking =
    typeof (index as unknown as { searchListings?: unknown }).searchListings === "function"
      ? "searchListings"
      : "searchEmployers, each employer's listings in order";

  const queries: QueryResult[] = [];
  const unjudged: string[] = [];
  const queryStarted = performance.now();
  for (const query of QUERIES) {
    if (query.corpus !== "both" && query.corpus !== corpus.name) continue;
    const point = placePoint(query);
    const judged = [...corpus.listings.values()].map((l) => gainOf(query, l, point)).filter((g) => g > 0);
    const criteria: SearchCriteria = { query: query.query };
    if (point && query.place && !query.place.typed)
      criteria.near = { lat: point.lat, lng: point.lng, radiusKm: query.place.radiusKm };
    const ids = await rankedListings(index, criteria);
    const gains = ids.map((id) => gainOf(query, corpus.listings.get(id), point));
    const scores = score(gains, judged);
    if (!scores) {
      unjudged.push(query.id);
      continue;
    }
    queries.push({
      id: query.id,
      query: query.query,
      class: query.class,
      ...(query.place
        ? { place: `${query.place.typed ? "typed " : ""}${query.place.location} ${query.place.radiusKm} km` }
        : {}),
      scores,
      judged: judged.length,
      top: ids.slice(0, 3).map((id, i) => {
        const listing = corpus.listings.get(id);
        return { title: listing?.title ?? `#${id}`, city: listing?.city ?? null, gain: gains[i]! };
      }),
    });
  }
  const querySeconds = (performance.now() - queryStarted) / 1000;
  await index.close();

  const classes: CorpusResult["classes"] = {};
  for (const cls of QUERY_CLASSES) {
    const of = queries.filter((q) => q.class === cls);
    if (of.length > 0) classes[cls] = { ...mean(of.map((q) => q.scores)), queries: of.length };
  }
  return {
    listings: corpus.listings.size,
    loadSeconds: corpus.loadSeconds,
    buildSeconds,
    querySeconds,
    ranking,
    queries,
    unjudged,
    overall: mean(queries.map((q) => q.scores)),
    classes,
  };
}

// --- reporting ---------------------------------------------------------------------------------

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const num = (x: number) => x.toFixed(3);

function delta(now: number, before: number | undefined, asPercent = false): string {
  if (before === undefined) return "";
  const d = now - before;
  if (Math.abs(d) < 0.0005) return "±0";
  return asPercent ? `${d > 0 ? "+" : ""}${(100 * d).toFixed(1)}` : `${d > 0 ? "+" : ""}${d.toFixed(3)}`;
}

function verdicts(result: CorpusResult): { label: string; pass: boolean }[] {
  const lowest = Object.entries(result.classes).sort((a, b) => a[1].ndcg10 - b[1].ndcg10)[0];
  return [
    {
      label: `nDCG@10 overall ≥ ${TARGETS.ndcg10}: ${num(result.overall.ndcg10)}`,
      pass: result.overall.ndcg10 >= TARGETS.ndcg10,
    },
    {
      label: `hit@3 overall ≥ ${pct(TARGETS.hit3)}: ${pct(result.overall.hit3)}`,
      pass: result.overall.hit3 >= TARGETS.hit3,
    },
    {
      label: `no class below ${TARGETS.classNdcg10} nDCG@10: lowest ${lowest?.[0]} ${lowest ? num(lowest[1].ndcg10) : "–"}`,
      pass: (lowest?.[1].ndcg10 ?? 0) >= TARGETS.classNdcg10,
    },
  ];
}

function classRows(result: CorpusResult, before?: StoredCorpus): { cls: string; n: number; s: Scores; b?: Scores }[] {
  const rows: { cls: string; n: number; s: Scores; b?: Scores }[] = Object.entries(result.classes).map(([cls, s]) => ({
    cls,
    n: s.queries,
    s,
    b: before?.classes[cls as QueryClass],
  }));
  rows.push({ cls: "overall", n: result.queries.length, s: result.overall, b: before?.overall });
  return rows;
}

function printCorpus(name: CorpusName, result: CorpusResult, before?: StoredCorpus) {
  console.log(
    `\n${name}: ${result.listings} listings, ${result.queries.length} queries judged (${result.unjudged.length} without judged listings), ranking from ${result.ranking}`,
  );
  console.table(
    classRows(result, before).map(({ cls, n, s, b }) => ({
      class: cls,
      queries: n,
      "nDCG@10": num(s.ndcg10),
      "Δ nDCG": delta(s.ndcg10, b?.ndcg10),
      "recall@50": num(s.recall50),
      "Δ recall": delta(s.recall50, b?.recall50),
      "hit@3": pct(s.hit3),
      "Δ hit": delta(s.hit3, b?.hit3, true),
    })),
  );
  for (const v of verdicts(result)) console.log(`  ${v.pass ? "PASS" : "MISS"}  ${v.label}`);
  if (result.unjudged.length > 0) console.log(`  not judged here (no relevant listing): ${result.unjudged.join(", ")}`);
}

/** Every query's figures and first three listings (--list). */
function printQueries(name: CorpusName, result: CorpusResult) {
  for (const q of result.queries)
    console.log(
      `${name}\t${q.id}\t${q.judged}\t${num(q.scores.ndcg10)}\t${num(q.scores.recall50)}\t${q.scores.hit3}\t${q.top.map((t) => `${t.title} (${t.city}) ${t.gain}`).join(" | ")}`,
    );
}

function worst(result: CorpusResult, count: number): QueryResult[] {
  return (
    [...result.queries]
      // the lowest nDCG@10 first; among equals, the one that missed more judged listings
      .sort((a, b) => a.scores.ndcg10 - b.scores.ndcg10 || b.judged - a.judged || a.id.localeCompare(b.id))
      .slice(0, count)
  );
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function markdown(record: RunRecord, before: StoredRecord | undefined, beforeName: string | undefined): string {
  const lines: string[] = [
    "# Relevance benchmark",
    "",
    `Date ${record.date}, commit ${record.commit}. \`npm run bench:relevance\` (bench/relevance/README.md): the labelled set's queries on the demo data and on the national data set's 20k variant, each listing judged by the role its title comes from.`,
    before
      ? `Δ: against ${beforeName} (${before.date}, commit ${before.commit}).`
      : "Δ: no earlier run to compare with.",
    "",
    `Targets (issue 26): nDCG@10 ≥ ${TARGETS.ndcg10} and hit@3 ≥ ${pct(TARGETS.hit3)} overall, no class below ${TARGETS.classNdcg10} nDCG@10.`,
    "",
  ];
  for (const [name, result] of Object.entries(record.corpora) as [CorpusName, CorpusResult][]) {
    const b = before?.corpora[name];
    lines.push(
      `## ${name}`,
      "",
      `${result.listings} active listings; ${result.queries.length} queries judged, ${result.unjudged.length} without a judged listing here${result.unjudged.length > 0 ? ` (${result.unjudged.join(", ")})` : ""}. Ranking from ${result.ranking}. Corpus ready in ${result.loadSeconds.toFixed(0)} s, index built in ${result.buildSeconds.toFixed(1)} s, queries answered in ${result.querySeconds.toFixed(1)} s.`,
      "",
      "| class | queries | nDCG@10 | Δ | recall@50 | Δ | hit@3 | Δ |",
      "|---|--:|--:|--:|--:|--:|--:|--:|",
    );
    for (const { cls, n, s, b: bs } of classRows(result, b)) {
      const bold = (t: string) => (cls === "overall" ? `**${t}**` : t);
      lines.push(
        `| ${bold(cls)} | ${n} | ${bold(num(s.ndcg10))} | ${delta(s.ndcg10, bs?.ndcg10)} | ${num(s.recall50)} | ${delta(s.recall50, bs?.recall50)} | ${bold(pct(s.hit3))} | ${delta(s.hit3, bs?.hit3, true)} |`,
      );
    }
    lines.push("");
    for (const v of verdicts(result)) lines.push(`- ${v.pass ? "**pass**" : "**miss**"}: ${v.label}`);
    lines.push(
      "",
      `### The 20 worst queries (${name})`,
      "",
      "| query | class | place | judged | nDCG@10 | hit@3 | first three (gain) |",
      "|---|---|---|--:|--:|--:|---|",
    );
    for (const q of worst(result, 20)) {
      const top = q.top.length
        ? q.top.map((t) => `${t.title}${t.city ? `, ${t.city}` : ""} (${t.gain})`).join("; ")
        : "nothing found";
      lines.push(
        `| ${cell(q.query)} | ${q.class} | ${q.place ?? ""} | ${q.judged} | ${num(q.scores.ndcg10)} | ${q.scores.hit3} | ${cell(top)} |`,
      );
    }
    if (b) {
      const previous = new Map(Object.entries(b.queries).map(([id, figures]) => [id, figures[0]]));
      const changed = result.queries
        .filter((q) => previous.has(q.id))
        .map((q) => ({ q, d: q.scores.ndcg10 - previous.get(q.id)! }))
        .filter((c) => Math.abs(c.d) >= 0.0005)
        .sort((x, y) => Math.abs(y.d) - Math.abs(x.d))
        .slice(0, 15);
      if (changed.length > 0) {
        lines.push(
          "",
          `### Largest changes of nDCG@10 (${name})`,
          "",
          "| query | class | before | now |",
          "|---|---|--:|--:|",
        );
        for (const { q, d } of changed)
          lines.push(`| ${cell(q.query)} | ${q.class} | ${num(q.scores.ndcg10 - d)} | ${num(q.scores.ndcg10)} |`);
      }
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** The record to keep: figures to 4 decimals, per query only its three figures. */
function stored(record: RunRecord): StoredRecord {
  const round = (x: number) => +x.toFixed(4);
  const figures = (s: Scores): Scores => ({ ndcg10: round(s.ndcg10), recall50: round(s.recall50), hit3: s.hit3 });
  const corpora: StoredRecord["corpora"] = {};
  for (const [name, r] of Object.entries(record.corpora) as [CorpusName, CorpusResult][]) {
    corpora[name] = {
      ...r,
      loadSeconds: +r.loadSeconds.toFixed(1),
      buildSeconds: +r.buildSeconds.toFixed(1),
      querySeconds: +r.querySeconds.toFixed(1),
      overall: figures(r.overall),
      classes: Object.fromEntries(
        Object.entries(r.classes).map(([c, s]) => [c, { ...figures(s), queries: s.queries }]),
      ) as CorpusResult["classes"],
      queries: Object.fromEntries(
        r.queries.map((q) => [q.id, [round(q.scores.ndcg10), round(q.scores.recall50), q.scores.hit3]]),
      ),
    };
  }
  return { ...record, corpora };
}

/** JSON with one line per query (its three figures on it), so a diff shows which queries changed. */
function storedJson(record: StoredRecord): string {
  return (
    JSON.stringify(record, null, 1).replace(
      /\[\s+(-?[\d.]+),\s+(-?[\d.]+),\s+(-?[\d.]+)\s+\]/g,
      (_, a: string, b: string, c: string) => `[${a}, ${b}, ${c}]`,
    ) + "\n"
  );
}

// --- main --------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const only = argument(args, "--corpus") as CorpusName | undefined;
  if (only && only !== "demo" && only !== "national") throw new Error("--corpus demo|national");
  const nationalDir = argument(args, "--national-dir");
  const save = !args.includes("--no-save");
  const resultsDir = path.join(REPO_ROOT, "bench/results");
  const latestJson = path.join(resultsDir, "relevance-latest.json");
  const baselineFile = argument(args, "--baseline") ?? (existsSync(latestJson) ? latestJson : undefined);
  const before = baselineFile ? (JSON.parse(readFileSync(baselineFile, "utf8")) as StoredRecord) : undefined;

  const started = performance.now();
  const record: RunRecord = {
    date: new Date().toISOString().slice(0, 10),
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" }).trim(),
    corpora: {},
  };
  for (const name of ["demo", "national"] as const) {
    if (only && only !== name) continue;
    console.log(`${name}: preparing the corpus …`);
    const corpus = name === "demo" ? await openDemoCorpus() : await openNationalCorpus(nationalDir);
    try {
      record.corpora[name] = await runCorpus(corpus);
    } finally {
      await corpus.database.close();
      if (!(name === "national" && nationalDir)) rmSync(corpus.dataDir, { recursive: true, force: true });
    }
    printCorpus(name, record.corpora[name]!, before?.corpora[name]);
    if (args.includes("--list")) printQueries(name, record.corpora[name]!);
  }
  console.log(`\nbench:relevance took ${((performance.now() - started) / 1000).toFixed(0)} s`);

  if (!save) {
    console.log("Not saved (--no-save).");
    return;
  }
  const beforeName = baselineFile ? path.relative(REPO_ROOT, baselineFile) : undefined;
  const md = markdown(record, before, beforeName);
  const dated = path.join(resultsDir, `relevance-${record.date}-${record.commit}.md`);
  writeFileSync(dated, md);
  writeFileSync(path.join(resultsDir, "relevance-latest.md"), md);
  writeFileSync(latestJson, storedJson(stored(record)));
  console.log(`Written to ${path.relative(REPO_ROOT, dated)} and bench/results/relevance-latest.{md,json}`);
}

await main();
