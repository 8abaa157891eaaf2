/**
 * npm run bench:web [-- --save] [--runs 3] [--only js,lighthouse,vitals] [--port 3320] [--no-build]
 *
 * Front-end budgets of issue 12 §7 on the production build:
 * 1. builds the web app if stale (scripts/build-web.mjs --if-stale; WEB_DIST_DIR is honoured) and
 *    starts the real server (APP_ENV=production, PGlite in a temporary directory, demo data);
 * 2. initial JavaScript of /de/search, /fr/search, /it/search and /en/search, loaded in Chromium:
 *    gzip of every script body the page loads until it is usable and the network is quiet, the
 *    lazy map not counted (bundle.ts), and the build's largest chunks;
 * 3. Lighthouse 12 (mobile preset, simulated throttling) on the search, a company and a listing
 *    page, each `--runs` times: the median score per category (lighthouse.ts);
 * 4. Core Web Vitals (LCP, CLS, INP) on the journeys, each `--runs` times: the median (vitals.ts);
 * 5. prints the report (table: figure, measured, target, pass/miss) and with --save writes it to
 *    bench/results/web-latest.md and bench/results/web-<date>.md.
 * Chromium is /usr/bin/chromium or CHROME_PATH. Takes about 5 minutes on 2 cores.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { chunkList, chunkNames, measureInitialJs, readManifest, type InitialJs } from "./bundle";
import { CATEGORIES, METRICS, runLighthouse, type Category, type LighthouseRun, type Metric } from "./lighthouse";
import { buildIfStale, demoPages, distDir, REPO_ROOT, startServer } from "./server";
import { measureJourney, pageJourney, searchJourney, type Journey, type Vitals } from "./vitals";

const TARGETS = {
  initialJsKb: 170,
  scores: { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 } satisfies Record<Category, number>,
  lcpMs: 1500,
  cls: 0.05,
  inpMs: 100,
};

interface Options {
  save: boolean;
  /** Serve WEB_DIST_DIR as it is (e.g. a build of another commit), without building. */
  build: boolean;
  runs: number;
  only: Set<string>;
  port?: number;
  chromePath: string;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH`);
  return {
    save: argv.includes("--save"),
    build: !argv.includes("--no-build"),
    runs: Number(value("--runs") ?? 3),
    only: new Set((value("--only") ?? "js,lighthouse,vitals").split(",")),
    port: value("--port") ? Number(value("--port")) : undefined,
    chromePath,
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mark = (pass: boolean) => (pass ? "pass" : "**miss**");

interface Row {
  figure: string;
  measured: string;
  target: string;
  pass: boolean;
}

function codeVersion(): string {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).stdout?.trim() ?? "";
  const head = git("rev-parse", "--short", "HEAD");
  if (!head) return "an unknown commit";
  const dirty =
    git("status", "--porcelain", "--", "apps/web", "apps/server/src/plugins", "packages/contract").length > 0;
  return `${head}${dirty ? " plus uncommitted changes" : ""}`;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const loadAtStart = loadavg();
  if (options.build) {
    console.log("building the web app if stale …");
    buildIfStale();
  }
  const dist = distDir();
  const manifest = readManifest(dist);
  console.log("starting the server (production, PGlite with the demo data) …");
  const server = await startServer(options.port);
  const rows: Row[] = [];
  const details: string[] = [];
  try {
    const pages = await demoPages(server.baseUrl);
    const browser = await chromium.launch({ executablePath: options.chromePath });
    try {
      if (options.only.has("js")) {
        const loads: InitialJs[] = [];
        for (const pagePath of ["/de/search", "/fr/search", "/it/search", "/en/search"]) {
          await measureInitialJs(browser, server.baseUrl, pagePath, manifest); // warm-up (server caches)
          const load = await measureInitialJs(browser, server.baseUrl, pagePath, manifest);
          loads.push(load);
          console.log(
            `  ${pagePath}: initial JS ${kb(load.initialGzip)} kB gzip (${load.requests} scripts, ${kb(load.initialTransfer)} kB transferred); lazy map ${kb(load.mapGzip)} kB`,
          );
          rows.push({
            figure: `Initial JS of ${pagePath} (gzip, map lazy)`,
            measured: `${kb(load.initialGzip)} kB`,
            target: `≤ ${TARGETS.initialJsKb} kB`,
            pass: load.initialGzip <= TARGETS.initialJsKb * 1000,
          });
        }
        details.push(...renderJs(loads, dist, manifest));
      }

      if (options.only.has("vitals")) {
        const journeys: Journey[] = [
          searchJourney("de", "Informatik"),
          searchJourney("en", "Software"),
          pageJourney("company", pages.company),
          pageJourney("listing", pages.listing),
        ];
        const lines = ["", "### Core Web Vitals per journey (median of runs)", ""];
        lines.push(
          "| journey | LCP ms | CLS | INP ms | interactions ≥ 16 ms | runs (LCP / CLS / INP) |",
          "|---|---|---|---|---|---|",
        );
        for (const journey of journeys) {
          const runs: Vitals[] = [];
          for (let i = 0; i < options.runs; i++) runs.push(await measureJourney(browser, server.baseUrl, journey));
          const lcp = median(runs.map((r) => r.lcp));
          const cls = median(runs.map((r) => r.cls));
          const inp = median(runs.map((r) => (Number.isNaN(r.inp) ? 0 : r.inp)));
          const inpText = inp === 0 ? "< 16" : inp.toFixed(0);
          console.log(`  ${journey.name}: LCP ${lcp.toFixed(0)} ms, CLS ${cls.toFixed(3)}, INP ${inpText} ms`);
          if (process.env.BENCH_VERBOSE) for (const r of runs) console.log(`    events: ${r.events.join(", ")}`);
          lines.push(
            `| ${journey.name} | ${lcp.toFixed(0)} | ${cls.toFixed(3)} | ${inpText} | ${median(runs.map((r) => r.interactions))} | ${runs
              .map(
                (r) => `${r.lcp.toFixed(0)} / ${r.cls.toFixed(3)} / ${Number.isNaN(r.inp) ? "<16" : r.inp.toFixed(0)}`,
              )
              .join("; ")} |`,
          );
          const short = journey.name.split(":")[0]!;
          rows.push({
            figure: `LCP, ${short}`,
            measured: Number.isNaN(lcp) ? "not reported" : `${lcp.toFixed(0)} ms`,
            target: `≤ ${TARGETS.lcpMs} ms`,
            pass: lcp <= TARGETS.lcpMs,
          });
          rows.push({
            figure: `CLS, ${short}`,
            measured: cls.toFixed(3),
            target: `≤ ${TARGETS.cls}`,
            pass: cls <= TARGETS.cls,
          });
          rows.push({
            figure: `INP, ${short}`,
            measured: `${inpText} ms`,
            target: `≤ ${TARGETS.inpMs} ms`,
            pass: inp <= TARGETS.inpMs,
          });
        }
        details.push(...lines);
      }
    } finally {
      await browser.close();
    }

    if (options.only.has("lighthouse")) {
      const lines = ["", "### Lighthouse per page (median of runs; mobile preset, simulated throttling)", ""];
      lines.push(
        `| page | ${CATEGORIES.join(" | ")} | ${Object.values(METRICS).join(" | ")} |`,
        `|---|${CATEGORIES.map(() => "---").join("|")}|${Object.values(METRICS)
          .map(() => "---")
          .join("|")}|`,
      );
      const findings = new Map<string, Set<string>>();
      for (const [label, pagePath] of [
        ["search", "/de/search"],
        ["company", pages.company],
        ["listing", pages.listing],
      ] as const) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < options.runs; i++) {
          const run = await runLighthouse(server.baseUrl + pagePath, options.chromePath);
          console.log(
            `  Lighthouse ${label} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(", ")}`,
          );
          runs.push(run);
        }
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
          Category,
          number
        >;
        const metrics = Object.fromEntries(
          (Object.keys(METRICS) as Metric[]).map((m) => [m, median(runs.map((r) => r.metrics[m]))]),
        ) as Record<Metric, number>;
        lines.push(
          `| ${label} \`${pagePath}\` | ${CATEGORIES.map((c) => scores[c]).join(" | ")} | ${(
            Object.keys(METRICS) as Metric[]
          )
            .map((m) => (m === "cumulative-layout-shift" ? metrics[m].toFixed(3) : `${metrics[m].toFixed(0)} ms`))
            .join(" | ")} |`,
        );
        for (const c of CATEGORIES) {
          rows.push({
            figure: `Lighthouse ${c}, ${label} page`,
            measured: String(scores[c]),
            target: c === "accessibility" ? "= 100" : `≥ ${TARGETS.scores[c]}`,
            pass: scores[c] >= TARGETS.scores[c],
          });
        }
        for (const run of runs)
          for (const f of run.findings) (findings.get(label) ?? findings.set(label, new Set()).get(label)!).add(f);
      }
      if (findings.size) {
        lines.push("", "Audits below 0.9 in any run (Lighthouse's own titles):", "");
        for (const [label, set] of findings) for (const f of set) lines.push(`- ${label}: ${f}`);
      }
      details.push(...lines);
    }
  } finally {
    await server.stop();
  }

  const loadAtEnd = loadavg();
  const body = render(rows, details, { startedAt, loadAtStart, loadAtEnd, options });
  console.log("\n" + body);
  // Only a --save run replaces the committed results: a quick `--only js` check must not.
  if (options.save) {
    const latest = path.join(REPO_ROOT, "bench/results/web-latest.md");
    const dated = path.join(REPO_ROOT, `bench/results/web-${startedAt.toISOString().slice(0, 10)}.md`);
    writeFileSync(latest, body);
    writeFileSync(dated, body);
    console.log(`Saved to ${path.relative(REPO_ROOT, latest)} and ${path.relative(REPO_ROOT, dated)}`);
  }
}

function renderJs(loads: InitialJs[], dist: string, manifest: ReturnType<typeof readManifest>): string[] {
  const lines = ["", "### Initial JavaScript of the search page", ""];
  for (const load of loads) {
    lines.push(
      `\`${load.path}\`: ${kb(load.initialGzip)} kB gzip in ${load.requests} scripts (${kb(load.initialTransfer)} kB as transferred${
        load.scripts.some((s) => s.encoding)
          ? `, ${[...new Set(load.scripts.map((s) => s.encoding).filter(Boolean))].join("/")}`
          : ", uncompressed"
      }); usable after ${load.interactiveMs.toFixed(0)} ms unthrottled. Lazy map afterwards: ${kb(load.mapGzip)} kB gzip.`,
      "",
    );
  }
  const first = loads[0];
  if (first) {
    const names = chunkNames(manifest);
    lines.push(
      `Largest scripts of \`${first.path}\` (gzip):`,
      "",
      "| script | holds | gzip kB | counted |",
      "|---|---|---|---|",
    );
    for (const s of first.scripts.slice(0, 12))
      lines.push(
        `| \`${s.file}\` | ${names.get(s.file) ?? ""} | ${kb(s.gzip)} | ${s.lazyMap ? "no (lazy map)" : "yes"} |`,
      );
  }
  const initialFiles = new Set(loads.flatMap((l) => l.scripts.map((s) => s.file)));
  lines.push(
    "",
    "Largest chunks of the build (vite manifest; gzip level 9):",
    "",
    "| chunk | source | kB | gzip kB | on the search page |",
    "|---|---|---|---|---|",
  );
  for (const c of chunkList(dist, manifest).slice(0, 15)) {
    lines.push(
      `| \`${c.file}\` | ${c.name} | ${kb(c.bytes)} | ${kb(c.gzip)} | ${initialFiles.has(c.file) ? "yes" : ""} |`,
    );
  }
  return lines;
}

function render(
  rows: Row[],
  details: string[],
  meta: { startedAt: Date; loadAtStart: number[]; loadAtEnd: number[]; options: Options },
): string {
  const chromium = spawnSync(meta.options.chromePath, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "Chromium";
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");
  const misses = rows.filter((r) => !r.pass);
  const notesFile = path.join(REPO_ROOT, "bench/web/notes.md");
  return [
    "# Front-end budgets: latest results",
    "",
    "Written by `npm run bench:web` (bench/web/run.ts); targets from issue 12 §7.",
    "",
    `Measured ${meta.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${codeVersion()}, production build served by the real server (PGlite, demo data), ${chromium}, Node ${process.version}, ${cpus().length} cores shared with other work: load average (1/5/15 min) ${load(meta.loadAtStart)} at start, ${load(meta.loadAtEnd)} at the end. ${meta.options.runs} run(s) per Lighthouse page and journey.`,
    "",
    "| figure | measured | target | result |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.figure} | ${r.measured} | ${r.target} | ${mark(r.pass)} |`),
    "",
    misses.length
      ? `${misses.length} of ${rows.length} figures miss their target.`
      : `Every figure (${rows.length}) meets its target.`,
    ...details,
    ...(existsSync(notesFile) ? ["", "### Notes", "", readFileSync(notesFile, "utf8").trim()] : []),
    "",
  ].join("\n");
}

await main();
