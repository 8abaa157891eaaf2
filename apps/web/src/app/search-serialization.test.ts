import { searchSearchParams } from "@jobatlas/contract";
import { defaultStringifySearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { parseRouteSearch, stringifyRouteSearch } from "./search-serialization";

// Issue 24 point 26: the search's address carried `sectors=["I56"]` as raw JSON.
describe("route search in the address", () => {
  it("writes lists comma-separated, readable, and the rest as before", () => {
    expect(stringifyRouteSearch({ sectors: ["I56"] })).toBe("?sectors=I56");
    expect(stringifyRouteSearch({ query: "Koch", sectors: ["I56", "C10"], radius: 50 })).toBe(
      "?query=Koch&sectors=I56,C10&radius=50",
    );
    expect(stringifyRouteSearch({ employment_types: ["full_time", "part_time"], languages: ["de", "fr"] })).toBe(
      "?employment_types=full_time,part_time&languages=de,fr",
    );
    expect(stringifyRouteSearch({ job_ids: [5] })).toBe("?job_ids=5");
    expect(stringifyRouteSearch({ job_ids: [5, 12] })).toBe("?job_ids=5,12");
    // Not lists: as TanStack Router's default writes them.
    for (const search of [
      { query: "Koch Bern", location: "3011 Bern" },
      { query: "Koch, Bern" },
      { query: "123" },
      { liked: true, north: 47.5 },
      { next: "/de/search?x=1" },
      {},
    ]) {
      expect(stringifyRouteSearch(search)).toBe(defaultStringifySearch(search).replace(/%2C/g, ","));
    }
    expect(stringifyRouteSearch({ sectors: undefined, query: "Koch" })).toBe("?query=Koch");
    // A text with commas: the commas stay (the same address as the list it may become).
    expect(stringifyRouteSearch({ sectors: "I56,C10" })).toBe("?sectors=I56,C10");
    expect(stringifyRouteSearch({ query: "Koch, Bern" })).toBe("?query=Koch,+Bern");
  });

  it("keeps JSON for a list that would not read back as the same list", () => {
    for (const list of [["a,b"], [""], ["true"], ["12"], [{ a: 1 }], []]) {
      const written = stringifyRouteSearch({ list });
      expect(written).toBe(defaultStringifySearch({ list }).replace(/%2C/g, ","));
    }
  });

  it("reads the new form, the old JSON form and repeated params into the same search", () => {
    const expected = { query: "Koch", sectors: ["I56", "C10"] };
    for (const address of [
      "?query=Koch&sectors=I56,C10",
      "?query=Koch&sectors=I56%2CC10",
      '?query=Koch&sectors=["I56","C10"]',
      "?query=Koch&sectors=%5B%22I56%22%2C%22C10%22%5D",
      "?query=Koch&sectors=I56&sectors=C10",
    ]) {
      expect(searchSearchParams.parse(parseRouteSearch(address)), address).toEqual(expected);
    }
    expect(searchSearchParams.parse(parseRouteSearch("?sectors=I56"))).toEqual({ sectors: ["I56"] });
  });

  it("writes a list and the text it is read from alike (the router compares them)", () => {
    // What the router makes of `?sectors=I56,C10` before validating it: a text.
    const raw = parseRouteSearch("?query=Koch&sectors=I56,C10");
    expect(stringifyRouteSearch(raw)).toBe(
      stringifyRouteSearch({ query: "Koch", sectors: searchSearchParams.parse(raw).sectors }),
    );
  });

  it("reads back what it writes", () => {
    const search = {
      query: "Koch",
      location: "3011 Bern",
      radius: 50,
      sectors: ["I56", "C10"],
      employment_types: ["full_time"],
      languages: ["de", "en"],
      liked: true,
    };
    expect(searchSearchParams.parse(parseRouteSearch(stringifyRouteSearch(search)))).toEqual(search);
  });
});
