import { describe, expect, it } from "vitest";
import { places } from "../../apps/server/src/features/search/places";
import { OCCUPATIONS, keysOf, titleLookup, withoutWorkload } from "./catalogue";
import { QUERIES, QUERY_CLASSES } from "./queries";

describe("the labelled relevance set", () => {
  it("has at least 220 queries with unique ids", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(220);
    const ids = QUERIES.map((q) => q.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("has at least 15 queries of every class on each corpus", () => {
    for (const corpus of ["demo", "national"] as const) {
      const counts = Object.fromEntries(QUERY_CLASSES.map((c) => [c, 0]));
      for (const q of QUERIES) if (q.corpus === "both" || q.corpus === corpus) counts[q.class]!++;
      for (const cls of QUERY_CLASSES) expect({ corpus, cls, n: counts[cls]! >= 15 }).toEqual({ corpus, cls, n: true });
    }
  });

  it("judges only role keys the corpora have, with grades 1 and 2", () => {
    const problems: string[] = [];
    const demo = keysOf("demo");
    for (const q of QUERIES) {
      const keys = Object.keys(q.relevant);
      if (keys.length === 0) problems.push(`${q.id}: nothing judged relevant`);
      for (const key of keys) {
        if (key !== "*" && !OCCUPATIONS.has(key)) problems.push(`${q.id}: unknown role key ${key}`);
        if (q.relevant[key] !== 1 && q.relevant[key] !== 2) problems.push(`${q.id}: grade ${q.relevant[key]}`);
      }
      // a query judged on the demo data must name one of its roles, not only national extra titles
      if (q.corpus !== "national" && !keys.some((k) => k === "*" || demo.has(k)))
        problems.push(`${q.id}: no demo role among its judgments (corpus "national"?)`);
    }
    expect(problems).toEqual([]);
  });

  it("names places the location field knows", () => {
    const unknown = QUERIES.filter((q) => q.place && !places().resolve(q.place.location)).map((q) => q.id);
    expect(unknown).toEqual([]);
    expect(QUERIES.filter((q) => q.class === "place").every((q) => q.place)).toBe(true);
  });
});

describe("listing titles back to their roles", () => {
  it("strips the workload", () => {
    expect(withoutWorkload("Koch/Köchin 80–100 %")).toBe("Koch/Köchin");
    expect(withoutWorkload("Cook 100%")).toBe("Cook");
    expect(withoutWorkload("Polymechaniker/in")).toBe("Polymechaniker/in");
  });

  it("knows the national generator's decorations", () => {
    const national = titleLookup("national");
    expect([...(national.get("Stv. Verkäuferin / Verkäufer (m/w/d)") ?? [])]).toEqual(["sales"]);
    expect([...(national.get("Polymechaniker (m/w/d)") ?? [])]).toEqual(["polymechanic"]);
    expect([...(national.get("Senior Hebamme befristet") ?? [])]).toEqual(["extra:health:Hebamme"]);
    expect([...(national.get("Infirmier/ère diplômé/e") ?? [])].sort()).toEqual([
      "extra:health:Pflegefachfrau/-mann HF",
      "nurse",
    ]);
    const demo = titleLookup("demo");
    expect([...(demo.get("Cuisinier/ère") ?? [])]).toEqual(["cook"]);
    expect(demo.has("Senior Hebamme")).toBe(false);
  });
});
