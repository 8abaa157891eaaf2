import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEKER_PROFILE_LIMITS } from "@jobatlas/contract";
import { seekerProfiles } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { testContext } from "../../test/test-context";
import { addToSeekerProfile, getSeekerProfile } from "./seeker-profile.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const ctx = () => testContext(t.database.db);

describe("addToSeekerProfile (the one merge Z-TDI and career experiments use)", () => {
  it("creates the profile when there is none, with the other fields empty", async () => {
    const user = await buildUser(t);
    const profile = await addToSeekerProfile(ctx(), user, { jobTitles: ["  Gärtner/in  "], sectors: ["A1"] });
    expect(profile).toMatchObject({
      job_titles: ["Gärtner/in"],
      sectors: ["A1"],
      about: "",
      skills: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
      completed: true,
    });
  });

  it("keeps what the profile holds first and adds no job title twice, ignoring case, accents and spaces", async () => {
    const user = await buildUser(t);
    await addToSeekerProfile(ctx(), user, { jobTitles: ["Gärtner/in", "Software Entwickler"], sectors: ["Q86"] });
    const profile = await addToSeekerProfile(ctx(), user, {
      jobTitles: ["GARTNER/IN", "softwareentwickler", "Koch   Köchin", "koch köchin"],
      sectors: ["J62", "Q86"],
    });
    expect(profile.job_titles).toEqual(["Gärtner/in", "Software Entwickler", "Koch Köchin"]);
    expect(profile.sectors).toEqual(["Q86", "J62"]);
  });

  it("stops at the profile's limits, existing entries first", async () => {
    const user = await buildUser(t);
    const held = Array.from({ length: SEEKER_PROFILE_LIMITS.jobTitlesMax - 1 }, (_, i) => `Beruf ${i + 1}`);
    await addToSeekerProfile(ctx(), user, { jobTitles: held, sectors: [] });
    const profile = await addToSeekerProfile(ctx(), user, { jobTitles: ["Neu A", "Neu B"], sectors: [] });
    expect(profile.job_titles).toEqual([...held, "Neu A"]);
  });

  it("never throws on an older profile that breaks today's rules: it keeps it as it is", async () => {
    const user = await buildUser(t);
    const tooMany = Array.from({ length: SEEKER_PROFILE_LIMITS.jobTitlesMax + 2 }, (_, i) => `Alt ${i + 1}`);
    const now = new Date();
    await t.database.db.insert(seekerProfiles).values({
      userId: user.id,
      jobTitles: [...tooMany, "x".repeat(300)],
      about: "y".repeat(SEEKER_PROFILE_LIMITS.aboutMax + 10),
      skills: [],
      sectors: ["retired-code"],
      workloadMin: 90,
      workloadMax: 10,
      remoteTypes: [],
      region: null,
      createdAt: now,
      updatedAt: now,
    });
    const profile = await addToSeekerProfile(ctx(), user, { jobTitles: ["Neu"], sectors: ["J62"] });
    expect(profile.job_titles).toEqual([...tooMany, "x".repeat(300)]);
    // The retired code stays stored but is not answered: the contract allows only today's codes.
    expect(profile).toMatchObject({ sectors: ["J62"], workload_min: 90, workload_max: 10 });
  });

  it("two additions at once both land (the profile row is locked for the merge)", async () => {
    const user = await buildUser(t);
    await Promise.all([
      addToSeekerProfile(ctx(), user, { jobTitles: ["Erste"], sectors: ["A1"] }),
      addToSeekerProfile(ctx(), user, { jobTitles: ["Zweite"], sectors: ["J62"] }),
    ]);
    const profile = await getSeekerProfile(ctx(), user);
    expect([...profile.job_titles].sort()).toEqual(["Erste", "Zweite"]);
    expect([...profile.sectors].sort()).toEqual(["A1", "J62"]);
    await Promise.all([
      addToSeekerProfile(ctx(), user, { jobTitles: ["Dritte"], sectors: [] }),
      addToSeekerProfile(ctx(), user, { jobTitles: ["Vierte"], sectors: [] }),
    ]);
    expect((await getSeekerProfile(ctx(), user)).job_titles).toHaveLength(4);
  });
});
