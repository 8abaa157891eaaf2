/** English texts of the screens beyond the public pages: loaded when such a screen is first shown (ADR 042). */
import { orgCompanyEn } from "./en/org-company";
import { jobsEn } from "./en/jobs";
import { listingsEn } from "./en/listings";
import { questionnairesEn } from "./en/questionnaires";
import { activitiesEn } from "./en/activities";
import { widgetsEn } from "./en/widgets";
import { userApplicationsEn } from "./en/user-applications";
import { candidatesEn } from "./en/candidates";
import { contactRequestsEn } from "./en/contact-requests";
import { candidateInvitesEn } from "./en/candidate-invites";
import { ztdiEn } from "./en/ztdi";
import { experimentsEn } from "./en/experiments";
import { dataRightsEn } from "./en/data-rights";
import { myCareerEn } from "./en/my-career";
import { planChangesEn } from "./en/plan-changes";
import { followUpEn } from "./en/follow-up";
import { orgFollowUpEn } from "./en/org-follow-up";
import { ratingsEn } from "./en/ratings";
import { applicationsZipEn } from "./en/applications-zip";
import { listingStatsEn } from "./en/listing-stats";
import { orgJobFeedEn } from "./en/job-feed";
import { staleEditEn } from "./en/stale-edit";
import { messageTemplatesEn } from "./en/message-templates";

export const enRest = {
  orgCompany: orgCompanyEn,
  jobs: jobsEn,
  listings: listingsEn,
  questionnaires: questionnairesEn,
  activities: activitiesEn,
  widgets: widgetsEn,
  userApplications: userApplicationsEn,
  candidates: candidatesEn,
  contactRequests: contactRequestsEn,
  candidateInvites: candidateInvitesEn,
  ztdi: ztdiEn,
  experiments: experimentsEn,
  dataRights: dataRightsEn,
  myCareer: myCareerEn,
  planChanges: planChangesEn,
  followUp: followUpEn,
  orgFollowUp: orgFollowUpEn,
  ratings: ratingsEn,
  applicationsZip: applicationsZipEn,
  listingStats: listingStatsEn,
  orgJobFeed: orgJobFeedEn,
  staleEdit: staleEditEn,
  messageTemplates: messageTemplatesEn,
};
