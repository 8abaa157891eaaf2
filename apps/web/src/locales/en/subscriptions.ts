/** English texts of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests. */
export const subscriptionsEn = {};
