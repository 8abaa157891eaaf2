/**
 * The figures each fault scenario measured. Scenarios append them to a file in the cluster's
 * directory; at the end the global teardown writes them to bench/results/faults-<date>.md and
 * faults-latest.md when FAULTS_SAVE=1 (issue 12: results committed with the numbers measured).
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../../src/config";
import type { FaultCluster } from "./pg-cluster";

export interface Figure {
  figure: string;
  measured: string;
  target: string;
  pass: boolean;
}

interface Recorded {
  scenario: string;
  figures: Figure[];
}

const FILE = "figures.jsonl";

export function appendFigures(cluster: FaultCluster, scenario: string, figures: Figure[]): void {
  appendFileSync(path.join(cluster.dir, FILE), `${JSON.stringify({ scenario, figures } satisfies Recorded)}\n`);
}

function read(cluster: FaultCluster): Recorded[] {
  const file = path.join(cluster.dir, FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Recorded);
}

function command(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: REPO_ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function writeResults(cluster: FaultCluster, startedAt: Date, loadAtStart: number[]): string | undefined {
  const recorded = read(cluster);
  if (!recorded.length) return undefined;
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");
  const lines = [
    "# Fault tests: latest results",
    "",
    "Written by `FAULTS_SAVE=1 npm run test:faults` (apps/server/test/faults/, ADR 039); targets from issue 12 §3.",
    "",
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${command("git", ["rev-parse", "--short", "HEAD"])}, ` +
      `Node ${process.version}, ${command("pg_config", ["--version"])} (a throwaway cluster on port ${cluster.port}), ` +
      `load average (1/5/15 min) ${load(loadAtStart)} at start, ${load(loadavg())} at the end (2 cores).`,
    "",
  ];
  for (const { scenario, figures } of recorded) {
    lines.push(`## ${scenario}`, "", "| figure | measured | target | result |", "|---|---|---|---|");
    for (const f of figures)
      lines.push(`| ${f.figure} | ${f.measured} | ${f.target} | ${f.pass ? "pass" : "**miss**"} |`);
    lines.push("");
  }
  const all = recorded.flatMap((r) => r.figures);
  lines.push(`${all.filter((f) => !f.pass).length} of ${all.length} figures miss their target.`, "");
  const text = lines.join("\n");
  const dir = path.join(REPO_ROOT, "bench/results");
  writeFileSync(path.join(dir, `faults-${startedAt.toISOString().slice(0, 10)}.md`), text);
  writeFileSync(path.join(dir, "faults-latest.md"), text);
  return text;
}
