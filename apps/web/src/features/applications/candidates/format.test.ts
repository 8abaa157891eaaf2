import { describe, expect, it } from "vitest";
import { candidateKeys } from "@/features/applications/api/keys";
import { candidatePathId } from "./format";

describe("candidatePathId", () => {
  it("reads an application id or a pool seeker's `pool-<user id>`", () => {
    expect(candidatePathId("42")).toEqual({ kind: "application", id: 42 });
    expect(candidatePathId("pool-7")).toEqual({ kind: "pool", id: 7 });
  });

  it("names nothing for anything else (no request is made)", () => {
    for (const value of ["0", "-1", "1.5", "abc", "pool-", "pool-0", "07", "99999999999999999", "pool-x", ""]) {
      expect(candidatePathId(value), value).toBeUndefined();
    }
  });
});

describe("candidatesListQueryKey", () => {
  it("sits under the applications prefix the notification poller refreshes, the same for the same filters", () => {
    const key = candidateKeys.list("acme", { type: ["unsolicited", "direct"], job_ids: [3, 1] });
    expect(key.slice(0, 3)).toEqual(["org", "acme", "applications"]);
    expect(key).toEqual(
      candidateKeys.list("acme", { status: "active", type: ["direct", "unsolicited"], job_ids: [1, 3] }),
    );
    expect(key).not.toEqual(candidateKeys.list("acme", { status: "archived" }));
  });
});
