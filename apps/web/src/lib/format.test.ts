import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatBytes,
  formatChf,
  formatDate,
  formatDecimal,
  formatDay,
  formatDistance,
  formatLongDay,
  formatMoment,
  formatShortDate,
  formatTimeAgo,
  zurichToday,
} from "./format";

const LOCALES = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-GB" } as const;
const LANGS = ["de", "fr", "it", "en"] as const;
const intl = (lang: (typeof LANGS)[number], options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: "Europe/Zurich", ...options });

/** Instants around every change of summer time of a few years, and a few hours a month. */
function instants(): number[] {
  const found: number[] = [];
  for (const year of [2000, 2007, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2040]) {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 15, 24, 25, 26, 27, 28, 29, 30, 31]) {
        for (const minutes of [0, 59, 60, 61, 119, 120, 121, 22 * 60 + 30, 23 * 60 + 59]) {
          const instant = Date.UTC(year, month, day) + minutes * 60_000;
          if (new Date(instant).getUTCMonth() === month) found.push(instant + 7_000);
        }
      }
    }
  }
  return found;
}

describe("calendar dates", () => {
  it("dates and amounts in the page language", () => {
    expect(formatDate("2026-11-20", "de")).toBe("20. November 2026");
    expect(formatDate("2026-11-20", "en")).toBe("20 November 2026");
    expect(formatDate("2026-12-01", "fr")).toBe("1 décembre 2026");
    expect(formatDate("2026-02-03", "it")).toBe("3 febbraio 2026");
    expect(formatAmount(95000)).toMatch(/^95.000$/);
  });

  it("writes dates as Intl.DateTimeFormat does, without making one", () => {
    const long = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-CH" } as const;
    const short = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-GB" } as const;
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(Date.UTC(2026, month, day));
        const iso = date.toISOString().slice(0, 10);
        for (const lang of LANGS) {
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
});

describe("moments in Zurich", () => {
  it("shows the day in Zurich, not in the browser's time zone", () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Zurich.
    expect(formatDay("2026-03-01T23:30:00Z", "en")).toBe("2 Mar 2026");
    expect(formatDay("2026-03-01T23:30:00Z", "de")).toBe("02.03.2026");
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(formatDay("2026-06-30T22:30:00Z", "en")).toBe("1 Jul 2026");
    expect(formatMoment("2027-03-03T13:05:00Z", "de")).toBe("03.03.2027, 14:05");
    expect(formatMoment("2027-03-03T13:05:00Z", "en", { long: true })).toBe("3 March 2027 at 14:05");
    expect(zurichToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    // The Zurich day of an instant, as the server's export file name has it.
    expect(zurichToday(new Date("2026-03-01T22:59:59Z"))).toBe("2026-03-01");
    expect(zurichToday(new Date("2026-03-01T23:00:00Z"))).toBe("2026-03-02");
    expect(zurichToday(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(zurichToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it("writes moments as Intl.DateTimeFormat does in Europe/Zurich, across every change of summer time", () => {
    const all = instants();
    expect(all.length).toBeGreaterThan(10 * 12 * 9 * 9);
    for (const lang of LANGS) {
      const day = intl(lang, { dateStyle: "medium" });
      const longDay = intl(lang, { dateStyle: "long" });
      const moment = intl(lang, { dateStyle: "medium", timeStyle: "short" });
      const withSeconds = intl(lang, { dateStyle: "medium", timeStyle: "medium" });
      const long = intl(lang, { dateStyle: "long", timeStyle: "short" });
      for (const instant of all) {
        const iso = new Date(instant).toISOString();
        expect(formatDay(iso, lang), iso).toBe(day.format(instant));
        expect(formatLongDay(instant, lang), iso).toBe(longDay.format(instant));
        expect(formatMoment(iso, lang), iso).toBe(moment.format(instant));
        expect(formatMoment(iso, lang, { seconds: true }), iso).toBe(withSeconds.format(instant));
        expect(formatMoment(instant, lang, { long: true }), iso).toBe(long.format(instant));
      }
    }
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" });
    for (const instant of all) expect(zurichToday(new Date(instant))).toBe(today.format(instant));
  });

  it("says how long ago as Intl.RelativeTimeFormat does, then the day", () => {
    const now = Date.parse("2030-05-20T12:00:00Z");
    for (const lang of LANGS) {
      const relative = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" });
      for (let minutes = 1; minutes < 60; minutes++)
        expect(formatTimeAgo(now - minutes * 60_000 - 20_000, lang, now)).toBe(relative.format(-minutes, "minute"));
      for (let hours = 1; hours < 24; hours++)
        expect(formatTimeAgo(now - hours * 3_600_000, lang, now)).toBe(relative.format(-hours, "hour"));
      for (let days = 1; days < 7; days++)
        expect(formatTimeAgo(now - days * 86_400_000 - 1, lang, now)).toBe(relative.format(-days, "day"));
    }
    expect(formatTimeAgo("2030-05-10T12:00:00Z", "en", now)).toBe("10 May 2030");
    expect(formatTimeAgo("2030-05-10T12:00:00Z", "de", now)).toBe("10.05.2030");
  });
});

describe("numbers", () => {
  it("groups amounts as Intl.NumberFormat does for de-CH and en-CH, without making one", () => {
    for (const amount of [0, 7, 999, 1000, 95000, 120000.4, 1234567.6, -950, -1234.5, 1e12]) {
      for (const locale of ["de-CH", "en-CH"]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
        expect(formatAmount(amount), `${amount} ${locale}`).toBe(intl);
      }
    }
    expect(formatChf(72000)).toBe("CHF 72'000");
  });

  it("writes days and medians to one decimal as Intl does for each language's Swiss locale", () => {
    for (const value of [0, 1, 2.25, 2.26, 4.5, 13.04, 29.96, 179.5]) {
      for (const language of ["de", "fr", "it", "en"] as const) {
        const locale = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-GB" }[language];
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
        expect(formatDecimal(value, language), `${value} ${locale}`).toBe(intl);
      }
    }
  });

  it("words sizes in kB and MB", () => {
    expect(formatBytes(240 * 1024)).toBe("240 kB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
    expect(formatBytes(10)).toBe("1 kB");
  });

  it("writes file sizes in kB and MB with de-CH's and en-GB's decimal point", () => {
    const number = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1 });
    for (const bytes of [1, 100, 1023, 1024, 240_000, 1_048_575, 1_048_576, 1_500_000, 5_242_880, 9_999_999]) {
      const expected =
        bytes >= 1024 * 1024
          ? `${number.format(bytes / (1024 * 1024))} MB`
          : `${number.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
      expect(formatBytes(bytes), String(bytes)).toBe(expected);
    }
  });

  it("writes distances with one decimal under 10 km", () => {
    expect(formatDistance(0.04)).toBe("0.0");
    expect(formatDistance(3.24)).toBe("3.2");
    expect(formatDistance(9.94)).toBe("9.9");
    expect(formatDistance(12.5)).toBe("13");
    expect(formatDistance(1234)).toBe("1'234");
  });
});
