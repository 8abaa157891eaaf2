import { de } from "../../apps/web/src/locales/de";
import { en } from "../../apps/web/src/locales/en";
import { fr } from "../../apps/web/src/locales/fr";
import { it } from "../../apps/web/src/locales/it";

export const catalogues = { de, fr, it, en } as const;
export type Lang = keyof typeof catalogues;
type ScreenKey = keyof typeof en.screens;
type Title = (lang: Lang) => string;
/** `documentTitle`: the page part of the document title when it is not the h1 (a listing adds its company). */
export type Screen = { path: string; title: Title; documentTitle?: Title };

const screen = (path: string, key: ScreenKey): Screen => ({
  path,
  title: (lang) => catalogues[lang].screens[key].title,
});

const DEMO_COMPANY = "Bäckerei Steiner GmbH";
const DEMO_JOB = "Verkäufer/in Bäckerei-Konditorei";

/** Every public screen of spec §2 (and the pages of issue 3) with a sample path (after the language prefix) and its title. */
export const PUBLIC_SCREENS: Screen[] = [
  screen("account/signup", "signup"),
  screen("account/signup?next=%2Fde%2Fuser", "signup"),
  screen("account/signup/company?plan=pro", "signupCompany"),
  screen("account/signup/company?plan=platinum", "signupCompany"),
  screen("account/login?next=%2Fde%2Fuser", "login"),
  screen("account/login?success=true", "login"),
  screen("account/login-token/abc123", "loginToken"),
  screen("account/logout", "logout"),
  screen("search", "search"),
  screen("search?query=koch&sectors=XX&north=abc", "search"),
  screen("search/profile", "searchProfile"),
  // The demo data's first organisation, its listing 2 and its (active) job 1; ids are deterministic.
  { path: "company/1", title: () => DEMO_COMPANY },
  { path: "company/1/?b=&expand=listing", title: () => DEMO_COMPANY },
  screen("company/1/apply?listing_id=2", "companyApply"),
  { path: "company/1/job/2?iframe=", title: () => DEMO_JOB, documentTitle: () => `${DEMO_JOB} – ${DEMO_COMPANY}` },
  { path: "company/1/profile/1", title: () => DEMO_JOB, documentTitle: () => `${DEMO_JOB} – ${DEMO_COMPANY}` },
  screen("subscriptions/unsubscribe?email=a%40example.ch", "unsubscribe"),
  { path: "subscriptions/confirm", title: (lang) => catalogues[lang].subscriptions.confirm.title },
  screen("contact-requests/send-for/1", "contactRequestSend"),
  screen("contact-requests/accept/token123", "contactRequestAccept"),
  screen("contact?registeredCompanyId=null", "contact"),
  {
    path: "contact/purchase?plan=pro",
    title: (lang) => catalogues[lang].contact.purchase.title.replace("{{plan}}", catalogues[lang].plans.pro),
  },
  screen("contact/purchase?plan=platinum", "contact"),
  screen("imprint", "imprint"),
  screen("terms", "terms"),
  screen("privacy", "privacy"),
  screen("ztdi/questions", "ztdiQuestions"),
  screen("ztdi/token123", "ztdiResult"),
  screen("widget/listings/1", "widgetListings"),
  screen("widget/jobs/1", "widgetJobs"),
];

/** Names of the rows the signed-in walk creates in its fresh organisation (see every-screen-renders.spec.ts). */
export const WALK_ROWS = {
  job: "Walk job",
  listing: "Walk listing",
  questionnaire: "Walk questionnaire",
  /** The walk's employer applies to its own listing: the candidate profile is titled by their name. */
  application: "Erika Muster",
} as const;
type WalkTitle = Title | "company" | keyof typeof WALK_ROWS;

/**
 * The signed-in screens (user/, org/, listings/, account/profile). `{slug}` stands for the
 * organisation of the signed-in employer, `{job}`, `{listing}`, `{questionnaire}` and
 * `{application}` for the ids of the rows the walk creates in it; org/{slug} is titled by the company's name, and the detail
 * screens by the row's name.
 */
export const PROTECTED_SCREENS: (Omit<Screen, "title"> & { title: WalkTitle })[] = [
  screen("account/profile", "accountProfile"),
  screen("user", "user"),
  screen("user/applications?status=active", "userApplications"),
  screen("user/applications/{application}", "userApplication"),
  screen("user/applications/{application}/edit", "userApplicationEdit"),
  screen("user/applications/{application}/withdraw", "userApplicationWithdraw"),
  screen("user/likes", "userLikes"),
  screen("user/subscriptions", "userSubscriptions"),
  // Signed-in only; the walk's user has no experiment: an unknown uid shows "not found" under the title.
  screen("experiments", "experiments"),
  screen("experiments/exp-uid-1", "experiment"),
  screen("experiments/exp-uid-1/jobs/4", "experimentJob"),
  { path: "org/{slug}", title: "company" },
  screen("org/{slug}/company", "orgCompany"),
  { path: "org/{slug}/widgets", title: (lang) => catalogues[lang].widgets.page.title },
  screen("org/{slug}/applications?status=archived&type=direct,invited", "orgApplications"),
  { path: "org/{slug}/applications/{application}", title: "application" },
  screen("org/{slug}/applications/{application}/contact", "orgApplicationContact"),
  screen("org/{slug}/applications/{application}/reject", "orgApplicationReject"),
  screen("org/{slug}/applications/invite", "orgApplicationInvite"),
  screen("org/{slug}/jobs?status=active", "orgJobs"),
  { path: "org/{slug}/jobs/{job}", title: "job" },
  screen("org/{slug}/jobs/{job}/edit", "orgJobEdit"),
  screen("org/{slug}/listings?status=planned,active", "orgListings"),
  { path: "org/{slug}/listings/{listing}", title: "listing" },
  screen("org/{slug}/listings/{listing}/edit", "orgListingEdit"),
  screen("org/{slug}/listings/{listing}/extend", "orgListingExtend"),
  screen("org/{slug}/questionnaires", "orgQuestionnaires"),
  { path: "org/{slug}/questionnaires/{questionnaire}", title: "questionnaire" },
  screen("org/{slug}/questionnaires/{questionnaire}/edit", "orgQuestionnaireEdit"),
  screen("listings/create?copyId={listing}", "listingCreate"),
  screen("listings", "listings"),
  { path: "listings/{listing}", title: "listing" },
  screen("listings/{listing}/edit", "listingEdit"),
  screen("listings/{listing}/extend", "listingExtend"),
];

/** The development-only debug screens and their titles. */
export const DEBUG_SCREENS: Screen[] = [
  { path: "debug/industries", title: (lang) => catalogues[lang].debug.industries.title },
  { path: "debug/dialogs", title: (lang) => catalogues[lang].debug.dialogs.title },
  { path: "debug/mail", title: (lang) => catalogues[lang].debug.mail.title },
];

export function pageTitle(lang: Lang, page: string): string {
  return catalogues[lang].pageTitle.replace("{{page}}", page);
}
