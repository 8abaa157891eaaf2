import { describe, expect, it } from "vitest";
import { errorFromResponse, NetworkError } from "./api-errors";
import { shouldRetry } from "./query-retry";

const failing = (status: number) => errorFromResponse(status, { type: "X" });

describe("shouldRetry (spec §8: no retry for 4xx except 408, 425, 429; otherwise up to 3)", () => {
  it.each([400, 401, 403, 404, 410, 413, 415, 422])("does not retry %i", (status) => {
    expect(shouldRetry(0, failing(status))).toBe(false);
  });

  it.each([408, 425, 429, 500, 502, 503])("retries %i up to 3 times", (status) => {
    const error = failing(status);
    expect([0, 1, 2, 3].map((failureCount) => shouldRetry(failureCount, error))).toEqual([true, true, true, false]);
  });

  it("retries network failures up to 3 times", () => {
    expect(shouldRetry(2, new NetworkError())).toBe(true);
    expect(shouldRetry(3, new NetworkError())).toBe(false);
  });
});
