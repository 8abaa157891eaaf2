import type { Widen } from "./en";
import type { enRest } from "./en-rest";

/** German texts of the screens beyond the public pages: the keys of en-rest.ts. */
import { orgCompanyDe } from "./de/org-company";
import { jobsDe } from "./de/jobs";
import { listingsDe } from "./de/listings";
import { questionnairesDe } from "./de/questionnaires";
import { activitiesDe } from "./de/activities";
import { widgetsDe } from "./de/widgets";
import { userApplicationsDe } from "./de/user-applications";
import { candidatesDe } from "./de/candidates";
import { contactRequestsDe } from "./de/contact-requests";
import { candidateInvitesDe } from "./de/candidate-invites";
import { ztdiDe } from "./de/ztdi";
import { experimentsDe } from "./de/experiments";
import { dataRightsDe } from "./de/data-rights";
import { myCareerDe } from "./de/my-career";
import { planChangesDe } from "./de/plan-changes";
import { followUpDe } from "./de/follow-up";
import { orgFollowUpDe } from "./de/org-follow-up";
import { ratingsDe } from "./de/ratings";
import { applicationsZipDe } from "./de/applications-zip";
import { listingStatsDe } from "./de/listing-stats";
import { orgJobFeedDe } from "./de/job-feed";
import { staleEditDe } from "./de/stale-edit";
import { messageTemplatesDe } from "./de/message-templates";

export const deRest: Widen<typeof enRest> = {
  orgCompany: orgCompanyDe,
  jobs: jobsDe,
  listings: listingsDe,
  questionnaires: questionnairesDe,
  activities: activitiesDe,
  widgets: widgetsDe,
  userApplications: userApplicationsDe,
  candidates: candidatesDe,
  contactRequests: contactRequestsDe,
  candidateInvites: candidateInvitesDe,
  ztdi: ztdiDe,
  experiments: experimentsDe,
  dataRights: dataRightsDe,
  myCareer: myCareerDe,
  planChanges: planChangesDe,
  followUp: followUpDe,
  orgFollowUp: orgFollowUpDe,
  ratings: ratingsDe,
  applicationsZip: applicationsZipDe,
  listingStats: listingStatsDe,
  orgJobFeed: orgJobFeedDe,
  staleEdit: staleEditDe,
  messageTemplates: messageTemplatesDe,
};
