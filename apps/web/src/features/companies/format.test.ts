import { describe, expect, it } from "vitest";
import { formatAmount, formatDate, formatShortDate } from "./format";
import { isIframeSearch } from "./iframe";
import { pathId } from "./route-ids";

describe("listing facts", () => {
  it("dates and amounts in the page language", () => {
    expect(formatDate("2026-11-20", "de")).toBe("20. November 2026");
    expect(formatDate("2026-11-20", "en")).toBe("20 November 2026");
    expect(formatAmount(95000)).toMatch(/^95.000$/);
  });

  it("writes dates as Intl.DateTimeFormat does, without making one", () => {
    const long = { de: "de-CH", en: "en-CH" } as const;
    const short = { de: "de-CH", en: "en-GB" } as const;
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(Date.UTC(2026, month, day));
        const iso = date.toISOString().slice(0, 10);
        for (const lang of ["de", "en"] as const) {
          const intlLong = new Intl.DateTimeFormat(long[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
          expect(formatDate(iso, lang)).toBe(intlLong);
          const intlShort = new Intl.DateTimeFormat(short[lang], { dateStyle: "medium", timeZone: "UTC" }).format(date);
          expect(formatShortDate(iso, lang)).toBe(intlShort);
        }
      }
    }
    expect(formatDate("2026-11-20T08:00:00Z", "de")).toBe("20. November 2026");
    expect(formatDate("soon", "de")).toBe("soon");
    expect(formatShortDate("2026-11-20T08:00:00Z", "de")).toBeUndefined();
    expect(formatShortDate("2026-13-01", "en")).toBeUndefined();
  });

  it("groups amounts as Intl.NumberFormat does for de-CH and en-CH, without making one", () => {
    for (const amount of [0, 7, 999, 1000, 95000, 120000.4, 1234567.6, -950, -1234.5, 1e12]) {
      for (const locale of ["de-CH", "en-CH"]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
        expect(formatAmount(amount), `${amount} ${locale}`).toBe(intl);
      }
    }
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
