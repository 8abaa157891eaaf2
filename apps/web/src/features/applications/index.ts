/**
 * What the application area offers other features (docs/decisions/083-one-application-area.md):
 * other features import the area only from here. Routes import the sub-modules' screens directly,
 * so a page loads only the sub-module it shows. Keep this barrel to keys, names, queries and
 * hooks, no components: whatever imports it (the org area's notification poller) loads it whole
 * in tests, and a screen brings its UI kit along.
 */
export { applicantDisplayName } from "./applicant-name";
export { candidateKeys, candidateInviteKeys, contactRequestKeys, myCareerKeys } from "./api/keys";
export { openApplicationsOfListingQueryOptions, useWithdrawListingApplications } from "./candidates/api/candidates";
