import type { Widen } from "./en";
import type { enRest } from "./en-rest";

/** Italian texts of the screens beyond the public pages: the keys of en-rest.ts. */
import { orgCompanyIt } from "./it/org-company";
import { jobsIt } from "./it/jobs";
import { listingsIt } from "./it/listings";
import { questionnairesIt } from "./it/questionnaires";
import { activitiesIt } from "./it/activities";
import { widgetsIt } from "./it/widgets";
import { userApplicationsIt } from "./it/user-applications";
import { candidatesIt } from "./it/candidates";
import { contactRequestsIt } from "./it/contact-requests";
import { candidateInvitesIt } from "./it/candidate-invites";
import { ztdiIt } from "./it/ztdi";
import { experimentsIt } from "./it/experiments";
import { dataRightsIt } from "./it/data-rights";
import { myCareerIt } from "./it/my-career";
import { planChangesIt } from "./it/plan-changes";
import { followUpIt } from "./it/follow-up";
import { orgFollowUpIt } from "./it/org-follow-up";
import { ratingsIt } from "./it/ratings";
import { applicationsZipIt } from "./it/applications-zip";
import { listingStatsIt } from "./it/listing-stats";
import { orgJobFeedIt } from "./it/job-feed";
import { staleEditIt } from "./it/stale-edit";
import { messageTemplatesIt } from "./it/message-templates";

export const itRest: Widen<typeof enRest> = {
  orgCompany: orgCompanyIt,
  jobs: jobsIt,
  listings: listingsIt,
  questionnaires: questionnairesIt,
  activities: activitiesIt,
  widgets: widgetsIt,
  userApplications: userApplicationsIt,
  candidates: candidatesIt,
  contactRequests: contactRequestsIt,
  candidateInvites: candidateInvitesIt,
  ztdi: ztdiIt,
  experiments: experimentsIt,
  dataRights: dataRightsIt,
  myCareer: myCareerIt,
  planChanges: planChangesIt,
  followUp: followUpIt,
  orgFollowUp: orgFollowUpIt,
  ratings: ratingsIt,
  applicationsZip: applicationsZipIt,
  listingStats: listingStatsIt,
  orgJobFeed: orgJobFeedIt,
  staleEdit: staleEditIt,
  messageTemplates: messageTemplatesIt,
};
