import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config";

const run = promisify(execFile);

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
}
const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};

/** The package's name from its lockfile key (`node_modules/a/node_modules/@b/c` → `@b/c`). */
const packageName = (key: string) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

/** A clean install (ADR 065): no warning from `npm ci`, a dependency tree `npm ls` accepts. */
describe("the installation", () => {
  it("declares, for every dependency with an install script, whether npm runs it", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key, entry]) => `${packageName(key)}@${entry.version}`);
    expect(withScripts.length).toBeGreaterThan(0);
    const allowed = rootPackage.allowScripts ?? {};
    const undeclared = withScripts.filter((spec) => {
      const name = spec.slice(0, spec.lastIndexOf("@"));
      return !(name in allowed) && !(spec in allowed);
    });
    expect(undeclared).toEqual([]);
  });

  it("installs a single esbuild, in the range Vite 8 asks for", () => {
    const versions = new Set(
      Object.entries(lock.packages)
        .filter(([key]) => packageName(key) === "esbuild")
        .map(([, entry]) => entry.version),
    );
    expect([...versions]).toEqual([expect.stringMatching(/^0\.(27|28)\./)]);
  });

  it("has a dependency tree `npm ls --all` finds valid", { timeout: 30_000 }, async () => {
    const outcome = await run("npm", ["ls", "--all", "--json"], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
      () => ({ code: 0, problems: [] as string[] }),
      (error: { code?: number; stdout?: string }) => ({
        code: error.code,
        problems: (JSON.parse(error.stdout ?? "{}") as { problems?: string[] }).problems ?? [],
      }),
    );
    expect(outcome).toEqual({ code: 0, problems: [] });
  });
});
