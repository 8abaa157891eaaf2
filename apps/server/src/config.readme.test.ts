import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, ZConfig } from "./config";

/** The README's configuration table names every environment variable the server reads (ADR 037). */
describe("the README", () => {
  it("documents every environment variable of the config schema", () => {
    const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
    const keys = Object.keys(ZConfig.in.shape);
    expect(keys.length).toBeGreaterThan(20);
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Development"));
    expect(keys.filter((key) => !table.includes(`| \`${key}\` |`))).toEqual([]);
  });

  it("and .env.example names each of them, commented out (ADR 062)", () => {
    const example = readFileSync(path.join(REPO_ROOT, ".env.example"), "utf8");
    const keys = Object.keys(ZConfig.in.shape);
    expect(keys.filter((key) => !new RegExp(`^# ${key}=`, "m").test(example))).toEqual([]);
    // Nothing is set by copying it: every assignment is a comment.
    expect(example.split("\n").filter((line) => /^[A-Z_]+=/.test(line))).toEqual([]);
  });
});
