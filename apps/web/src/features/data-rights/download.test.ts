import { describe, expect, it } from "vitest";
import { zurichDate } from "./download";

describe("zurichDate", () => {
  it("names the Zurich day of an instant, as the server's file name does", () => {
    expect(zurichDate(new Date("2026-03-01T22:59:59Z"))).toBe("2026-03-01");
    expect(zurichDate(new Date("2026-03-01T23:00:00Z"))).toBe("2026-03-02");
    // Summer time: UTC+2.
    expect(zurichDate(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(zurichDate(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});
