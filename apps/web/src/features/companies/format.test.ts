import { describe, expect, it } from "vitest";
import { daysUntil, formatAmount, formatDate, todayInZurich } from "./format";
import { isIframeSearch } from "./iframe";
import { pathId } from "./route-ids";

describe("listing facts", () => {
  it("dates and amounts in the page language", () => {
    expect(formatDate("2026-11-20", "de")).toBe("20. November 2026");
    expect(formatDate("2026-11-20", "en")).toBe("20 November 2026");
    expect(formatAmount(95000, "de")).toMatch(/^95.000$/);
  });

  it("counts the days left in Zurich time (the last day runs until 23:59 there)", () => {
    // 23:30 UTC on 19 Nov is already 20 Nov in Zurich.
    const lateEvening = new Date("2026-11-19T23:30:00Z");
    expect(todayInZurich(lateEvening)).toBe("2026-11-20");
    expect(daysUntil("2026-11-20", lateEvening)).toBe(0);
    expect(daysUntil("2026-11-25", lateEvening)).toBe(5);
    expect(daysUntil("2026-11-19", lateEvening)).toBe(-1);
    // Across the switch to summer time.
    expect(daysUntil("2026-04-01", new Date("2026-03-20T12:00:00Z"))).toBe(12);
  });
});

describe("the listing page's iframe flag", () => {
  it("is on for ?iframe, ?iframe=1 and ?iframe=true, as the route parses it", () => {
    expect(isIframeSearch("?iframe")).toBe(true);
    expect(isIframeSearch("?iframe=")).toBe(true);
    expect(isIframeSearch("?iframe=1")).toBe(true);
    expect(isIframeSearch("?x=2&iframe=true")).toBe(true);
    expect(isIframeSearch("")).toBe(false);
    expect(isIframeSearch("?iframe=0")).toBe(false);
    expect(isIframeSearch("?iframe=no")).toBe(false);
  });
});

describe("ids in the path", () => {
  it("are positive integers, else the 404 screen", () => {
    expect(pathId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "12abc", "", "99999999999999999999"]) {
      expect(() => pathId(bad), bad).toThrow();
    }
  });
});
