import { z } from "zod";
import { LANGUAGES, SEARCH_SORTS, SEARCH_VIEWS, type REGIONS } from "./core/constants";
import {
  APPLICATION_STATUS_GROUP_VALUES,
  APPLICATION_TYPE_VALUES,
  CONTENT_LANGUAGE_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  JOB_STATUS_VALUES,
  LISTING_STATUS_VALUES,
  PLAN_VALUES,
  PURCHASE_PLAN_VALUES,
  QUESTIONNAIRE_STATUS_VALUES,
  REMOTE_TYPE_VALUES,
} from "./core/enum-values";

export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

/** The search page's two lists: employers (the default) or jobs (ADR 072). */
export const ZSearchView = z.enum(SEARCH_VIEWS);
export type TSearchView = z.infer<typeof ZSearchView>;
/** How the jobs view orders listings (ADR 072). */
export const ZSearchSort = z.enum(SEARCH_SORTS);
export type TSearchSort = z.infer<typeof ZSearchSort>;

/** Languages a job ad can be written in (the UI itself is de/en only). */
export const ZContentLanguage = z.enum(CONTENT_LANGUAGE_VALUES);
export type TContentLanguage = z.infer<typeof ZContentLanguage>;

export const ZCountry = z.enum(["CH", "LI"]);
export type TCountry = z.infer<typeof ZCountry>;

export const ZJobStatus = z.enum(JOB_STATUS_VALUES);
export type TJobStatus = z.infer<typeof ZJobStatus>;

export const ZListingStatus = z.enum(LISTING_STATUS_VALUES);
export type TListingStatus = z.infer<typeof ZListingStatus>;

export const ZQuestionnaireStatus = z.enum(QUESTIONNAIRE_STATUS_VALUES);
export type TQuestionnaireStatus = z.infer<typeof ZQuestionnaireStatus>;

export const ZApplicationStatus = z.enum(["pending", "active", "withdrawn", "rejected", "archived"]);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** How an application is shown: who closed it matters to the reader. */
export const ZApplicationDisplayStatus = z.enum([
  "pending",
  "active",
  "archived",
  "user_withdrawn",
  "user_rejected",
  "org_withdrawn",
  "org_rejected",
]);
export type TApplicationDisplayStatus = z.infer<typeof ZApplicationDisplayStatus>;

export const ZApplicationType = z.enum(APPLICATION_TYPE_VALUES);
export type TApplicationType = z.infer<typeof ZApplicationType>;

/** The status filter groups of spec §4. */
export const ZApplicationStatusGroup = z.enum(APPLICATION_STATUS_GROUP_VALUES);
export type TApplicationStatusGroup = z.infer<typeof ZApplicationStatusGroup>;
export const APPLICATION_STATUS_GROUPS: Record<TApplicationStatusGroup, readonly TApplicationStatus[]> = {
  active: ["pending", "active"],
  archived: ["withdrawn", "rejected", "archived"],
};

export const ZEmploymentType = z.enum(EMPLOYMENT_TYPE_VALUES);
export type TEmploymentType = z.infer<typeof ZEmploymentType>;

export const ZRemoteType = z.enum(REMOTE_TYPE_VALUES);
export type TRemoteType = z.infer<typeof ZRemoteType>;

export const ZStartDateKind = z.enum(["asap", "by_date", "by_agreement"]);
export type TStartDateKind = z.infer<typeof ZStartDateKind>;

export const ZQuestionType = z.enum(["single_select", "multi_select", "free_text"]);
export type TQuestionType = z.infer<typeof ZQuestionType>;

/** Plans offered on the account-opening page. */
export const ZPlan = z.enum(PLAN_VALUES);
export type TPlan = z.infer<typeof ZPlan>;
/**
 * Plans that can be asked for on contact/purchase (recruiter is sold by sales only: an organisation
 * chooses it online only to return to it within PLAN_RETURN_DAYS of leaving it, ADR 053).
 */
export const ZPurchasePlan = z.enum(PURCHASE_PLAN_VALUES);
export type TPurchasePlan = z.infer<typeof ZPurchasePlan>;
/** Every plan an organisation can be on. */
export const ZOrganizationPlan = ZPurchasePlan;
export type TOrganizationPlan = TPurchasePlan;

export const ZCompanySize = z.enum(["1-9", "10-49", "50-99", "100+"]);
export type TCompanySize = z.infer<typeof ZCompanySize>;

export const ZMemberRole = z.enum(["owner", "admin", "recruiter"]);
export type TMemberRole = z.infer<typeof ZMemberRole>;

/** What an activity is about; `plan` is a change of the organisation's plan (its source id: the plan change's, ADR 053). */
export const ZActivitySourceType = z.enum(["application", "job", "listing", "questionnaire", "plan"]);
export type TActivitySourceType = z.infer<typeof ZActivitySourceType>;

/** Limits per plan (docs/domain.md §4); null means unlimited. */
export const PLAN_LIMITS: Record<
  TOrganizationPlan,
  {
    activeListings: number | null;
    extensionsPerListing: number | null;
    questionnaires: number | null;
    invites: boolean;
    widgets: boolean;
    forcedWidgetTheme: boolean;
  }
> = {
  free: {
    activeListings: 2,
    extensionsPerListing: 1,
    questionnaires: 1,
    invites: false,
    widgets: true,
    forcedWidgetTheme: false,
  },
  pro: {
    activeListings: 20,
    extensionsPerListing: 3,
    questionnaires: null,
    invites: true,
    widgets: true,
    forcedWidgetTheme: false,
  },
  recruiter: {
    activeListings: 50,
    extensionsPerListing: 3,
    questionnaires: null,
    invites: true,
    widgets: true,
    forcedWidgetTheme: false,
  },
  enterprise: {
    activeListings: null,
    extensionsPerListing: null,
    questionnaires: null,
    invites: true,
    widgets: true,
    forcedWidgetTheme: true,
  },
};

export type TRegion = keyof typeof REGIONS;

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const VERIFICATION_CODE_LENGTH = 6;
export const LISTING_RUNTIME_DAYS = 30;
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

/**
 * ServiceError codes of refused plan limits (docs/domain.md §4): the code names the limit, and the UI
 * names the plan that lifts it (`planLifting`).
 */
export const PLAN_LIMIT_CODES = {
  activeListings: "plan_limit_active_listings",
  extensionsPerListing: "plan_limit_extensions_per_listing",
  questionnaires: "plan_limit_questionnaires",
  invites: "plan_limit_invites",
  forcedWidgetTheme: "plan_limit_forced_widget_theme",
} as const;
export type TPlanLimit = keyof typeof PLAN_LIMIT_CODES;

/** The first plan (free → pro → recruiter → enterprise) whose limits lift `limit` above `current`. */
export function planLifting(limit: TPlanLimit, current: TOrganizationPlan): TOrganizationPlan | undefined {
  const order: TOrganizationPlan[] = ["free", "pro", "recruiter", "enterprise"];
  const allows = (plan: TOrganizationPlan) => {
    const value = PLAN_LIMITS[plan][limit];
    const now = PLAN_LIMITS[current][limit];
    if (typeof value === "boolean") return value;
    return value === null || (now !== null && typeof now === "number" && value > now);
  };
  return order.slice(order.indexOf(current) + 1).find(allows);
}

/** ServiceError code of a status change docs/domain.md §4 does not allow (jobs, listings, questionnaires). */
export const INVALID_TRANSITION_CODE = "invalid_transition";
