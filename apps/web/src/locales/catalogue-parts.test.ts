import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { needsPublicTextsOnly } from "@/lib/i18n";
import { dePublic } from "./de-public";
import { deRest } from "./de-rest";
import { enPublic } from "./en-public";
import { enRest } from "./en-rest";
import { frPublic } from "./fr-public";
import { frRest } from "./fr-rest";
import { itPublic } from "./it-public";
import { itRest } from "./it-rest";

const SRC = path.join(fileURLToPath(import.meta.url), "../..");
const REST_AREAS = Object.keys(enRest);

/**
 * The app's source files a file imports (static and dynamic, not `import type`), transitively;
 * neither the locales nor the route tree (which imports every route) are followed.
 */
function importClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string): string | undefined => {
    let base: string;
    if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
    else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
    else return undefined;
    return [".ts", ".tsx", "/index.ts", "/index.tsx", ""]
      .map((ext) => base + ext)
      .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  };
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${path.sep}locales${path.sep}`) || file.endsWith("routeTree.gen.ts")) return;
    seen.add(file);
    const text = readFileSync(file, "utf8").replace(/^(import|export) type [^;]*;/gm, "");
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const target = resolve(file, match[1]!);
      if (target) visit(target);
    }
  };
  entries.forEach((entry) => visit(path.join(SRC, entry)));
  return [...seen];
}

/** `file: "area.key…"` for every string that names a key of the rest part (`t("jobs.…")`, `i18nKey`, key tables). */
function restKeysIn(files: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z]+)\.[a-zA-Z$]/g)]
      .filter((match) => REST_AREAS.includes(match[1]!))
      .map((match) => `${path.relative(SRC, file)}: ${match[0]}`),
  );
}

describe("the catalogue's two parts (ADR 042)", () => {
  it("split the areas: none in both, the same in every language", () => {
    expect(Object.keys(enPublic).filter((key) => key in enRest)).toEqual([]);
    for (const part of [dePublic, frPublic, itPublic])
      expect(Object.keys(part).sort()).toEqual(Object.keys(enPublic).sort());
    for (const part of [deRest, frRest, itRest]) expect(Object.keys(part).sort()).toEqual(Object.keys(enRest).sort());
  });

  it("the public pages (search, company, listing) and the frame use no text of the rest", () => {
    const files = importClosure([
      "app/providers.tsx",
      "routes/__root.tsx",
      "routes/$lang/route.tsx",
      "routes/$lang/search/route.tsx",
      "routes/$lang/search/index.tsx",
      "routes/$lang/company/$companyId/route.tsx",
      "routes/$lang/company/$companyId/index.tsx",
      "routes/$lang/company/$companyId/job/$listingId.tsx",
    ]);
    expect(files.length).toBeGreaterThan(40);
    expect(restKeysIn(files)).toEqual([]);
  });

  it("the rest is loaded for every other page", () => {
    expect(needsPublicTextsOnly("/de/search")).toBe(true);
    expect(needsPublicTextsOnly("/en/company/12/")).toBe(true);
    expect(needsPublicTextsOnly("/de/company/12/job/34")).toBe(true);
    expect(needsPublicTextsOnly("/de/search/profile")).toBe(false);
    expect(needsPublicTextsOnly("/de/company/12/apply")).toBe(false);
    expect(needsPublicTextsOnly("/de/company/12/profile/5")).toBe(false);
    expect(needsPublicTextsOnly("/en/account/login")).toBe(false);
  });
});
