// The end-to-end tests drive Debian's Chromium (never a downloaded browser). Installs it when it is
// missing and we are root; otherwise says in one line how to get it, and fails.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (existsSync(chromePath)) process.exit(0);

if (process.env.CHROME_PATH) {
  console.error(
    `CHROME_PATH=${chromePath} does not exist: point it at a Chromium binary, or unset it to use /usr/bin/chromium.`,
  );
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    "Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROME_PATH to a Chromium binary), then npm test again.",
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package …");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
try {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
} catch {
  console.error(
    "Installing chromium with apt-get failed: install it by hand (`apt-get install -y chromium`) or set CHROME_PATH.",
  );
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(
    `apt-get installed chromium, but ${chromePath} is still missing: set CHROME_PATH to the Chromium binary.`,
  );
  process.exit(1);
}
