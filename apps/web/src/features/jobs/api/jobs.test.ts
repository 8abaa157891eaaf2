import { describe, expect, it } from "vitest";
import { jobPathId } from "../route-job";
import { jobsListQueryOptions } from "./jobs";
import { jobKeys } from "./keys";

describe("the jobs list", () => {
  const next = (count: number, offset: number) =>
    jobsListQueryOptions("acme", {}).getNextPageParam({ items: [], count }, [], offset, [offset]);

  it("has a next page while count > offset + 50 (spec §9)", () => {
    expect(next(50, 0)).toBeUndefined();
    expect(next(51, 0)).toBe(50);
    expect(next(100, 50)).toBeUndefined();
    expect(next(101, 50)).toBe(100);
  });

  it("keeps every list under the jobs prefix the activity poller refreshes, one key per filter set", () => {
    const key = jobKeys.list("acme", { query: "koch", status: ["archived", "active"] });
    expect(key.slice(0, 3)).toEqual(jobKeys.all("acme"));
    expect(key).toEqual(jobKeys.list("acme", { query: "koch", status: ["active", "archived"] }));
    expect(key).not.toEqual(jobKeys.list("acme", { query: "koch" }));
  });
});

describe("jobPathId", () => {
  it("reads positive whole numbers only", () => {
    expect(jobPathId("12")).toBe(12);
    for (const value of ["0", "-1", "1.5", "abc", "1e3", "99999999999999999999"]) {
      expect(jobPathId(value)).toBeUndefined();
    }
  });
});
