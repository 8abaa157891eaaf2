import { describe, expect, it } from "vitest";
import { subscriptionFromSearch } from "./from-search";
import { isEmailAddress, subscriptionFormDefaults, ZSubscriptionForm } from "./subscription-form";

describe("the job alert form", () => {
  it("turns typed numbers into numbers and empty workloads into none", () => {
    const parsed = ZSubscriptionForm.parse({
      ...subscriptionFormDefaults(),
      location: "8005",
      radius_km: "30",
      workload_min: "60",
    });
    expect(parsed).toMatchObject({ location: "8005", radius_km: 30, workload_min: 60, workload_max: null });
  });

  it("refuses a radius outside 1–200 km and an inverted workload at their fields", () => {
    for (const radius of ["0", "201", "abc"]) {
      const result = ZSubscriptionForm.safeParse({
        ...subscriptionFormDefaults(),
        location: "Bern",
        radius_km: radius,
      });
      expect(result.error?.issues[0]?.path).toEqual(["radius_km"]);
    }
    const inverted = ZSubscriptionForm.safeParse({
      ...subscriptionFormDefaults(),
      location: "Bern",
      workload_min: "80",
      workload_max: "50",
    });
    expect(inverted.error?.issues[0]?.path).toEqual(["workload_max"]);
  });

  it("takes a search's words, place, radius, valid sectors and minimum workload for 'notify me'", () => {
    expect(
      subscriptionFromSearch({
        query: " Informatiker ",
        location: "8005 Zürich",
        radius: 10,
        sectors: ["J62", "??"],
        workload_min: 80,
      }),
    ).toEqual({
      query: "Informatiker",
      location: "8005 Zürich",
      radius_km: 10,
      sectors: ["J62"],
      workload_min: 80,
      workload_max: null,
      frequency: "daily",
    });
    expect(subscriptionFromSearch({})).toMatchObject({ query: "", location: undefined, radius_km: 25, sectors: [] });
  });

  it("tells a valid email address from a malformed one", () => {
    expect(isEmailAddress("anna@example.ch")).toBe(true);
    expect(isEmailAddress("anna@")).toBe(false);
    expect(isEmailAddress("")).toBe(false);
  });
});
