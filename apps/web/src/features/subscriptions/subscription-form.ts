import {
  SEARCH_DEFAULT_RADIUS_KM,
  SUBSCRIPTION_LIMITS,
  ZIndustryCode,
  ZSubscriptionFrequency,
  isIndustryCode,
  subscriptionWorkloadOrder,
  type TSubscription,
  type TSubscriptionInputRequest,
} from "@jobatlas/contract";
import { z } from "zod";

const optionalWorkload = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : v),
  z.coerce.number().int().min(0).max(100).nullable(),
);

/** The job alert form: what the server checks, with numbers as typed (strings) and empty workloads as none. */
export const ZSubscriptionForm = z
  .object({
    query: z.string().trim().max(SUBSCRIPTION_LIMITS.queryMax),
    location: z.string().trim().min(1).max(SUBSCRIPTION_LIMITS.locationMax),
    radius_km: z.coerce.number().int().min(SUBSCRIPTION_LIMITS.radiusMin).max(SUBSCRIPTION_LIMITS.radiusMax),
    sectors: z.array(ZIndustryCode).max(SUBSCRIPTION_LIMITS.sectorsMax),
    workload_min: optionalWorkload,
    workload_max: optionalWorkload,
    frequency: ZSubscriptionFrequency,
    active: z.boolean(),
  })
  .superRefine(subscriptionWorkloadOrder);
export type TSubscriptionFormInput = z.input<typeof ZSubscriptionForm>;
export type TSubscriptionFormValues = z.output<typeof ZSubscriptionForm>;

/** The form shows every field of its schema: a server message for any of them stays at that field. */
export const SUBSCRIPTION_FORM_FIELDS = ZSubscriptionForm.keyof().options;

/** The form's starting values: empty, or those of an alert being edited. */
export function subscriptionFormDefaults(subscription?: TSubscription): TSubscriptionFormInput {
  return {
    query: subscription?.query ?? "",
    location: subscription?.location ?? "",
    radius_km: String(subscription?.radius_km ?? SEARCH_DEFAULT_RADIUS_KM),
    sectors: (subscription?.sectors ?? []).filter(isIndustryCode),
    workload_min: subscription?.workload_min == null ? "" : String(subscription.workload_min),
    workload_max: subscription?.workload_max == null ? "" : String(subscription.workload_max),
    frequency: subscription?.frequency ?? "daily",
    active: subscription?.active ?? true,
  };
}

/** The request of the checked form. */
export function subscriptionRequestOf(values: TSubscriptionFormValues): TSubscriptionInputRequest {
  return { ...values, sectors: values.sectors };
}

/** Whether a string is an email address the server takes (the unsubscribe page checks before calling). */
export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value.trim()).success;
}
