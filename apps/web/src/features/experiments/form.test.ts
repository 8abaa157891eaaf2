import { EXPERIMENT_REGION_BOUNDS } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { REGION_BOUNDS } from "@/features/search";
import { experimentRequestOf, ZExperimentForm } from "./form";

describe("the experiment form", () => {
  it("sends the region select's empty choice as null (the whole of Switzerland)", () => {
    const values = ZExperimentForm.parse({ title: " UX ", job_titles: ["UX Designer"], sectors: ["Q86"], region: "" });
    expect(experimentRequestOf(values)).toEqual({
      title: "UX",
      job_titles: ["UX Designer"],
      sectors: ["Q86"],
      region: null,
    });
    expect(ZExperimentForm.parse({ title: "T", job_titles: ["A"], sectors: [], region: "zurich" }).region).toBe(
      "zurich",
    );
  });

  it("refuses what the server refuses, on the field", () => {
    const result = ZExperimentForm.safeParse({ title: "", job_titles: [], sectors: ["XX"], region: "mars" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")).sort();
    expect(paths).toEqual(["job_titles", "region", "sectors.0", "title"]);
  });
});

describe("the regions' boxes of job hits", () => {
  it("are the search's", () => {
    expect(EXPERIMENT_REGION_BOUNDS).toEqual(REGION_BOUNDS);
  });
});
