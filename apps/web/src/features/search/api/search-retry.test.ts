import { describe, expect, it } from "vitest";
import { ApiError, NotAuthenticatedError } from "@/lib/api-errors";
import { searchRetry, searchRetryDelay } from "./search-retry";

describe("retrying a search", () => {
  const building = new ApiError(503, { type: "ServiceUnavailable" });

  it("waits for the search index while it is built (503), every 1.5 s", () => {
    expect(searchRetry(10, building)).toBe(true);
    expect(searchRetry(79, building)).toBe(true);
    expect(searchRetry(80, building)).toBe(false);
    expect(searchRetryDelay(10, building)).toBe(1500);
  });

  it("follows the retry rule of spec §8 otherwise", () => {
    expect(searchRetry(0, new NotAuthenticatedError(null))).toBe(false);
    expect(searchRetry(2, new ApiError(500, null))).toBe(true);
    expect(searchRetry(3, new ApiError(500, null))).toBe(false);
  });
});
