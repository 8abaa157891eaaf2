import { describe, expect, it } from "vitest";
import { orgCompanySearch, ZKeywords, ZOrgCompanyUpdateRequest, ZWebsite } from "./org-company";

describe("ZWebsite", () => {
  it("takes http(s) addresses with a real host, adding https:// to a bare one", () => {
    expect(ZWebsite.parse("https://muster.ch/jobs?x=1")).toBe("https://muster.ch/jobs?x=1");
    expect(ZWebsite.parse(" www.muster.ch ")).toBe("https://www.muster.ch");
    expect(ZWebsite.parse("")).toBeNull();
    expect(ZWebsite.parse(null)).toBeNull();
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://muster.ch", "https://localhost", "mailto:a@muster.ch"])(
    "refuses %s",
    (value) => expect(ZWebsite.safeParse(value).success).toBe(false),
  );
});

describe("ZKeywords", () => {
  it("trims, drops blanks and keeps each keyword once, whatever its case", () => {
    expect(ZKeywords.parse([" Brot ", "brot", "", "  ", "Zöpfe", "ZÖPFE"])).toEqual(["Brot", "Zöpfe"]);
  });

  it("counts after removing repeats, and refuses too many or too long ones", () => {
    expect(ZKeywords.parse([...Array.from({ length: 20 }, (_, i) => `w${i}`), "w0"])).toHaveLength(20);
    expect(ZKeywords.safeParse(Array.from({ length: 21 }, (_, i) => `w${i}`)).success).toBe(false);
    expect(ZKeywords.safeParse(["x".repeat(41)]).success).toBe(false);
  });
});

describe("ZOrgCompanyUpdateRequest", () => {
  const valid = {
    name: "Muster AG",
    description: "",
    sectors: ["C10", "C10", "J62"],
    keywords: [],
    main_website: null,
    jobs_website: null,
    legal_form: "",
    widget_theme: "auto",
  };

  it("keeps each sector once and stores an empty legal form as none", () => {
    expect(ZOrgCompanyUpdateRequest.parse(valid)).toMatchObject({ sectors: ["C10", "J62"], legal_form: null });
  });

  it("takes only codes of the ISIC list and no unknown fields", () => {
    expect(ZOrgCompanyUpdateRequest.safeParse({ ...valid, sectors: ["Z1"] }).success).toBe(false);
    expect(ZOrgCompanyUpdateRequest.safeParse({ ...valid, plan: "enterprise" }).success).toBe(false);
  });
});

describe("orgCompanySearch", () => {
  it("reads the tab and ignores anything else", () => {
    expect(orgCompanySearch.parse({ tab: "addresses" })).toEqual({ tab: "addresses" });
    expect(orgCompanySearch.parse({ tab: "members" })).toEqual({ tab: undefined });
    expect(orgCompanySearch.parse({})).toEqual({});
  });
});
