import { beforeEach, describe, expect, it } from "vitest";
import { rememberPendingLike, takePendingLike } from "./like-after-login";

describe("the like noted for after sign-in", () => {
  beforeEach(() => localStorage.clear());

  it("is done once, for the company the like button noted, within an hour", () => {
    rememberPendingLike(12, 1_000);
    expect(takePendingLike(12, 2_000)).toBe(true);
    expect(takePendingLike(12, 3_000)).toBe(false);
  });

  it("is not done for a link nobody's like button sent here, another company, or after an hour", () => {
    expect(takePendingLike(12)).toBe(false);
    rememberPendingLike(12, 0);
    expect(takePendingLike(13, 1)).toBe(false);
    rememberPendingLike(12, 0);
    expect(takePendingLike(12, 60 * 60 * 1000 + 1)).toBe(false);
  });
});
