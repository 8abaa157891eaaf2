import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ID_MAX, idFromText } from "./core/constants";
import { PAGE_OFFSET_MAX, pageQuery, ZId, ZPathId } from "./ids-pages";

const TEXTS = [
  "1",
  "12",
  "9007199254740991",
  "9007199254740992",
  "9999999999999999",
  "99999999999999999999",
  "0",
  "00",
  "007",
  "-1",
  "+1",
  "1.5",
  "1.0",
  "1e3",
  "0x10",
  " 5",
  "5 ",
  "",
  "abc",
  "１２",
  "Infinity",
  "NaN",
];

describe("ZPathId and idFromText", () => {
  it("take the same texts as the same ids, and refuse the same ones", () => {
    for (const text of TEXTS) {
      const parsed = ZPathId.safeParse(text);
      expect(parsed.success ? parsed.data : undefined, text).toBe(idFromText(text));
    }
  });

  it("take positive whole numbers up to ID_MAX only, written without sign, exponent, blank or leading zero", () => {
    expect(TEXTS.filter((text) => idFromText(text) !== undefined)).toEqual(["1", "12", "9007199254740991"]);
    expect(idFromText(String(ID_MAX))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("take a number as its text (a client's query value)", () => {
    expect(ZPathId.parse(42)).toBe(42);
    expect(ZPathId.safeParse(1.5).success).toBe(false);
    expect(ZPathId.safeParse(undefined).success).toBe(false);
  });
});

describe("ZId", () => {
  it("takes positive whole numbers up to ID_MAX, as one issue otherwise", () => {
    expect(ZId.parse(ID_MAX)).toBe(ID_MAX);
    for (const value of [0, -1, 1.5, ID_MAX + 1, 1e20, "1", null]) {
      const parsed = ZId.safeParse(value);
      expect(parsed.success, String(value)).toBe(false);
      expect(parsed.error?.issues, String(value)).toHaveLength(1);
    }
  });
});

describe("pageQuery", () => {
  const query = z.strictObject(pageQuery({ defaultSize: 20, maxSize: 50 }));

  it("fills in the default page size and offset 0", () => {
    expect(query.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(query.parse({ limit: "50", offset: String(PAGE_OFFSET_MAX) })).toEqual({
      limit: 50,
      offset: PAGE_OFFSET_MAX,
    });
  });

  it("refuses a size beyond the list's maximum and an offset beyond the one cap", () => {
    for (const bad of [
      { limit: "0" },
      { limit: "51" },
      { limit: "1.5" },
      { offset: "-1" },
      { offset: String(PAGE_OFFSET_MAX + 1) },
      { offset: "x" },
    ]) {
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
