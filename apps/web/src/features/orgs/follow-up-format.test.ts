import { describe, expect, it } from "vitest";
import { formatDecimal } from "@/lib/format";
import { percentOf, trendOf } from "./follow-up-format";

describe("the response record's figures", () => {
  it("rounds the share to whole percents", () => {
    expect(percentOf(0.916)).toBe(92);
    expect(percentOf(0)).toBe(0);
    expect(percentOf(1)).toBe(100);
  });

  it("writes days with at most one decimal, as each language does", () => {
    expect(formatDecimal(4.5, "de")).toBe("4.5");
    expect(formatDecimal(4.5, "fr")).toBe("4,5");
    expect(formatDecimal(4.5, "en")).toBe("4.5");
    expect(formatDecimal(3, "it")).toBe("3");
    expect(formatDecimal(2.26, "en")).toBe("2.3");
  });

  it("compares as shown, and not without a figure before", () => {
    expect(trendOf(92, 85)).toBe("up");
    expect(trendOf(4.5, 6)).toBe("down");
    expect(trendOf(4.52, 4.48)).toBe("same");
    expect(trendOf(92, null)).toBeNull();
    expect(trendOf(null, 3)).toBeNull();
  });
});
