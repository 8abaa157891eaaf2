import type { Widen } from "../en";
import type { subscriptionsEn } from "../en/subscriptions";

/** German texts of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests. */
export const subscriptionsDe: Widen<typeof subscriptionsEn> = {};
