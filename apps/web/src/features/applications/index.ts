/**
 * What the application area offers other features (docs/decisions/083-one-application-area.md):
 * other features import the area only from here. Routes import the sub-modules' screens directly,
 * so a page loads only the sub-module it shows. Keep this barrel light: only modules without
 * heavy dependencies, since whatever imports it may sit on a first load.
 */
export { applicantDisplayName } from "./applicant-name";
export { candidateKeys, candidateInviteKeys, contactRequestKeys, myCareerKeys } from "./api/keys";
export { WithdrawApplicationsOffer } from "./candidates/components/withdraw-applications-offer";
