import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as enums from "../enums";
import { ZExperimentFilter } from "../experiments";
import { myApplicationSearch } from "../applications/my-career";
import { orgCompanySearch, ZOrgCompanyTab } from "../org-company";
import * as enumValues from "./enum-values";
import * as routeSearch from "./route-search";
import * as zodSearch from "../search-params";
import { subscriptionConfirmSearch, unsubscribePageSearch } from "../subscriptions";
import { widgetSearch, ZWidgetTheme } from "../widgets";
import { ZRegion } from "../search";

/**
 * Each zod-free route search (route-search.ts) against the zod schema it copies: the same output,
 * key for key (`toStrictEqual`: a present key set to undefined is not a missing key), for every
 * field with each value of a corpus, for combinations and for inputs that are not objects.
 */
const PAIRS: [string, z.ZodObject, routeSearch.RouteSearch<z.ZodType>][] = [
  ["loginSearch", zodSearch.loginSearch, routeSearch.loginSearchParams],
  ["signupSearch", zodSearch.signupSearch, routeSearch.signupSearchParams],
  ["signupCompanySearch", zodSearch.signupCompanySearch, routeSearch.signupCompanySearchParams],
  ["searchSearch", zodSearch.searchSearch, routeSearch.searchSearchParams],
  ["companySearch", zodSearch.companySearch, routeSearch.companySearchParams],
  ["companyApplySearch", zodSearch.companyApplySearch, routeSearch.companyApplySearchParams],
  ["companyJobSearch", zodSearch.companyJobSearch, routeSearch.companyJobSearchParams],
  ["userApplicationsSearch", zodSearch.userApplicationsSearch, routeSearch.userApplicationsSearchParams],
  ["orgApplicationsSearch", zodSearch.orgApplicationsSearch, routeSearch.orgApplicationsSearchParams],
  ["orgJobsSearch", zodSearch.orgJobsSearch, routeSearch.orgJobsSearchParams],
  ["orgListingsSearch", zodSearch.orgListingsSearch, routeSearch.orgListingsSearchParams],
  ["orgQuestionnairesSearch", zodSearch.orgQuestionnairesSearch, routeSearch.orgQuestionnairesSearchParams],
  ["listingCreateSearch", zodSearch.listingCreateSearch, routeSearch.listingCreateSearchParams],
  ["contactSearch", zodSearch.contactSearch, routeSearch.contactSearchParams],
  ["contactPurchaseSearch", zodSearch.contactPurchaseSearch, routeSearch.contactPurchaseSearchParams],
  ["myApplicationSearch", myApplicationSearch, routeSearch.myApplicationSearchParams],
  ["orgCompanySearch", orgCompanySearch, routeSearch.orgCompanySearchParams],
  ["unsubscribePageSearch", unsubscribePageSearch, routeSearch.unsubscribePageSearchParams],
  ["subscriptionConfirmSearch", subscriptionConfirmSearch, routeSearch.subscriptionConfirmSearchParams],
  ["widgetSearch", widgetSearch, routeSearch.widgetSearchParams],
  // The schemas the web app's route files wrote with zod before ADR 048 (experiments, ztdi result, watchlist).
  [
    "experiments",
    z.object({ filter: ZExperimentFilter.optional().catch(undefined) }),
    routeSearch.experimentsSearchParams,
  ],
  ["ztdi result", z.object({ mailed: zodSearch.lenientBoolean() }), routeSearch.ztdiResultSearchParams],
  [
    "user/likes",
    z.object({ like: zodSearch.lenientId(), back: zodSearch.ZRelativePath.optional().catch(undefined) }),
    routeSearch.likesPageSearchParams,
  ],
];

const CORPUS: unknown[] = [
  undefined,
  "east",
  "zurich",
  "mars",
  null,
  "",
  " ",
  "abc",
  " Koch ",
  "   ",
  "0",
  "1",
  "-1",
  "1.5",
  "5",
  " 7 ",
  "1e3",
  "0x10",
  "100",
  "101",
  "200",
  "201",
  "10000000",
  "10000001",
  "9007199254740991",
  "9007199254740993",
  "46.5",
  "NaN",
  "Infinity",
  0,
  1,
  -1,
  1.5,
  5,
  100,
  101,
  200,
  201,
  10_000_000,
  10_000_001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  "true",
  "false",
  "maybe",
  [],
  [1],
  [0],
  ["1"],
  [""],
  ["1", "2"],
  [1, "x"],
  [true],
  [null],
  [[2]],
  "1,2,3",
  "1,,2",
  "C10",
  "XX",
  "C10,J62",
  "C10,XX",
  ["C10", "J62"],
  ["C10", "XX"],
  "listing",
  "job",
  "listing,job",
  ["listing"],
  ["job", "listing"],
  "full_time",
  "full_time,remote",
  "part_time,other",
  ["on_site", "hybrid"],
  "remote",
  "de",
  "de,fr",
  ["it", "en"],
  "free",
  "pro",
  "recruiter",
  "enterprise",
  "active",
  "archived",
  "planned",
  "active,archived",
  ["planned"],
  "direct",
  "unsolicited,invited",
  "company",
  "addresses",
  "widgets",
  "employers",
  "jobs",
  ["jobs"],
  "relevance",
  "date",
  "distance",
  "salary",
  "auto",
  "light",
  "dark",
  "/de/search",
  "/en/company/5?b=1",
  "//evil.example",
  "/\\evil.example",
  "/\tevil",
  "https://evil.example/",
  "relative",
  `/${"a".repeat(1999)}`,
  `/${"a".repeat(2000)}`,
  "x".repeat(100),
  "x".repeat(101),
  ` ${"x".repeat(100)} `,
  "x".repeat(200),
  "x".repeat(201),
  "x".repeat(300),
  "x".repeat(301),
  "x".repeat(501),
  "someone@example.com",
  {},
  { a: 1 },
];

type Outcome = { value: unknown } | { threw: true };
function zodOutcome(schema: z.ZodObject, input: unknown): Outcome {
  try {
    return { value: schema.parse(input) };
  } catch {
    return { threw: true };
  }
}
function plainOutcome(search: routeSearch.RouteSearch<z.ZodType>, input: unknown): Outcome {
  const result = search["~standard"].validate(input);
  if (result.issues) {
    expect(() => search.parse(input)).toThrow();
    return { threw: true };
  }
  expect(search.parse(input)).toStrictEqual(result.value);
  return { value: result.value };
}

describe("route searches without zod", () => {
  it.each(PAIRS)("%s parses every field like its zod schema", (_name, schema, plain) => {
    const keys = Object.keys(schema.shape);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      for (const value of CORPUS) {
        const input = { [key]: value };
        expect(plainOutcome(plain, input), `${key}=${String(value)}`).toStrictEqual(zodOutcome(schema, input));
      }
    }
  });

  it.each(PAIRS)("%s parses whole objects and non-objects like its zod schema", (_name, schema, plain) => {
    const keys = Object.keys(schema.shape);
    const inputs: unknown[] = [{}, { unknown: "x" }, null, "search", 5, [], [{ a: 1 }]];
    // Every field at once with the same value, and each value in turn spread over the fields.
    for (const value of CORPUS) inputs.push(Object.fromEntries(keys.map((key) => [key, value])));
    for (let i = 0; i < CORPUS.length; i++)
      inputs.push({
        extra: 1,
        ...Object.fromEntries(keys.map((key, k) => [key, CORPUS[(i + k * 7) % CORPUS.length]])),
      });
    for (const input of inputs) expect(plainOutcome(plain, input)).toStrictEqual(zodOutcome(schema, input));
  });

  it("builds the zod enums from the core's value lists, in their order", () => {
    const lists: [z.ZodEnum, readonly string[]][] = [
      [enums.ZContentLanguage, enumValues.CONTENT_LANGUAGE_VALUES],
      [enums.ZEmploymentType, enumValues.EMPLOYMENT_TYPE_VALUES],
      [enums.ZRemoteType, enumValues.REMOTE_TYPE_VALUES],
      [enums.ZJobStatus, enumValues.JOB_STATUS_VALUES],
      [enums.ZListingStatus, enumValues.LISTING_STATUS_VALUES],
      [enums.ZQuestionnaireStatus, enumValues.QUESTIONNAIRE_STATUS_VALUES],
      [enums.ZApplicationType, enumValues.APPLICATION_TYPE_VALUES],
      [enums.ZApplicationStatusGroup, enumValues.APPLICATION_STATUS_GROUP_VALUES],
      [enums.ZPlan, enumValues.PLAN_VALUES],
      [enums.ZPurchasePlan, enumValues.PURCHASE_PLAN_VALUES],
      [ZExperimentFilter, enumValues.EXPERIMENT_FILTER_VALUES],
      [ZOrgCompanyTab, enumValues.ORG_COMPANY_TABS],
      [ZWidgetTheme, enumValues.WIDGET_THEMES],
      [ZRegion, enumValues.REGION_VALUES],
    ];
    for (const [zodEnum, values] of lists) expect(values).toEqual(zodEnum.options);
  });

  it("tells relative paths as ZRelativePath does", () => {
    for (const value of CORPUS)
      expect(routeSearch.isRelativePath(value), String(value)).toBe(zodSearch.ZRelativePath.safeParse(value).success);
  });
});
