/**
 * The values of the contract's enums that the first load reads (route searches, the search form's
 * options): the zod enums are built from these lists (`z.enum(EMPLOYMENT_TYPE_VALUES)`), so each
 * enum has one list, and the web app's first script takes them without zod.
 */
import { REGIONS } from "./constants";

export const CONTENT_LANGUAGE_VALUES = ["de", "fr", "it", "en"] as const;
export const EMPLOYMENT_TYPE_VALUES = ["full_time", "part_time", "contract", "temporary", "other"] as const;
export const REMOTE_TYPE_VALUES = ["on_site", "hybrid", "remote"] as const;
export const JOB_STATUS_VALUES = ["planned", "active", "archived"] as const;
export const LISTING_STATUS_VALUES = ["planned", "active", "archived"] as const;
export const QUESTIONNAIRE_STATUS_VALUES = ["active", "archived"] as const;
export const APPLICATION_TYPE_VALUES = ["direct", "unsolicited", "invited"] as const;
export const APPLICATION_STATUS_GROUP_VALUES = ["active", "archived"] as const;
export const PLAN_VALUES = ["free", "pro", "enterprise"] as const;
export const PURCHASE_PLAN_VALUES = ["free", "pro", "recruiter", "enterprise"] as const;
export const EXPERIMENT_FILTER_VALUES = ["active", "archived"] as const;
export const ORG_COMPANY_TABS = ["company", "addresses", "widgets"] as const;
export const WIDGET_THEMES = ["auto", "light", "dark"] as const;
/** The Swiss statistical regions' names, in REGIONS' order. */
export const REGION_VALUES = Object.keys(REGIONS) as [keyof typeof REGIONS, ...(keyof typeof REGIONS)[]];
