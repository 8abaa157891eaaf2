import { describe, expect, it } from "vitest";
import { formatDate } from "./questionnaire-list";

describe("formatDate", () => {
  it("shows the day in Zurich, not in the browser's time zone", () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Zurich.
    expect(formatDate("2026-03-01T23:30:00Z", "en")).toBe("2 Mar 2026");
    expect(formatDate("2026-03-01T23:30:00Z", "de")).toBe("02.03.2026");
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(formatDate("2026-06-30T22:30:00Z", "en")).toBe("1 Jul 2026");
  });
});
