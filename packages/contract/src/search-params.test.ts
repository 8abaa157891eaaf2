import { describe, expect, it } from "vitest";
import {
  companyJobSearch,
  companySearch,
  contactPurchaseSearch,
  contactSearch,
  loginSearch,
  searchSearch,
  signupCompanySearch,
  signupSearch,
} from "./search-params";

describe("lenient route search params", () => {
  it("turns an empty b or iframe into 1", () => {
    expect(companySearch.parse({ b: "" }).b).toBe(1);
    expect(companyJobSearch.parse({ iframe: "" }).iframe).toBe(1);
    expect(companySearch.parse({ b: 1 }).b).toBe(1);
    expect(companySearch.parse({ b: "nope" }).b).toBeUndefined();
    expect(companySearch.parse({}).b).toBeUndefined();
  });

  it("drops sector lists with an unknown code", () => {
    expect(searchSearch.parse({ sectors: "XX" }).sectors).toBeUndefined();
    expect(searchSearch.parse({ sectors: ["C10", "XX"] }).sectors).toBeUndefined();
    expect(searchSearch.parse({ sectors: ["C10", "J62"] }).sectors).toEqual(["C10", "J62"]);
    expect(searchSearch.parse({ sectors: "C10,J62" }).sectors).toEqual(["C10", "J62"]);
  });

  it("drops coordinates that are not numbers and keeps the rest of the search", () => {
    const parsed = searchSearch.parse({ north: "abc", south: 46.5, east: "8.5", query: "Koch" });
    expect(parsed.north).toBeUndefined();
    expect(parsed.south).toBe(46.5);
    expect(parsed.east).toBe(8.5);
    expect(parsed.query).toBe("Koch");
  });

  it("reads the view and the sort, and falls back to the defaults (undefined) on anything else", () => {
    expect(searchSearch.parse({ view: "jobs", sort: "date" })).toMatchObject({ view: "jobs", sort: "date" });
    expect(searchSearch.parse({ view: "employers", sort: "salary" })).toMatchObject({
      view: "employers",
      sort: "salary",
    });
    const bad = searchSearch.parse({ view: "listings", sort: "cheapest", query: "Koch" });
    expect(bad.view).toBeUndefined();
    expect(bad.sort).toBeUndefined();
    expect(bad.query).toBe("Koch");
    expect(searchSearch.parse({ view: ["jobs"], sort: 1 }).view).toBeUndefined();
  });

  it("reads booleans from JSON values and strings", () => {
    expect(searchSearch.parse({ liked: true }).liked).toBe(true);
    expect(searchSearch.parse({ liked: "false" }).liked).toBe(false);
    expect(searchSearch.parse({ liked: "maybe" }).liked).toBeUndefined();
  });

  it("accepts only the purchase plans of the spec", () => {
    expect(contactPurchaseSearch.parse({ plan: "recruiter" }).plan).toBe("recruiter");
    expect(contactPurchaseSearch.parse({ plan: "platinum" }).plan).toBeUndefined();
  });

  it("keeps a null registeredCompanyId and drops garbage", () => {
    expect(contactSearch.parse({ registeredCompanyId: null }).registeredCompanyId).toBeNull();
    expect(contactSearch.parse({ registeredCompanyId: "12" }).registeredCompanyId).toBe(12);
    expect(contactSearch.parse({ registeredCompanyId: "x" }).registeredCompanyId).toBeUndefined();
  });

  it("keeps only same-origin relative next paths", () => {
    expect(loginSearch.parse({ next: "/en/user/applications" }).next).toBe("/en/user/applications");
    expect(loginSearch.parse({ next: "https://evil.example" }).next).toBeUndefined();
    expect(loginSearch.parse({ next: "//evil.example" }).next).toBeUndefined();
    expect(loginSearch.parse({ next: "/\\evil.example" }).next).toBeUndefined();
  });

  it("keeps the sign-up's next and preselects only the plans offered on the account-opening page", () => {
    expect(signupSearch.parse({ next: "/de/user" }).next).toBe("/de/user");
    expect(signupSearch.parse({ next: "https://evil.example" }).next).toBeUndefined();
    expect(signupCompanySearch.parse({ plan: "pro" }).plan).toBe("pro");
    expect(signupCompanySearch.parse({ plan: "recruiter" }).plan).toBeUndefined();
  });
});
