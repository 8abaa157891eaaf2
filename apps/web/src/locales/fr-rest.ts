import type { Widen } from "./en";
import type { enRest } from "./en-rest";

/** French texts of the screens beyond the public pages: the keys of en-rest.ts. */
import { orgCompanyFr } from "./fr/org-company";
import { jobsFr } from "./fr/jobs";
import { listingsFr } from "./fr/listings";
import { questionnairesFr } from "./fr/questionnaires";
import { activitiesFr } from "./fr/activities";
import { widgetsFr } from "./fr/widgets";
import { userApplicationsFr } from "./fr/user-applications";
import { candidatesFr } from "./fr/candidates";
import { contactRequestsFr } from "./fr/contact-requests";
import { candidateInvitesFr } from "./fr/candidate-invites";
import { ztdiFr } from "./fr/ztdi";
import { experimentsFr } from "./fr/experiments";
import { dataRightsFr } from "./fr/data-rights";
import { myCareerFr } from "./fr/my-career";
import { planChangesFr } from "./fr/plan-changes";
import { followUpFr } from "./fr/follow-up";
import { orgFollowUpFr } from "./fr/org-follow-up";
import { ratingsFr } from "./fr/ratings";
import { applicationsZipFr } from "./fr/applications-zip";
import { listingStatsFr } from "./fr/listing-stats";
import { orgJobFeedFr } from "./fr/job-feed";
import { staleEditFr } from "./fr/stale-edit";
import { messageTemplatesFr } from "./fr/message-templates";

export const frRest: Widen<typeof enRest> = {
  orgCompany: orgCompanyFr,
  jobs: jobsFr,
  listings: listingsFr,
  questionnaires: questionnairesFr,
  activities: activitiesFr,
  widgets: widgetsFr,
  userApplications: userApplicationsFr,
  candidates: candidatesFr,
  contactRequests: contactRequestsFr,
  candidateInvites: candidateInvitesFr,
  ztdi: ztdiFr,
  experiments: experimentsFr,
  dataRights: dataRightsFr,
  myCareer: myCareerFr,
  planChanges: planChangesFr,
  followUp: followUpFr,
  orgFollowUp: orgFollowUpFr,
  ratings: ratingsFr,
  applicationsZip: applicationsZipFr,
  listingStats: listingStatsFr,
  orgJobFeed: orgJobFeedFr,
  staleEdit: staleEditFr,
  messageTemplates: messageTemplatesFr,
};
