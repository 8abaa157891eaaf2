/**
 * Contract of job alerts (issue 11 point 1, ADR 027): subscriptions, double opt-in, unsubscribe.
 *
 *   GET     /capi/user/subscriptions                     signed in   listSubscriptions
 *   POST    /capi/user/subscriptions                     signed in   createSubscription
 *   PUT     /capi/user/subscriptions/{subscription_id}   signed in   updateSubscription
 *   DELETE  /capi/user/subscriptions/{subscription_id}   signed in   deleteSubscription
 *   GET     /capi/user/subscriptions/suggestion          signed in   suggestSubscription
 *   POST    /capi/subscriptions                          anybody     createVisitorSubscription
 *   POST    /capi/subscriptions/confirm                  anybody     confirmSubscription
 *   POST    /capi/subscriptions/unsubscribe              anybody     unsubscribe
 *   POST    /capi/subscriptions/one-click?email=&token=  anybody     unsubscribeOneClick (RFC 8058)
 *
 * A location is a postal code or locality of CH/LI (GET /capi/locations); one the list does not
 * know answers a ValidationError on `location`. Tokens in mailed links are random and stored hashed.
 */
import { z } from "zod";
import { ROUTE_SEARCH_FIELDS } from "./core/route-search-fields";
import { zodRouteSearch } from "./search-params";
import { ZLanguage } from "./enums";
import { ZEmail } from "./fields";
import { SEARCH_DEFAULT_RADIUS_KM, SUBSCRIPTION_LIMITS } from "./core/constants";
import { ZIndustryCode } from "./industries";
import { listResponse } from "./lists";

/** Days a visitor's confirmation link works; unconfirmed visitor alerts are deleted after it. */
export const SUBSCRIPTION_CONFIRM_TTL_DAYS = 7;

export const SUBSCRIPTION_ERROR_CODES = {
  /** A mailed link (confirm or unsubscribe) that is unknown or expired. */
  tokenInvalid: "subscription_token_invalid",
  /** The seeker keeps SUBSCRIPTION_LIMITS.perUser subscriptions already. */
  tooMany: "subscription_limit",
  /** A change would make the alert identical to another of the seeker's (ADR 055). */
  exists: "subscription_exists",
} as const;

export const ZSubscriptionFrequency = z.enum(["instant", "daily", "weekly"]);
export type TSubscriptionFrequency = z.infer<typeof ZSubscriptionFrequency>;

const ZWorkload = z.number().int().min(0).max(100);

const subscriptionFields = {
  /** Job titles or role, matched like a search query (every word must be found); may be empty. */
  query: z.string().trim().max(SUBSCRIPTION_LIMITS.queryMax),
  /** A postal code ("8001", "8001 Zürich") or locality ("Zürich") of CH/LI. */
  location: z.string().trim().min(1).max(SUBSCRIPTION_LIMITS.locationMax),
  radius_km: z.number().int().min(SUBSCRIPTION_LIMITS.radiusMin).max(SUBSCRIPTION_LIMITS.radiusMax),
  sectors: z.array(ZIndustryCode).max(SUBSCRIPTION_LIMITS.sectorsMax),
  workload_min: ZWorkload.nullable(),
  workload_max: ZWorkload.nullable(),
  frequency: ZSubscriptionFrequency,
  active: z.boolean(),
};

/** The refinement of every alert form and request: `workload_max` is not below `workload_min` (an issue at `workload_max`). */
export function subscriptionWorkloadOrder(
  value: { workload_min?: number | null; workload_max?: number | null },
  context: z.RefinementCtx,
): void {
  if (value.workload_min != null && value.workload_max != null && value.workload_min > value.workload_max) {
    context.addIssue({
      code: "too_small",
      origin: "number",
      minimum: value.workload_min,
      inclusive: true,
      input: value.workload_max,
      path: ["workload_max"],
    });
  }
}

/** The criteria of a new alert, a seeker's or a visitor's: absent fields take their defaults. */
const newSubscriptionCriteria = {
  query: subscriptionFields.query.default(""),
  location: subscriptionFields.location,
  radius_km: subscriptionFields.radius_km.default(SEARCH_DEFAULT_RADIUS_KM),
  sectors: subscriptionFields.sectors.default([]),
  workload_min: subscriptionFields.workload_min.default(null),
  workload_max: subscriptionFields.workload_max.default(null),
  frequency: subscriptionFields.frequency.default("daily"),
};

/** POST /capi/user/subscriptions: the criteria; absent fields take their defaults. */
export const ZSubscriptionInput = z
  .strictObject({
    ...newSubscriptionCriteria,
    active: subscriptionFields.active.default(true),
  })
  .superRefine(subscriptionWorkloadOrder);
export type TSubscriptionInputRequest = z.input<typeof ZSubscriptionInput>;
export type TSubscriptionInput = z.output<typeof ZSubscriptionInput>;

/** PUT /capi/user/subscriptions/{id}: the fields to change (e.g. only `active` to disable or activate). */
export const ZSubscriptionUpdate = z
  .strictObject({
    query: subscriptionFields.query.optional(),
    location: subscriptionFields.location.optional(),
    radius_km: subscriptionFields.radius_km.optional(),
    sectors: subscriptionFields.sectors.optional(),
    workload_min: subscriptionFields.workload_min.optional(),
    workload_max: subscriptionFields.workload_max.optional(),
    frequency: subscriptionFields.frequency.optional(),
    active: subscriptionFields.active.optional(),
  })
  .superRefine(subscriptionWorkloadOrder);
export type TSubscriptionUpdate = z.output<typeof ZSubscriptionUpdate>;

/** POST /capi/subscriptions: a visitor's alert; mails a confirmation link (double opt-in) in `language`. */
export const ZVisitorSubscriptionRequest = z
  .strictObject({
    email: ZEmail,
    language: ZLanguage.default("de"),
    ...newSubscriptionCriteria,
  })
  .superRefine(subscriptionWorkloadOrder);
export type TVisitorSubscriptionRequest = z.input<typeof ZVisitorSubscriptionRequest>;
export type TVisitorSubscription = z.output<typeof ZVisitorSubscriptionRequest>;

/** A mailed token: 43 characters of base64url. */
export const ZSubscriptionToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** POST /capi/subscriptions/confirm. */
export const ZSubscriptionConfirmRequest = z.strictObject({ token: z.string().max(200) });
export const ZSubscriptionConfirmResponse = z.object({
  /** confirmed: the alert is on now; already_confirmed: the link was used before (still on). */
  status: z.enum(["confirmed", "already_confirmed"]),
});
export type TSubscriptionConfirmResponse = z.infer<typeof ZSubscriptionConfirmResponse>;

/**
 * POST /capi/subscriptions/unsubscribe: `email` with the mailed `token`. A valid token
 * unsubscribes (its alert, or every alert of the address) without sign-in; without a valid one a
 * confirmation mail goes to the address (only if it has alerts; the answer is the same either way).
 */
export const ZUnsubscribeRequest = z.strictObject({
  email: ZEmail,
  token: z.string().max(200).optional(),
  language: ZLanguage.default("de"),
});
export type TUnsubscribeRequest = z.input<typeof ZUnsubscribeRequest>;
export const ZUnsubscribeResponse = z.object({
  status: z.enum(["unsubscribed", "already_unsubscribed", "confirmation_sent"]),
});
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;

/** A subscription as its seeker sees it. */
export const ZSubscription = z.object({
  id: z.number().int(),
  query: z.string(),
  /** The place as chosen, e.g. "8005 Zürich". */
  location: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius_km: z.number().int(),
  sectors: z.array(z.string()),
  workload_min: z.number().int().nullable(),
  workload_max: z.number().int().nullable(),
  frequency: ZSubscriptionFrequency,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_mailed_at: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/**
 * POST /capi/user/subscriptions: the alert, and whether it existed already — an identical alert
 * (same words, place, radius, sectors and workload; ADR 055) is not created twice: the call answers
 * the existing one, unchanged, with `existed: true` (200 instead of 201).
 */
export const ZSubscriptionCreated = ZSubscription.extend({ existed: z.boolean() });
export type TSubscriptionCreated = z.infer<typeof ZSubscriptionCreated>;

export const ZSubscriptionsResponse = listResponse(ZSubscription);
export type TSubscriptionsResponse = z.infer<typeof ZSubscriptionsResponse>;

/** GET /capi/user/subscriptions/suggestion: criteria from the seeker profile, or null without a profile. */
export const ZSubscriptionSuggestion = z.object({
  suggestion: z
    .object({
      query: z.string(),
      location: z.string(),
      radius_km: z.number().int(),
      sectors: z.array(z.string()),
      workload_min: z.number().int().nullable(),
      workload_max: z.number().int().nullable(),
    })
    .nullable(),
});
export type TSubscriptionSuggestion = z.infer<typeof ZSubscriptionSuggestion>;

/** Search params of the unsubscribe page: kept raw, so the page tells a missing from a malformed address. */
export const unsubscribePageSearch = zodRouteSearch(ROUTE_SEARCH_FIELDS.unsubscribePageSearch);
/** Search params of the confirmation page (subscriptions/confirm?token=). */
export const subscriptionConfirmSearch = zodRouteSearch(ROUTE_SEARCH_FIELDS.subscriptionConfirmSearch);
