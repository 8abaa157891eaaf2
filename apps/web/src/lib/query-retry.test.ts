import { describe, expect, it } from "vitest";
import { errorFromResponse, NetworkError } from "./api-errors";
import { retryDelay, shouldRetry } from "./query-retry";

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

describe("retryDelay", () => {
  it("waits the Retry-After of a 429 when it is short, else backs off exponentially up to 10 s", () => {
    const limited = (seconds: string) =>
      errorFromResponse(429, { type: "RateLimited", detail: "Wait" }, new Headers({ "retry-after": seconds }));
    expect(retryDelay(0, limited("12"))).toBe(12_000);
    expect(retryDelay(0, limited("3600"))).toBe(1000);
    expect([0, 1, 2, 5].map((failureCount) => retryDelay(failureCount, new NetworkError()))).toEqual([
      1000, 2000, 4000, 10_000,
    ]);
  });
});
