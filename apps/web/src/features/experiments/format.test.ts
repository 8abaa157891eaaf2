import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { hitPathId, hitPlace, hitWorkload } from "./format";

describe("experiment formats", () => {
  it("reads a hit's listing id from the path", () => {
    expect(hitPathId("4")).toBe(4);
    expect(hitPathId("0")).toBeUndefined();
    expect(hitPathId("abc")).toBeUndefined();
    expect(hitPathId("1.5")).toBeUndefined();
  });

  it("words workload and place", async () => {
    await i18n.changeLanguage("en");
    const t = i18n.t.bind(i18n);
    expect(hitWorkload({ workload_min: 80, workload_max: 100 }, t)).toBe("80–100 %");
    expect(hitWorkload({ workload_min: 100, workload_max: 100 }, t)).toBe("100 %");
    expect(hitPlace({ location: { postal_code: "8005", city: "Zürich" } }, t)).toBe("8005 Zürich");
    expect(hitPlace({ location: null }, t)).toBe("Place by agreement");
  });
});
