import { describe, expect, it } from "vitest";
import { jobTransitionAllowed, jobTransitionVerb, ZOrgJobsQuery } from "./jobs";

describe("ZOrgJobsQuery", () => {
  it("reads status as one value, repeated values or a comma-separated list, without duplicates", () => {
    expect(ZOrgJobsQuery.parse({ status: "active" }).status).toEqual(["active"]);
    expect(ZOrgJobsQuery.parse({ status: ["planned", "archived"] }).status).toEqual(["planned", "archived"]);
    expect(ZOrgJobsQuery.parse({ status: "planned,active" }).status).toEqual(["planned", "active"]);
    expect(ZOrgJobsQuery.parse({ status: ["planned,active", "active"] }).status).toEqual(["planned", "active"]);
    expect(ZOrgJobsQuery.parse({}).status).toBeUndefined();
  });

  it("refuses an unknown status at the field itself, and pages beyond 50", () => {
    const bad = ZOrgJobsQuery.safeParse({ status: "active,deleted" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([["status"]]);
    expect(ZOrgJobsQuery.safeParse({ limit: "51" }).success).toBe(false);
    expect(ZOrgJobsQuery.parse({})).toMatchObject({ limit: 50, offset: 0, order_by: "-updated_at" });
  });
});

describe("job transitions (docs/domain.md §4)", () => {
  it("allows planned → active/archived, active → archived, archived → active, and no change", () => {
    expect(jobTransitionAllowed("planned", "active")).toBe(true);
    expect(jobTransitionAllowed("planned", "archived")).toBe(true);
    expect(jobTransitionAllowed("active", "archived")).toBe(true);
    expect(jobTransitionAllowed("archived", "active")).toBe(true);
    expect(jobTransitionAllowed("active", "active")).toBe(true);
    expect(jobTransitionAllowed("active", "planned")).toBe(false);
    expect(jobTransitionAllowed("archived", "planned")).toBe(false);
  });

  it("names each change by its verb", () => {
    expect(jobTransitionVerb("planned", "active")).toBe("activated");
    expect(jobTransitionVerb("archived", "active")).toBe("reopened");
    expect(jobTransitionVerb("active", "archived")).toBe("archived");
    expect(jobTransitionVerb("planned", "archived")).toBe("archived");
  });
});
