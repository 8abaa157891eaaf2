import { describe, expect, it } from "vitest";
import { addChip, formValues, WORKLOAD_ORDER_ERROR, ZSeekerProfileForm } from "./form";

describe("the seeker profile form", () => {
  it("turns the inputs into the contract's profile (empty numbers and region are null)", () => {
    const parsed = ZSeekerProfileForm.parse({ ...formValues(undefined), job_titles: ["Koch"] });
    expect(parsed).toEqual({
      job_titles: ["Koch"],
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    });
    expect(ZSeekerProfileForm.parse({ ...formValues(undefined), workload_min: "60", region: "zurich" })).toMatchObject({
      workload_min: 60,
      region: "zurich",
    });
  });

  it("refuses what the server refuses", () => {
    const result = ZSeekerProfileForm.safeParse({ ...formValues(undefined), workload_min: "80", workload_max: "50" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["workload_max"], message: WORKLOAD_ORDER_ERROR });
    expect(ZSeekerProfileForm.safeParse({ ...formValues(undefined), workload_min: "120" }).success).toBe(false);
    expect(ZSeekerProfileForm.safeParse({ ...formValues(undefined), sectors: ["ZZ"] }).success).toBe(false);
    expect(
      ZSeekerProfileForm.safeParse({
        ...formValues(undefined),
        job_titles: Array.from({ length: 11 }, (_, i) => `T${i}`),
      }).success,
    ).toBe(false);
  });

  it("prefills from a saved profile", () => {
    expect(
      formValues({
        job_titles: ["Informatiker/in"],
        about: "x",
        skills: ["SQL"],
        sectors: [],
        workload_min: 80,
        workload_max: 100,
        remote_types: ["hybrid"],
        region: "east",
        completed: true,
        updated_at: null,
      }),
    ).toMatchObject({ workload_min: "80", workload_max: "100", region: "east", job_titles: ["Informatiker/in"] });
  });

  it("adds chips trimmed, once, up to the limit", () => {
    expect(addChip(["Koch"], "  koch ", 10)).toEqual(["Koch"]);
    expect(addChip(["Koch"], "  Bäcker  Konditor ", 10)).toEqual(["Koch", "Bäcker Konditor"]);
    expect(addChip(["a", "b"], "c", 2)).toEqual(["a", "b"]);
    expect(addChip([], "   ", 2)).toEqual([]);
  });
});
