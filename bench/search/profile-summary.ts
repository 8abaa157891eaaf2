/**
 * The functions that took the most CPU in a V8 profile (`npm run bench:search -- --profile` writes
 * the server's to bench/.data/profiles/): self time and time including callees, by function and
 * source line.
 *
 *   node --import tsx bench/search/profile-summary.ts FILE.cpuprofile [--top 25] [--filter search/]
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split("/").slice(-2).join("/");
  return `${functionName || "(anonymous)"} ${file}${file ? `:${lineNumber + 1}` : ""}`;
}

function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("usage: profile-summary.ts FILE.cpuprofile [--top N] [--filter TEXT]");
  const top = Number(args[args.indexOf("--top") + 1] ?? 25) || 25;
  const filter = args.includes("--filter") ? args[args.indexOf("--filter") + 1] : undefined;
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    all += ms;
    const node = byId.get(id);
    if (!node) return;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const l = label(n);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  });
  const show = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    [...map]
      .filter(([l]) => !filter || l.includes(filter))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .forEach(([l, ms]) =>
        console.log(`${ms.toFixed(0).padStart(9)} ms ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${l}`),
      );
  };
  console.log(`${file}: ${(all / 1000).toFixed(1)} s sampled`);
  show("self time", self);
  show("total time (with callees)", total);
}

main();
