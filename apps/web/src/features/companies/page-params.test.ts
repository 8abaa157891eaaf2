import { describe, expect, it } from "vitest";
import { isIframeSearch } from "./iframe";
import { pathId } from "./route-ids";

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
