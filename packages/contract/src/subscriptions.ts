/** Contract of job alerts: subscriptions, double opt-in, unsubscribe, the matcher and digests (issue 11). */
export {};
