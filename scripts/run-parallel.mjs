// Runs npm scripts side by side (typecheck and lint use one core each) and fails if any fails.
// Usage: node scripts/run-parallel.mjs typecheck lint
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], { stdio: "inherit" });
        child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
const failed = names.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}`);
  process.exit(1);
}
