import { describe, expect, it } from "vitest";
import { addKeyword } from "./keywords-input";

describe("addKeyword", () => {
  it("adds a trimmed keyword once, whatever its case", () => {
    expect(addKeyword(["Brot"], "  Zopf ")).toEqual(["Brot", "Zopf"]);
    expect(addKeyword(["Brot"], "BROT")).toEqual(["Brot"]);
    expect(addKeyword(["Brot"], "   ")).toEqual(["Brot"]);
  });

  it("cuts a keyword at 40 characters and stops at 20 keywords", () => {
    expect(addKeyword([], "x".repeat(50))).toEqual(["x".repeat(40)]);
    const full = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(addKeyword(full, "one more")).toEqual(full);
  });
});
