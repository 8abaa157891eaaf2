import { describe, expect, it } from "vitest";
import { runtimeDaysLeft, zurichWallClock } from "./runtime-days";

// The public listing page and the employer's screens (the API's remaining_days) both count with
// runtimeDaysLeft. Before, the public page counted the days until the last day (29 on the publish
// date of a 30-day runtime) and the employer's the days left with today (30).
describe("the days left of a listing's runtime", () => {
  it("are the whole runtime on its publish date: 30 for a listing running 2 June to 1 July", () => {
    expect(runtimeDaysLeft("2026-07-01", new Date("2026-06-02T05:00:00Z"))).toBe(30);
    // Late in the evening in Zurich, the same day still counts.
    expect(runtimeDaysLeft("2026-07-01", new Date("2026-06-02T21:00:00Z"))).toBe(30);
  });

  it("count today in Zurich: 1 on the last day until 23:59, then 0, in winter and in summer time", () => {
    // 23:30 UTC on 19 Nov is already 20 Nov in Zurich.
    expect(zurichWallClock(new Date("2026-11-19T23:30:00Z"))).toEqual({ date: "2026-11-20", minute: 30 });
    expect(runtimeDaysLeft("2026-11-20", new Date("2026-11-19T22:58:00Z"))).toBe(2);
    expect(runtimeDaysLeft("2026-11-20", new Date("2026-11-19T23:30:00Z"))).toBe(1);
    expect(runtimeDaysLeft("2026-11-20", new Date("2026-11-20T22:58:59Z"))).toBe(1);
    expect(runtimeDaysLeft("2026-11-20", new Date("2026-11-20T22:59:00Z"))).toBe(0);
    expect(runtimeDaysLeft("2026-11-20", new Date("2026-12-01T12:00:00Z"))).toBe(0);
    // Summer time (UTC+2), and across the switch to it.
    expect(runtimeDaysLeft("2026-07-01", new Date("2026-07-01T21:58:00Z"))).toBe(1);
    expect(runtimeDaysLeft("2026-07-01", new Date("2026-07-01T21:59:00Z"))).toBe(0);
    expect(runtimeDaysLeft("2026-04-01", new Date("2026-03-20T12:00:00Z"))).toBe(13);
  });
});
