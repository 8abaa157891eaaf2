/**
 * Features register their texts when their service module loads (i18n/messages.ts). The worker
 * process loads only what its tasks need, so this test loads exactly the worker's modules in a
 * process of their own and asks for the texts of the features whose services its tasks run.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config";

const KEYS = {
  /** Listing lifecycle (publishing, ending, extending): listings.messages.ts. */
  listings: "listingsPublishedOnPast",
  /** Job alert matcher and digests: subscriptions.messages.ts. */
  subscriptions: "subscriptionTokenInvalid",
  /** The server's own texts. */
  core: "notFound",
};

const PROBE = `
  await import(${JSON.stringify(path.join(REPO_ROOT, "apps/server/src/worker/background.ts"))});
  const { isRegistered } = await import(${JSON.stringify(path.join(REPO_ROOT, "apps/server/src/i18n/messages.ts"))});
  const keys = ${JSON.stringify(Object.values(KEYS))};
  console.log(JSON.stringify(keys.filter((key) => !isRegistered(key))));
`;

describe("the worker process", () => {
  it("has the texts of every feature its tasks run", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", PROBE],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: "test" } },
    );
    expect(JSON.parse(stdout.trim().split("\n").at(-1) ?? "null")).toEqual([]);
  }, 60_000);
});
