import { describe, expect, it } from "vitest";
import { distanceKm, listingMatches, listingTerms, textMatches, type AlertCriteria } from "./subscriptions.matcher";

const ZURICH = { lat: 47.3769, lng: 8.5417 };
const WINTERTHUR = { lat: 47.4988, lng: 8.7237 };
const GENEVA = { lat: 46.2044, lng: 6.1432 };

const alert = (overrides: Partial<AlertCriteria> = {}): AlertCriteria => ({
  query: "",
  ...ZURICH,
  radiusKm: 25,
  sectors: [],
  workloadMin: null,
  workloadMax: null,
  ...overrides,
});
const listing = (texts: string[], overrides: Partial<Parameters<typeof listingMatches>[1]> = {}) => ({
  texts,
  sectors: ["J62"],
  workloadMin: 80,
  workloadMax: 100,
  points: [ZURICH],
  ...overrides,
});

describe("the job alert matcher", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm(ZURICH, WINTERTHUR)).toBeGreaterThan(18);
    expect(distanceKm(ZURICH, WINTERTHUR)).toBeLessThan(20);
    expect(distanceKm(ZURICH, GENEVA)).toBeGreaterThan(220);
    expect(distanceKm(ZURICH, ZURICH)).toBe(0);
  });

  it("finds every word folded and stemmed like the search, not as a prefix", () => {
    const terms = listingTerms(["Software-Entwicklerin Zürich", "Müller Informatik AG", "cloud devops"]);
    expect(textMatches("zurich", terms)).toBe(true);
    expect(textMatches("Zuerich", terms)).toBe(true);
    expect(textMatches("softwareentwicklerin", terms)).toBe(true);
    expect(textMatches("Software-Entwicklerin", terms)).toBe(true);
    expect(textMatches("Entwicklerin DevOps", terms)).toBe(true);
    expect(textMatches("Entwicklerin Java", terms)).toBe(false);
    expect(textMatches("Entwick", terms)).toBe(false);
    expect(textMatches("Informatik", terms)).toBe(true);
  });

  it("needs the place within the radius (the nearest of several addresses), overlapping sectors and workload", () => {
    const terms = listingTerms(["Koch"]);
    expect(listingMatches(alert({ query: "Koch" }), listing(["Koch"]), terms)).toBe(true);
    expect(listingMatches(alert({ query: "Koch" }), listing(["Koch"], { points: [GENEVA] }), terms)).toBe(false);
    expect(listingMatches(alert({ query: "Koch" }), listing(["Koch"], { points: [GENEVA, WINTERTHUR] }), terms)).toBe(
      true,
    );
    expect(listingMatches(alert({ radiusKm: 10 }), listing(["Koch"], { points: [WINTERTHUR] }), terms)).toBe(false);
    expect(listingMatches(alert({ sectors: ["Q86"] }), listing(["Koch"]), terms)).toBe(false);
    expect(listingMatches(alert({ sectors: ["Q86", "J62"] }), listing(["Koch"]), terms)).toBe(true);
    expect(listingMatches(alert({ workloadMax: 60 }), listing(["Koch"]), terms)).toBe(false);
    expect(listingMatches(alert({ workloadMin: 90 }), listing(["Koch"]), terms)).toBe(true);
    expect(listingMatches(alert(), listing(["Koch"], { points: [] }), terms)).toBe(false);
  });
});
