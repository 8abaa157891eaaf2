import { de } from "../../apps/web/src/locales/de";
import { en } from "../../apps/web/src/locales/en";

export const catalogues = { de, en } as const;
export type Lang = keyof typeof catalogues;
type ScreenKey = keyof typeof en.screens;

/** Every screen of spec §2 with a sample path (after the language prefix) and its title. */
export const SCREENS: { path: string; screen: ScreenKey }[] = [
  { path: "account/signup", screen: "signup" },
  { path: "account/login?next=%2Fde%2Fuser", screen: "login" },
  { path: "account/login-token/abc123", screen: "loginToken" },
  { path: "account/logout", screen: "logout" },
  { path: "account/profile", screen: "accountProfile" },
  { path: "search", screen: "search" },
  { path: "search?query=koch&sectors=XX&north=abc", screen: "search" },
  { path: "search/profile", screen: "searchProfile" },
  { path: "company/1", screen: "company" },
  { path: "company/1/?b=&expand=listing", screen: "company" },
  { path: "company/1/apply?listing_id=2", screen: "companyApply" },
  { path: "company/1/job/2?iframe=", screen: "companyJob" },
  { path: "company/1/profile/3", screen: "companyJobProfile" },
  { path: "user", screen: "user" },
  { path: "user/applications?status=active", screen: "userApplications" },
  { path: "user/applications/1", screen: "userApplication" },
  { path: "user/applications/1/edit", screen: "userApplicationEdit" },
  { path: "user/applications/1/withdraw", screen: "userApplicationWithdraw" },
  { path: "user/likes", screen: "userLikes" },
  { path: "user/subscriptions", screen: "userSubscriptions" },
  { path: "subscriptions/unsubscribe?email=a%40example.ch", screen: "unsubscribe" },
  { path: "contact-requests/send-for/1", screen: "contactRequestSend" },
  { path: "contact-requests/accept/token123", screen: "contactRequestAccept" },
  { path: "org/acme", screen: "org" },
  { path: "org/acme/company", screen: "orgCompany" },
  { path: "org/acme/applications?status=archived&type=direct,invited", screen: "orgApplications" },
  { path: "org/acme/applications/1", screen: "orgApplication" },
  { path: "org/acme/applications/1/contact", screen: "orgApplicationContact" },
  { path: "org/acme/applications/1/reject", screen: "orgApplicationReject" },
  { path: "org/acme/applications/invite", screen: "orgApplicationInvite" },
  { path: "org/acme/jobs?status=active", screen: "orgJobs" },
  { path: "org/acme/jobs/1", screen: "orgJob" },
  { path: "org/acme/jobs/1/edit", screen: "orgJobEdit" },
  { path: "org/acme/listings?status=planned,active", screen: "orgListings" },
  { path: "org/acme/listings/1", screen: "orgListing" },
  { path: "org/acme/listings/1/edit", screen: "orgListingEdit" },
  { path: "org/acme/listings/1/extend", screen: "orgListingExtend" },
  { path: "org/acme/questionnaires", screen: "orgQuestionnaires" },
  { path: "org/acme/questionnaires/1", screen: "orgQuestionnaire" },
  { path: "org/acme/questionnaires/1/edit", screen: "orgQuestionnaireEdit" },
  { path: "listings/create?copyId=3", screen: "listingCreate" },
  { path: "listings", screen: "listings" },
  { path: "listings/1", screen: "listing" },
  { path: "listings/1/edit", screen: "listingEdit" },
  { path: "listings/1/extend", screen: "listingExtend" },
  { path: "contact?registeredCompanyId=null", screen: "contact" },
  { path: "contact/purchase?plan=pro", screen: "contactPurchase" },
  { path: "ztdi/questions", screen: "ztdiQuestions" },
  { path: "ztdi/token123", screen: "ztdiResult" },
  { path: "widget/listings/1", screen: "widgetListings" },
  { path: "widget/jobs/1", screen: "widgetJobs" },
  { path: "experiments", screen: "experiments" },
  { path: "experiments/exp-uid-1", screen: "experiment" },
  { path: "experiments/exp-uid-1/jobs/4", screen: "experimentJob" },
];

/** The development-only debug screens and their titles. */
export const DEBUG_SCREENS: { path: string; title: (lang: Lang) => string }[] = [
  { path: "debug/industries", title: (lang) => catalogues[lang].debug.industries.title },
  { path: "debug/dialogs", title: (lang) => catalogues[lang].debug.dialogs.title },
];

export function pageTitle(lang: Lang, page: string): string {
  return catalogues[lang].pageTitle.replace("{{page}}", page);
}
